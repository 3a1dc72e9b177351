import type { CollectionConfig } from 'payload'

import { anyone, canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from './access'
import { exposePublishedMedia } from './hooks/published-media'
import { revalidateCollection } from './hooks/revalidate'
import { recordTranslationState, translationStateField } from './hooks/translation-state'
import { groups, orderField, SITE_OPTIONS } from './shared'

const revalidate = revalidateCollection('nav-items')

export const MENUS = [
  { value: 'cn-header', label: 'Chinese header' },
  { value: 'intl-header', label: 'English/Russian header' },
  { value: 'footer', label: 'Footer' },
  { value: 'member-footer', label: 'Footer for logged-in visitors' },
  { value: 'console', label: 'Console header (logged in)' },
] as const

/** SPEC §3 Nav item: name, path, inside, hide, child list, image, content heading and text, more_href, icon, target. */
export const NavItems: CollectionConfig = {
  slug: 'nav-items',
  labels: {
    singular: { en: 'Menu item', zh: '菜单项', ru: 'Пункт меню' },
    plural: { en: 'Menu items', zh: '菜单', ru: 'Меню' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'menu', 'path', 'parent', 'order', 'hide'],
    group: groups.navigation,
    listSearchableFields: ['name', 'path'],
  },
  defaultSort: 'order',
  access: { read: anyone, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  fields: lockSharedFieldsForTranslators([
    { name: 'name', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'menu', type: 'select', required: true, options: MENUS.map((m) => ({ ...m })), index: true },
        { name: 'path', type: 'text', admin: { description: '/{site}/… for a page of the current site; /login, /register go to the console.' } },
      ],
    },
    { name: 'parent', type: 'relationship', relationTo: 'nav-items', admin: { description: 'Empty for a top-level item.' } },
    { name: 'group', type: 'text', localized: true, admin: { description: 'Column (group) of a sub-menu item.' } },
    orderField,
    {
      type: 'row',
      fields: [
        { name: 'inside', type: 'checkbox', defaultValue: true, admin: { description: 'A route of this app' } },
        { name: 'hide', type: 'checkbox', defaultValue: false },
        { name: 'target', type: 'select', defaultValue: '_self', options: ['_self', '_blank'].map((v) => ({ value: v, label: v })) },
        { name: 'icon', type: 'text' },
      ],
    },
    { name: 'sites', type: 'select', hasMany: true, options: SITE_OPTIONS, admin: { description: 'Empty: every site of the menu.' } },
    {
      name: 'permission',
      type: 'select',
      options: ['tradeSearch', 'marketing', 'marketAnalysis', 'recommend', 'email', 'cost', 'openPlatform', 'admin'].map((v) => ({ value: v, label: v })),
      admin: { description: 'Console items: the permission that shows the item (SPEC §6).' },
    },
    {
      type: 'collapsible',
      label: 'Dropdown panel',
      admin: { initCollapsed: true },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'contentHeading', type: 'text', localized: true },
        { name: 'contentText', type: 'textarea', localized: true },
        { name: 'moreHref', type: 'text' },
      ],
    },
    translationStateField,
  ]),
  hooks: { beforeChange: [recordTranslationState], afterChange: [revalidate.afterChange, exposePublishedMedia], afterDelete: [revalidate.afterDelete] },
}

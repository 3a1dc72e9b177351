import type { CollectionConfig } from 'payload'

import { anyone, canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { exposePublishedMedia } from '../media/published-media'
import { revalidateCollection } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { groups, label, orderField, SITE_OPTIONS } from '../../cms/shared'

const revalidate = revalidateCollection('nav-items')

export const MENUS = [
  { value: 'cn-header', label: label('nav-items.cn-header') },
  {
    value: 'intl-header',
    label: label('nav-items.intl-header'),
  },
  { value: 'footer', label: label('nav-items.footer') },
  {
    value: 'member-footer',
    label: label('nav-items.member-footer'),
  },
  {
    value: 'console',
    label: label('nav-items.console'),
  },
] as const

/** SPEC §3 Nav item: name, path, inside, hide, child list, image, content heading and text, more_href, icon, target. */
export const NavItems: CollectionConfig = {
  slug: 'nav-items',
  labels: {
    singular: label('nav-items.singular'),
    plural: label('nav-items.plural'),
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
    { name: 'name', type: 'text', required: true, localized: true, label: label('nav-items.name') },
    {
      type: 'row',
      fields: [
        {
          name: 'menu',
          type: 'select',
          required: true,
          label: label('nav-items.menu'),
          options: MENUS.map((m) => ({ ...m })),
          index: true,
        },
        {
          name: 'path',
          type: 'text',
          label: label('nav-items.path'),
          admin: {
            description: label('nav-items.path.description'),
          },
        },
      ],
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'nav-items',
      label: label('nav-items.parent'),
      admin: {
        description: label('nav-items.parent.description'),
      },
    },
    {
      name: 'group',
      type: 'text',
      localized: true,
      label: label('nav-items.group'),
      admin: {
        description: label('nav-items.group.description'),
      },
    },
    orderField,
    {
      type: 'row',
      fields: [
        {
          name: 'inside',
          type: 'checkbox',
          defaultValue: true,
          label: label('nav-items.inside'),
          admin: { description: label('nav-items.inside.description') },
        },
        { name: 'hide', type: 'checkbox', defaultValue: false, label: label('nav-items.hide') },
        {
          name: 'target',
          type: 'select',
          defaultValue: '_self',
          label: label('nav-items.target'),
          options: [
            { value: '_self', label: label('nav-items.target._self') },
            { value: '_blank', label: label('nav-items.target._blank') },
          ],
        },
        { name: 'icon', type: 'text', label: label('nav-items.icon') },
      ],
    },
    {
      name: 'sites',
      type: 'select',
      hasMany: true,
      options: SITE_OPTIONS,
      label: label('nav-items.sites'),
      admin: {
        description: label('nav-items.sites.description'),
      },
    },
    {
      name: 'permission',
      type: 'select',
      label: label('nav-items.permission'),
      options: [
        { value: 'tradeSearch', label: label('nav-items.permission.tradeSearch') },
        { value: 'marketing', label: label('nav-items.permission.marketing') },
        { value: 'marketAnalysis', label: label('nav-items.permission.marketAnalysis') },
        { value: 'recommend', label: label('nav-items.permission.recommend') },
        { value: 'email', label: label('nav-items.permission.email') },
        { value: 'cost', label: label('nav-items.permission.cost') },
        { value: 'openPlatform', label: label('nav-items.permission.openPlatform') },
        { value: 'admin', label: label('nav-items.permission.admin') },
      ],
      admin: {
        description: label('nav-items.permission.description'),
      },
    },
    {
      type: 'collapsible',
      label: label('nav-items.collapsible'),
      admin: { initCollapsed: true },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', label: label('nav-items.image') },
        {
          name: 'contentHeading',
          type: 'text',
          localized: true,
          label: label('nav-items.contentHeading'),
        },
        {
          name: 'contentText',
          type: 'textarea',
          localized: true,
          label: label('nav-items.contentText'),
        },
        { name: 'moreHref', type: 'text', label: label('nav-items.moreHref') },
      ],
    },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange, exposePublishedMedia],
    afterDelete: [revalidate.afterDelete],
  },
}

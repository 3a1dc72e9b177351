import type { Field, GlobalConfig } from 'payload'

import { canUpdateContent, lockSharedFieldsForTranslators } from '../collections/access'
import { revalidateGlobal } from '../collections/hooks/revalidate'
import { SITES } from '../src/domain/locale'

const siteFooter = (site: string): Field => ({
  name: site,
  type: 'group',
  label: `/${site}`,
  fields: [
    {
      name: 'columns',
      type: 'relationship',
      relationTo: 'nav-items',
      hasMany: true,
      filterOptions: { menu: { equals: 'footer' }, parent: { exists: false } },
    },
    {
      name: 'memberColumns',
      type: 'relationship',
      relationTo: 'nav-items',
      hasMany: true,
      filterOptions: { menu: { equals: 'member-footer' } },
      admin: { description: 'Links for logged-in visitors.' },
    },
    { name: 'demoLabel', type: 'text', localized: true, label: 'Request-a-demo button' },
    { name: 'about', type: 'textarea', localized: true },
    { name: 'copyright', type: 'text', localized: true, admin: { description: 'The current year is added automatically.' } },
    { type: 'row', fields: [
      { name: 'privacyHref', type: 'text', defaultValue: `/${site}/privacy` },
      { name: 'termsHref', type: 'text', defaultValue: `/${site}/terms` },
      { name: 'sitemapHref', type: 'text', defaultValue: '/sitemap.xml' },
    ] },
  ],
})

/** The footer of each site (SPEC §2.5): demo action, sitemap, privacy, terms, year. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { en: 'Footer', zh: '页脚', ru: 'Подвал' },
  admin: { group: { en: 'Settings', zh: '设置', ru: 'Настройки' } },
  access: { read: () => true, update: canUpdateContent },
  fields: lockSharedFieldsForTranslators(SITES.map(siteFooter)),
  hooks: { afterChange: [revalidateGlobal('footer')] },
}

import type { Field, GlobalConfig } from 'payload'

import { canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { revalidateGlobal } from '../../cms/revalidate'
import { label, SITE_OPTIONS } from '../../cms/shared'
import { SITES } from '../../domain/locale'

const siteFooter = (site: string): Field => ({
  name: site,
  type: 'group',
  label: SITE_OPTIONS.find((option) => option.value === site)!.label,
  fields: [
    {
      name: 'columns',
      type: 'relationship',
      relationTo: 'nav-items',
      hasMany: true,
      filterOptions: { menu: { equals: 'footer' }, parent: { exists: false } },
      label: label('footer.columns'),
    },
    {
      name: 'memberColumns',
      type: 'relationship',
      relationTo: 'nav-items',
      hasMany: true,
      filterOptions: { menu: { equals: 'member-footer' } },
      label: label('footer.memberColumns'),
      admin: {
        description: label('footer.memberColumns.description'),
      },
    },
    {
      name: 'demoLabel',
      type: 'text',
      localized: true,
      label: label('footer.demoLabel'),
    },
    { name: 'about', type: 'textarea', localized: true, label: label('footer.about') },
    {
      name: 'copyright',
      type: 'text',
      localized: true,
      label: label('footer.copyright'),
      admin: {
        description: label('footer.copyright.description'),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'privacyHref',
          type: 'text',
          defaultValue: `/${site}/privacy`,
          label: label('footer.privacyHref'),
        },
        {
          name: 'termsHref',
          type: 'text',
          defaultValue: `/${site}/terms`,
          label: label('footer.termsHref'),
        },
        {
          name: 'sitemapHref',
          type: 'text',
          defaultValue: '/sitemap.xml',
          label: label('footer.sitemapHref'),
        },
      ],
    },
  ],
})

/** The footer of each site (SPEC §2.5): demo action, sitemap, privacy, terms, year. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: label('footer.label'),
  admin: { group: label('footer.group') },
  access: { read: () => true, update: canUpdateContent },
  fields: lockSharedFieldsForTranslators(SITES.map(siteFooter)),
  hooks: { afterChange: [revalidateGlobal('footer')] },
}

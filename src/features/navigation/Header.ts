import type { Field, GlobalConfig } from 'payload'

import { canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { exposeGlobalMedia } from '../media/published-media'
import { revalidateGlobal } from '../../cms/revalidate'
import { label, SITE_OPTIONS } from '../../cms/shared'
import { SITES } from '../../domain/locale'

const siteHeader = (site: string, menu: string): Field => ({
  name: site,
  type: 'group',
  label: SITE_OPTIONS.find((option) => option.value === site)!.label,
  fields: [
    { name: 'logo', type: 'upload', relationTo: 'media', label: label('header.logo') },
    { name: 'logoText', type: 'text', localized: true, label: label('header.logoText') },
    {
      name: 'items',
      type: 'relationship',
      relationTo: 'nav-items',
      hasMany: true,
      filterOptions: { menu: { equals: menu }, parent: { exists: false } },
      label: label('header.items'),
      admin: {
        description: label('header.items.description'),
      },
    },
  ],
})

/** The public header of each site (SPEC §2.5): logo and menu. */
export const Header: GlobalConfig = {
  slug: 'header',
  label: label('header.label'),
  admin: { group: label('header.group') },
  access: { read: () => true, update: canUpdateContent },
  fields: lockSharedFieldsForTranslators(
    SITES.map((site) => siteHeader(site, site === 'cn' ? 'cn-header' : 'intl-header')),
  ),
  hooks: { afterChange: [revalidateGlobal('header'), exposeGlobalMedia] },
}

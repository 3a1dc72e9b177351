import type { Field, GlobalConfig } from 'payload'

import { canUpdateContent, lockSharedFieldsForTranslators } from '../collections/access'
import { exposeGlobalMedia } from '../collections/hooks/published-media'
import { revalidateGlobal } from '../collections/hooks/revalidate'
import { SITES } from '../src/domain/locale'

const siteHeader = (site: string, menu: string): Field => ({
  name: site,
  type: 'group',
  label: `/${site}`,
  fields: [
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'logoText', type: 'text', localized: true },
    {
      name: 'items',
      type: 'relationship',
      relationTo: 'nav-items',
      hasMany: true,
      filterOptions: { menu: { equals: menu }, parent: { exists: false } },
      admin: { description: 'Top-level menu items, in order. Their sub-menus come from the items’ children.' },
    },
  ],
})

/** The public header of each site (SPEC §2.5): logo and menu. */
export const Header: GlobalConfig = {
  slug: 'header',
  label: { en: 'Header', zh: '页头', ru: 'Шапка' },
  admin: { group: { en: 'Settings', zh: '设置', ru: 'Настройки' } },
  access: { read: () => true, update: canUpdateContent },
  fields: lockSharedFieldsForTranslators(SITES.map((site) => siteHeader(site, site === 'cn' ? 'cn-header' : 'intl-header'))),
  hooks: { afterChange: [revalidateGlobal('header'), exposeGlobalMedia] },
}

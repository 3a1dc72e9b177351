/** Pieces shared by the content collections: site selection, slugs, draft settings, the admin groups. */
import type { CollectionConfig, Field } from 'payload'

import { SITES } from '../src/domain/locale'

export const SITE_OPTIONS = SITES.map((site) => ({
  value: site,
  label: { cn: '中文站 /cn', en: 'English /en', ru: 'Русский /ru' }[site],
}))

export const sitesField: Field = {
  name: 'sites',
  type: 'select',
  hasMany: true,
  required: true,
  defaultValue: ['cn', 'en', 'ru'],
  options: SITE_OPTIONS,
  label: { en: 'Published on sites', zh: '发布站点', ru: 'Сайты' },
  admin: { position: 'sidebar', description: 'The sites that show this document.' },
}

export const slugField = (description = 'As in the URL.'): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description },
  validate: (value: unknown) =>
    (typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9-]*$/.test(value)) ||
    'Letters, digits and - only, starting with a letter or digit.',
})

export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 100,
  admin: { position: 'sidebar', description: 'Lower comes first.' },
}

/** Drafts, autosave, scheduled publishing and per-locale publishing (a translator publishes Russian alone). */
export const draftVersions: CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 800 }, schedulePublish: true, localizeStatus: true },
  maxPerDoc: 50,
}

export const groups = {
  content: { en: 'Content', zh: '内容', ru: 'Контент' },
  catalogue: { en: 'Catalogue', zh: '产品与数据', ru: 'Каталог' },
  navigation: { en: 'Navigation', zh: '导航', ru: 'Навигация' },
  visitors: { en: 'Visitors', zh: '访客', ru: 'Посетители' },
  admin: { en: 'Administration', zh: '系统管理', ru: 'Администрирование' },
}

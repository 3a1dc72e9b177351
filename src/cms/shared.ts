/** Pieces shared by the content collections: site selection, slugs, draft settings, the admin groups. */
import type { CollectionConfig, Field } from 'payload'

import { SITES } from '../domain/locale'
import { fill } from '../i18n/fill'
import { labelOf, type Label, type LabelKey } from '../i18n/labels'

/**
 * An admin label in the three admin languages (Payload picks the staff user's admin language): a key of the
 * catalogue's labels (`label('orders.status')`), its `{name}` placeholders filled from `values`.
 */
export function label(key: LabelKey, values?: Record<string, string | number>): Label {
  const texts = labelOf(key)
  if (!values) return texts
  return { en: fill(texts.en, values), zh: fill(texts.zh, values), ru: fill(texts.ru, values) }
}

/** A message (validation error …) in the staff user's admin language, English when it is not zh or ru. */
export const inAdminLanguage = (text: Label, req?: { i18n?: { language?: string } }): string =>
  text[req?.i18n?.language as keyof typeof text] ?? text.en

export const SITE_OPTIONS = SITES.map((site) => ({
  value: site,
  label: {
    cn: label('shared.sites.cn'),
    en: label('shared.sites.en'),
    ru: label('shared.sites.ru'),
  }[site],
}))

export const sitesField: Field = {
  name: 'sites',
  type: 'select',
  hasMany: true,
  required: true,
  defaultValue: ['cn', 'en', 'ru'],
  options: SITE_OPTIONS,
  label: label('shared.sites'),
  admin: {
    position: 'sidebar',
    description: label('shared.sites.description'),
  },
}

export const slugField = (description = label('shared.slug.description')): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: label('shared.slug'),
  admin: { position: 'sidebar', description },
  validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
    (typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9-]*$/.test(value)) ||
    inAdminLanguage(label('shared.slug.invalid'), req),
})

export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 100,
  label: label('shared.order'),
  admin: {
    position: 'sidebar',
    description: label('shared.order.description'),
  },
}

/**
 * Drafts, autosave, scheduled publishing and per-locale publishing (a translator publishes Russian alone). "Save
 * draft" is shown beside autosave: a new document is created by that first save, not when "Create New" opens
 * (src/cms/create-without-draft.ts).
 */
export const draftVersions: CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 800, showSaveDraftButton: true }, schedulePublish: true, localizeStatus: true },
  maxPerDoc: 50,
}

export const groups = {
  content: label('shared.groups.content'),
  catalogue: label('shared.groups.catalogue'),
  navigation: label('shared.groups.navigation'),
  visitors: label('shared.groups.visitors'),
  admin: label('shared.groups.admin'),
}

import type { CollectionConfig } from 'payload'

import { anyone, canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from './access'
import { revalidateCollection } from './hooks/revalidate'
import { recordTranslationState, translationStateField } from './hooks/translation-state'
import { groups } from './shared'

const revalidate = revalidateCollection('countries', (doc) => doc.iso2 as string)

export const CONTINENTS = ['North America', 'South America', 'Europe', 'Asia', 'Africa', 'Oceania', 'Others'] as const

/** Countries with trade data: /{site}/datacountries by continent and /{site}/countrydetail?code=… */
export const Countries: CollectionConfig = {
  slug: 'countries',
  labels: { singular: { en: 'Country', zh: '国家', ru: 'Страна' }, plural: { en: 'Countries', zh: '数据国家', ru: 'Страны' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'iso2', 'continent', 'translationState'], group: groups.catalogue },
  defaultSort: 'name',
  access: { read: anyone, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  fields: lockSharedFieldsForTranslators([
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'iso2', type: 'text', required: true, unique: true, index: true, admin: { position: 'sidebar', description: 'ISO 3166-1 alpha-2' } },
    { name: 'continent', type: 'select', required: true, options: CONTINENTS.map((value) => ({ value, label: value })), admin: { position: 'sidebar' } },
    { name: 'description', type: 'textarea', localized: true },
    translationStateField,
  ]),
  hooks: { beforeChange: [recordTranslationState], afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
}

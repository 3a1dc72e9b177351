import type { CollectionConfig } from 'payload'

import { anyone, canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { revalidateCollection } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { groups, label } from '../../cms/shared'

const revalidate = revalidateCollection('countries', (doc) => doc.iso2 as string)

export const CONTINENTS = ['North America', 'South America', 'Europe', 'Asia', 'Africa', 'Oceania', 'Others'] as const

/** The continents as the admin names them (the stored value stays the English name). */
const CONTINENT_LABELS: Record<(typeof CONTINENTS)[number], ReturnType<typeof label>> = {
  'North America': label('countries.North America'),
  'South America': label('countries.South America'),
  Europe: label('countries.Europe'),
  Asia: label('countries.Asia'),
  Africa: label('countries.Africa'),
  Oceania: label('countries.Oceania'),
  Others: label('countries.Others'),
}

/** Countries with trade data: /{site}/datacountries by continent and /{site}/countrydetail?code=… */
export const Countries: CollectionConfig = {
  slug: 'countries',
  labels: {
    singular: label('countries.singular'),
    plural: label('countries.plural'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'iso2', 'continent', 'translationState'],
    group: groups.catalogue,
  },
  defaultSort: 'name',
  access: { read: anyone, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  fields: lockSharedFieldsForTranslators([
    { name: 'name', type: 'text', required: true, localized: true, label: label('countries.name') },
    {
      name: 'iso2',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('countries.iso2'),
      admin: {
        position: 'sidebar',
        description: label('countries.iso2.description'),
      },
    },
    {
      name: 'continent',
      type: 'select',
      required: true,
      label: label('countries.continent'),
      options: CONTINENTS.map((value) => ({ value, label: CONTINENT_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', localized: true, label: label('countries.description') },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}

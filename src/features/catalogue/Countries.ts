import type { CollectionConfig } from 'payload'

import { anyone, canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { revalidateCollection } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { groups, label } from '../../cms/shared'

const revalidate = revalidateCollection('countries', (doc) => doc.iso2 as string)

export const CONTINENTS = ['North America', 'South America', 'Europe', 'Asia', 'Africa', 'Oceania', 'Others'] as const

/** The continents as the admin names them (the stored value stays the English name). */
const CONTINENT_LABELS: Record<(typeof CONTINENTS)[number], ReturnType<typeof label>> = {
  'North America': label('North America', '北美洲', 'Северная Америка'),
  'South America': label('South America', '南美洲', 'Южная Америка'),
  Europe: label('Europe', '欧洲', 'Европа'),
  Asia: label('Asia', '亚洲', 'Азия'),
  Africa: label('Africa', '非洲', 'Африка'),
  Oceania: label('Oceania', '大洋洲', 'Океания'),
  Others: label('Others', '其他', 'Другие'),
}

/** Countries with trade data: /{site}/datacountries by continent and /{site}/countrydetail?code=… */
export const Countries: CollectionConfig = {
  slug: 'countries',
  labels: {
    singular: { en: 'Country', zh: '国家', ru: 'Страна' },
    plural: { en: 'Countries', zh: '数据国家', ru: 'Страны' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'iso2', 'continent', 'translationState'],
    group: groups.catalogue,
  },
  defaultSort: 'name',
  access: { read: anyone, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  fields: lockSharedFieldsForTranslators([
    { name: 'name', type: 'text', required: true, localized: true, label: label('Name', '名称', 'Название') },
    {
      name: 'iso2',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('ISO code', 'ISO 代码', 'Код ISO'),
      admin: {
        position: 'sidebar',
        description: label(
          'Two letters, ISO 3166-1 alpha-2 (e.g. US)',
          'ISO 3166-1 两位字母代码（如 US）',
          'Две буквы по ISO 3166-1 alpha-2 (напр. US)',
        ),
      },
    },
    {
      name: 'continent',
      type: 'select',
      required: true,
      label: label('Continent', '所属大洲', 'Континент'),
      options: CONTINENTS.map((value) => ({ value, label: CONTINENT_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', localized: true, label: label('Description', '简介', 'Описание') },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}

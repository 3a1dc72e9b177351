import type { CollectionConfig } from 'payload'

import { anyone, canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from './access'
import { revalidateCollection } from './hooks/revalidate'
import { recordTranslationState, translationStateField } from './hooks/translation-state'
import { groups } from './shared'

const revalidate = revalidateCollection('datasets', (doc) => doc.code as string, (doc) => [`doc:countries:${doc.country}`])

/**
 * Editable presentation of the dataset catalogue. The catalogue itself (codes, order, flags) is fixed in
 * src/domain/datasets.ts because the customs_data_source flag string depends on its order.
 */
export const Datasets: CollectionConfig = {
  slug: 'datasets',
  labels: { singular: { en: 'Dataset', zh: '数据源', ru: 'Набор данных' }, plural: { en: 'Datasets', zh: '数据源', ru: 'Наборы данных' } },
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'country', 'type', 'yearsCovered', 'updateFrequency'], group: groups.catalogue },
  defaultSort: 'code',
  access: { read: anyone, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  fields: lockSharedFieldsForTranslators([
    { name: 'code', type: 'text', required: true, unique: true, index: true, admin: { description: 'Source code from the catalogue, e.g. IMP_US_BL_SEA' } },
    {
      type: 'row',
      fields: [
        { name: 'country', type: 'text', required: true, index: true, admin: { description: 'ISO alpha-2' } },
        {
          name: 'type',
          type: 'select',
          required: true,
          options: [
            { value: 'SHIPMENTS_IMPORT', label: 'Import' },
            { value: 'SHIPMENTS_EXPORT', label: 'Export' },
          ],
        },
        { name: 'yearsCovered', type: 'text' },
      ],
    },
    { name: 'name', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'updateFrequency', type: 'text', localized: true },
    { name: 'fields', type: 'array', localized: true, fields: [{ name: 'name', type: 'text', required: true }] },
    translationStateField,
  ]),
  hooks: { beforeChange: [recordTranslationState], afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
}

import type { CollectionConfig } from 'payload'

import { anyone, canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { revalidateCollection } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { groups, label } from '../../cms/shared'

const revalidate = revalidateCollection(
  'datasets',
  (doc) => doc.code as string,
  (doc) => [`doc:countries:${doc.country}`],
)

/**
 * Editable presentation of the dataset catalogue. The catalogue itself (codes, order, flags) is fixed in
 * src/domain/datasets.ts because the customs_data_source flag string depends on its order.
 */
export const Datasets: CollectionConfig = {
  slug: 'datasets',
  labels: {
    singular: label('datasets.singular'),
    plural: label('datasets.plural'),
  },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'country', 'type', 'yearsCovered', 'updateFrequency'],
    group: groups.catalogue,
  },
  defaultSort: 'code',
  access: { read: anyone, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  fields: lockSharedFieldsForTranslators([
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('datasets.code'),
      admin: {
        description: label('datasets.code.description'),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'country',
          type: 'text',
          required: true,
          index: true,
          label: label('datasets.country'),
          admin: { description: label('datasets.country.description') },
        },
        {
          name: 'type',
          type: 'select',
          required: true,
          label: label('datasets.type'),
          options: [
            { value: 'SHIPMENTS_IMPORT', label: label('datasets.type.SHIPMENTS_IMPORT') },
            { value: 'SHIPMENTS_EXPORT', label: label('datasets.type.SHIPMENTS_EXPORT') },
          ],
        },
        { name: 'yearsCovered', type: 'text', label: label('datasets.yearsCovered') },
      ],
    },
    { name: 'name', type: 'text', localized: true, label: label('datasets.name') },
    { name: 'description', type: 'textarea', localized: true, label: label('datasets.description') },
    {
      name: 'updateFrequency',
      type: 'text',
      localized: true,
      label: label('datasets.updateFrequency'),
    },
    {
      name: 'fields',
      type: 'array',
      localized: true,
      label: label('datasets.fields'),
      labels: {
        singular: label('datasets.fields.singular'),
        plural: label('datasets.fields.plural'),
      },
      fields: [{ name: 'name', type: 'text', required: true, label: label('datasets.fields.name') }],
    },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}

import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

export const ComparisonTableBlock: Block = {
  slug: 'comparisonTable',
  interfaceName: 'ComparisonTableBlock',
  labels: {
    singular: label('block-comparison-table.singular'),
    plural: label('block-comparison-table.plural'),
  },
  fields: [
    headingField,
    introField,
    {
      name: 'columns',
      type: 'array',
      label: label('block-comparison-table.columns'),
      labels: {
        singular: label('block-comparison-table.columns.singular'),
        plural: label('block-comparison-table.columns.plural'),
      },
      fields: [{ name: 'label', type: 'text', required: true, label: label('block-comparison-table.columns.label') }],
    },
    {
      name: 'rows',
      type: 'array',
      label: label('block-comparison-table.rows'),
      labels: {
        singular: label('block-comparison-table.rows.singular'),
        plural: label('block-comparison-table.rows.plural'),
      },
      fields: [
        { name: 'label', type: 'text', required: true, label: label('block-comparison-table.rows.label') },
        {
          name: 'values',
          type: 'array',
          label: label('block-comparison-table.rows.values'),
          labels: {
            singular: label('block-comparison-table.rows.values.singular'),
            plural: label('block-comparison-table.rows.values.plural'),
          },
          fields: [{ name: 'value', type: 'text', label: label('block-comparison-table.rows.values.value') }],
        },
      ],
    },
  ],
}

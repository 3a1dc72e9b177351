import type { Block } from 'payload'

import { headingField, introField } from '../fields'

export const ComparisonTableBlock: Block = {
  slug: 'comparisonTable',
  interfaceName: 'ComparisonTableBlock',
  labels: { singular: 'Comparison table', plural: 'Comparison tables' },
  fields: [
    headingField,
    introField,
    { name: 'columns', type: 'array', fields: [{ name: 'label', type: 'text', required: true }] },
    {
      name: 'rows',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'values', type: 'array', fields: [{ name: 'value', type: 'text' }] },
      ],
    },
  ],
}

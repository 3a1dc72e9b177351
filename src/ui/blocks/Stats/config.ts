import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField } from '../fields'

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: {
    singular: label('block-stats.singular'),
    plural: label('block-stats.plural'),
  },
  fields: [
    headingField,
    {
      name: 'items',
      type: 'array',
      label: label('block-stats.items'),
      labels: { singular: label('block-stats.items.singular'), plural: label('block-stats.items.plural') },
      admin: {
        description: label('block-stats.items.description'),
      },
      fields: [
        { name: 'value', type: 'text', required: true, label: label('block-stats.items.value') },
        { name: 'label', type: 'text', required: true, label: label('block-stats.items.label') },
      ],
    },
  ],
}

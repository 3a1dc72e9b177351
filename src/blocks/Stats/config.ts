import type { Block } from 'payload'

import { headingField } from '../fields'

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: 'Stats (claims)', plural: 'Stats' },
  fields: [
    headingField,
    {
      name: 'items',
      type: 'array',
      admin: { description: 'Leave empty to show the claims of Site settings (250+ countries, 230, 126 million).' },
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
  ],
}

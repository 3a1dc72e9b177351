import type { Block } from 'payload'

import { anchorField, headingField } from '../fields'

export const TimelineBlock: Block = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  labels: { singular: 'Timeline (history)', plural: 'Timelines' },
  fields: [
    anchorField,
    headingField,
    {
      name: 'events',
      type: 'array',
      fields: [
        { name: 'year', type: 'text', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
}

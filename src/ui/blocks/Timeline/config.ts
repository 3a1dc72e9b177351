import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField, labels } from '../fields'

export const TimelineBlock: Block = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  labels: {
    singular: label('block-timeline.singular'),
    plural: label('block-timeline.plural'),
  },
  fields: [
    anchorField,
    headingField,
    {
      name: 'events',
      type: 'array',
      label: label('block-timeline.events'),
      labels: { singular: label('block-timeline.events.singular'), plural: label('block-timeline.events.plural') },
      fields: [
        { name: 'year', type: 'text', required: true, label: labels.year },
        { name: 'title', type: 'text', required: true, label: labels.title },
        { name: 'text', type: 'textarea', label: labels.text },
      ],
    },
  ],
}

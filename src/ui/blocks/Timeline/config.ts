import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField, labels } from '../fields'

export const TimelineBlock: Block = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  labels: {
    singular: label('Timeline (history)', '发展历程', 'История (хронология)'),
    plural: label('Timelines', '发展历程', 'Хронологии'),
  },
  fields: [
    anchorField,
    headingField,
    {
      name: 'events',
      type: 'array',
      label: label('Milestones', '大事记', 'События'),
      labels: { singular: label('Milestone', '大事记', 'Событие'), plural: label('Milestones', '大事记', 'События') },
      fields: [
        { name: 'year', type: 'text', required: true, label: labels.year },
        { name: 'title', type: 'text', required: true, label: labels.title },
        { name: 'text', type: 'textarea', label: labels.text },
      ],
    },
  ],
}

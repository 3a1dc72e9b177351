import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField } from '../fields'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: {
    singular: label('block-faq.singular'),
    plural: label('block-faq.plural'),
  },
  fields: [
    anchorField,
    headingField,
    {
      name: 'items',
      type: 'array',
      label: label('block-faq.items'),
      labels: { singular: label('block-faq.items.singular'), plural: label('block-faq.items.plural') },
      fields: [
        { name: 'question', type: 'text', required: true, label: label('block-faq.items.question') },
        { name: 'answer', type: 'textarea', required: true, label: label('block-faq.items.answer') },
      ],
    },
  ],
}

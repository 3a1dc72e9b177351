import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField } from '../fields'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: {
    singular: label('FAQ', '常见问题', 'Вопросы и ответы'),
    plural: label('FAQs', '常见问题', 'Вопросы и ответы'),
  },
  fields: [
    anchorField,
    headingField,
    {
      name: 'items',
      type: 'array',
      label: label('Questions', '问题', 'Вопросы'),
      labels: { singular: label('Question', '问题', 'Вопрос'), plural: label('Questions', '问题', 'Вопросы') },
      fields: [
        { name: 'question', type: 'text', required: true, label: label('Question', '问题', 'Вопрос') },
        { name: 'answer', type: 'textarea', required: true, label: label('Answer', '回答', 'Ответ') },
      ],
    },
  ],
}

import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField } from '../fields'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: {
    singular: label('Rich text', '图文内容', 'Форматированный текст'),
    plural: label('Rich text', '图文内容', 'Форматированный текст'),
  },
  fields: [
    anchorField,
    headingField,
    { name: 'content', type: 'richText', required: true, label: label('Content', '内容', 'Содержание') },
  ],
}

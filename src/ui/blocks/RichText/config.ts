import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField } from '../fields'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: {
    singular: label('block-rich-text.singular'),
    plural: label('block-rich-text.plural'),
  },
  fields: [
    anchorField,
    headingField,
    { name: 'content', type: 'richText', required: true, label: label('block-rich-text.content') },
  ],
}

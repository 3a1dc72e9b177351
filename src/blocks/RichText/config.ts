import type { Block } from 'payload'

import { anchorField, headingField } from '../fields'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [anchorField, headingField, { name: 'content', type: 'richText', required: true }],
}

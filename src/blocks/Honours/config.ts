import type { Block } from 'payload'

import { anchorField, headingField } from '../fields'

export const HonoursBlock: Block = {
  slug: 'honours',
  interfaceName: 'HonoursBlock',
  labels: { singular: 'Honours', plural: 'Honours' },
  fields: [
    anchorField,
    headingField,
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'year', type: 'text' },
        { name: 'title', type: 'text', required: true },
        { name: 'issuer', type: 'text' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}

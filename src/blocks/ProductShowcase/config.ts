import type { Block } from 'payload'

import { anchorField, headingField, introField } from '../fields'

export const ProductShowcaseBlock: Block = {
  slug: 'productShowcase',
  interfaceName: 'ProductShowcaseBlock',
  labels: { singular: 'Product showcase', plural: 'Product showcases' },
  fields: [
    anchorField,
    headingField,
    introField,
    {
      name: 'products',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'summary', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'bullets', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
        { name: 'href', type: 'text' },
      ],
    },
  ],
}

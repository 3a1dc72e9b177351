import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField, introField, labels } from '../fields'

export const ProductShowcaseBlock: Block = {
  slug: 'productShowcase',
  interfaceName: 'ProductShowcaseBlock',
  labels: {
    singular: label('block-product-showcase.singular'),
    plural: label('block-product-showcase.plural'),
  },
  fields: [
    anchorField,
    headingField,
    introField,
    {
      name: 'products',
      type: 'array',
      minRows: 1,
      label: label('block-product-showcase.products'),
      labels: {
        singular: label('block-product-showcase.products.singular'),
        plural: label('block-product-showcase.products.plural'),
      },
      fields: [
        { name: 'name', type: 'text', required: true, label: label('block-product-showcase.products.name') },
        { name: 'summary', type: 'textarea', label: labels.summary },
        { name: 'image', type: 'upload', relationTo: 'media', label: labels.image },
        {
          name: 'bullets',
          type: 'array',
          label: label('block-product-showcase.products.bullets'),
          labels: {
            singular: label('block-product-showcase.products.bullets.singular'),
            plural: label('block-product-showcase.products.bullets.plural'),
          },
          fields: [{ name: 'text', type: 'text', required: true, label: labels.text }],
        },
        { name: 'href', type: 'text', label: labels.href },
      ],
    },
  ],
}

import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField, labels } from '../fields'

export const HonoursBlock: Block = {
  slug: 'honours',
  interfaceName: 'HonoursBlock',
  labels: { singular: label('block-honours.singular'), plural: label('block-honours.plural') },
  fields: [
    anchorField,
    headingField,
    {
      name: 'items',
      type: 'array',
      label: label('block-honours.items'),
      labels: { singular: label('block-honours.items.singular'), plural: label('block-honours.items.plural') },
      fields: [
        { name: 'year', type: 'text', label: labels.year },
        { name: 'title', type: 'text', required: true, label: labels.title },
        {
          name: 'issuer',
          type: 'text',
          label: label('block-honours.items.issuer'),
          admin: {
            description: label('block-honours.items.issuer.description'),
          },
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: labels.image,
          admin: {
            description: label('block-honours.items.image.description'),
          },
        },
      ],
    },
  ],
}

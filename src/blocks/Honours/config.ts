import type { Block } from 'payload'

import { label } from '../../../collections/shared'
import { anchorField, headingField, labels } from '../fields'

export const HonoursBlock: Block = {
  slug: 'honours',
  interfaceName: 'HonoursBlock',
  labels: { singular: label('Honours', '荣誉资质', 'Награды'), plural: label('Honours', '荣誉资质', 'Награды') },
  fields: [
    anchorField,
    headingField,
    {
      name: 'items',
      type: 'array',
      label: label('Honours', '荣誉', 'Награды'),
      labels: { singular: label('Honour', '荣誉', 'Награда'), plural: label('Honours', '荣誉', 'Награды') },
      fields: [
        { name: 'year', type: 'text', label: labels.year },
        { name: 'title', type: 'text', required: true, label: labels.title },
        { name: 'issuer', type: 'text', label: label('Issued by', '颁发机构', 'Кем выдана') },
        { name: 'image', type: 'upload', relationTo: 'media', label: labels.image },
      ],
    },
  ],
}

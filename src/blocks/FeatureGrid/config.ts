import type { Block } from 'payload'

import { anchorField, headingField, iconField, introField } from '../fields'

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  labels: { singular: 'Feature grid', plural: 'Feature grids' },
  fields: [
    anchorField,
    headingField,
    introField,
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      options: ['2', '3', '4'].map((value) => ({ label: `${value} columns`, value })),
    },
    {
      name: 'features',
      type: 'array',
      minRows: 1,
      fields: [
        iconField,
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'href', type: 'text' },
      ],
    },
  ],
}

import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField, iconField, introField, labels } from '../fields'

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  labels: {
    singular: label('block-feature-grid.singular'),
    plural: label('block-feature-grid.plural'),
  },
  fields: [
    anchorField,
    headingField,
    introField,
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      label: label('block-feature-grid.columns'),
      options: ['2', '3', '4'].map((value) => ({
        label: label('block-feature-grid.columns.option', { count: value }),
        value,
      })),
    },
    {
      name: 'features',
      type: 'array',
      minRows: 1,
      label: label('block-feature-grid.features'),
      labels: {
        singular: label('block-feature-grid.features.singular'),
        plural: label('block-feature-grid.features.plural'),
      },
      fields: [
        iconField,
        { name: 'title', type: 'text', required: true, label: labels.title },
        { name: 'text', type: 'textarea', label: labels.text },
        { name: 'href', type: 'text', label: labels.href },
      ],
    },
  ],
}

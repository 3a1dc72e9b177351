import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField, iconField, introField, labels } from '../fields'

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  labels: {
    singular: label('Feature grid', '功能网格', 'Сетка преимуществ'),
    plural: label('Feature grids', '功能网格', 'Сетки преимуществ'),
  },
  fields: [
    anchorField,
    headingField,
    introField,
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      label: label('Columns', '列数', 'Колонки'),
      options: ['2', '3', '4'].map((value) => ({
        label: label(`${value} columns`, `${value} 列`, `${value} колонки`),
        value,
      })),
    },
    {
      name: 'features',
      type: 'array',
      minRows: 1,
      label: label('Features', '功能项', 'Преимущества'),
      labels: {
        singular: label('Feature', '功能项', 'Преимущество'),
        plural: label('Features', '功能项', 'Преимущества'),
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

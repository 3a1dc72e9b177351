import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField, introField, labels } from '../fields'

export const ProductShowcaseBlock: Block = {
  slug: 'productShowcase',
  interfaceName: 'ProductShowcaseBlock',
  labels: {
    singular: label('Product showcase', '产品展示', 'Витрина продуктов'),
    plural: label('Product showcases', '产品展示', 'Витрины продуктов'),
  },
  fields: [
    anchorField,
    headingField,
    introField,
    {
      name: 'products',
      type: 'array',
      minRows: 1,
      label: label('Products', '产品', 'Продукты'),
      labels: { singular: label('Product', '产品', 'Продукт'), plural: label('Products', '产品', 'Продукты') },
      fields: [
        { name: 'name', type: 'text', required: true, label: label('Product name', '产品名称', 'Название продукта') },
        { name: 'summary', type: 'textarea', label: labels.summary },
        { name: 'image', type: 'upload', relationTo: 'media', label: labels.image },
        {
          name: 'bullets',
          type: 'array',
          label: label('Key points', '要点', 'Ключевые пункты'),
          labels: { singular: label('Key point', '要点', 'Пункт'), plural: label('Key points', '要点', 'Пункты') },
          fields: [{ name: 'text', type: 'text', required: true, label: labels.text }],
        },
        { name: 'href', type: 'text', label: labels.href },
      ],
    },
  ],
}

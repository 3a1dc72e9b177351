import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, labels } from '../fields'

export const LogoWallBlock: Block = {
  slug: 'logoWall',
  interfaceName: 'LogoWallBlock',
  labels: {
    singular: label('Logo wall', '客户标志墙', 'Стена логотипов'),
    plural: label('Logo walls', '客户标志墙', 'Стены логотипов'),
  },
  fields: [
    headingField,
    {
      name: 'logos',
      type: 'array',
      label: label('Logos', '标志', 'Логотипы'),
      labels: { singular: label('Logo', '标志', 'Логотип'), plural: label('Logos', '标志', 'Логотипы') },
      fields: [
        { name: 'name', type: 'text', required: true, label: label('Company name', '公司名称', 'Название компании') },
        { name: 'logo', type: 'upload', relationTo: 'media', label: label('Logo', '标志图片', 'Логотип') },
        { name: 'href', type: 'text', label: labels.href },
      ],
    },
  ],
}

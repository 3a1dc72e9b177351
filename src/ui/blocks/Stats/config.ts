import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField } from '../fields'

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: {
    singular: label('Stats (claims)', '数据亮点', 'Цифры (ключевые показатели)'),
    plural: label('Stats', '数据亮点', 'Цифры'),
  },
  fields: [
    headingField,
    {
      name: 'items',
      type: 'array',
      label: label('Figures', '数据', 'Показатели'),
      labels: { singular: label('Figure', '数据', 'Показатель'), plural: label('Figures', '数据', 'Показатели') },
      admin: {
        description: label(
          'Leave empty to show the claims of Site settings (250+ countries, 230, 126 million).',
          '留空则显示“站点设置”中的数据（250+ 国家、230、1.26 亿）。',
          'Оставьте пустым, чтобы показать показатели из настроек сайта (250+ стран, 230, 126 млн).',
        ),
      },
      fields: [
        { name: 'value', type: 'text', required: true, label: label('Figure', '数值', 'Число') },
        { name: 'label', type: 'text', required: true, label: label('Caption', '说明', 'Подпись') },
      ],
    },
  ],
}

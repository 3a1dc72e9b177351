import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField } from '../fields'

export const NewsListBlock: Block = {
  slug: 'newsList',
  interfaceName: 'NewsListBlock',
  labels: {
    singular: label('News list', '新闻列表', 'Список новостей'),
    plural: label('News lists', '新闻列表', 'Списки новостей'),
  },
  fields: [
    headingField,
    {
      name: 'limit',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 24,
      label: label('Number of news items', '显示条数', 'Количество новостей'),
    },
  ],
}

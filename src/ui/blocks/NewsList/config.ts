import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField } from '../fields'

export const NewsListBlock: Block = {
  slug: 'newsList',
  interfaceName: 'NewsListBlock',
  labels: {
    singular: label('block-news-list.singular'),
    plural: label('block-news-list.plural'),
  },
  fields: [
    headingField,
    {
      name: 'limit',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 24,
      label: label('block-news-list.limit'),
    },
  ],
}

import type { Block } from 'payload'

import { headingField } from '../fields'

export const NewsListBlock: Block = {
  slug: 'newsList',
  interfaceName: 'NewsListBlock',
  labels: { singular: 'News list', plural: 'News lists' },
  fields: [headingField, { name: 'limit', type: 'number', defaultValue: 3, min: 1, max: 24 }],
}

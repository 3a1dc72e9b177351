import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

export const CountryExplorerBlock: Block = {
  slug: 'countryExplorer',
  interfaceName: 'CountryExplorerBlock',
  labels: {
    singular: label('Country explorer', '国家浏览', 'Обзор стран'),
    plural: label('Country explorers', '国家浏览', 'Обзоры стран'),
  },
  fields: [
    headingField,
    introField,
    {
      name: 'showDatasets',
      type: 'checkbox',
      label: label('List each country’s datasets', '列出每个国家的数据集', 'Показывать наборы данных каждой страны'),
    },
  ],
}

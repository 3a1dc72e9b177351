import type { Block } from 'payload'

import { headingField, introField } from '../fields'

export const CountryExplorerBlock: Block = {
  slug: 'countryExplorer',
  interfaceName: 'CountryExplorerBlock',
  labels: { singular: 'Country explorer', plural: 'Country explorers' },
  fields: [headingField, introField, { name: 'showDatasets', type: 'checkbox', label: 'List each country’s datasets' }],
}

import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

export const CountryExplorerBlock: Block = {
  slug: 'countryExplorer',
  interfaceName: 'CountryExplorerBlock',
  labels: {
    singular: label('block-country-explorer.singular'),
    plural: label('block-country-explorer.plural'),
  },
  fields: [
    headingField,
    introField,
    {
      name: 'showDatasets',
      type: 'checkbox',
      label: label('block-country-explorer.showDatasets'),
    },
  ],
}

import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

export const PricingTableBlock: Block = {
  slug: 'pricingTable',
  interfaceName: 'PricingTableBlock',
  labels: {
    singular: label('block-pricing-table.singular'),
    plural: label('block-pricing-table.plural'),
  },
  admin: { disableBlockName: true },
  fields: [
    headingField,
    introField,
    {
      name: 'note',
      type: 'textarea',
      label: label('block-pricing-table.note'),
      admin: {
        description: label('block-pricing-table.note.description'),
      },
    },
  ],
}

import type { Block } from 'payload'

import { headingField, introField } from '../fields'

export const PricingTableBlock: Block = {
  slug: 'pricingTable',
  interfaceName: 'PricingTableBlock',
  labels: { singular: 'Pricing table', plural: 'Pricing tables' },
  admin: { disableBlockName: true },
  fields: [
    headingField,
    introField,
    { name: 'note', type: 'textarea', admin: { description: 'Shown under the tiers, e.g. billing terms.' } },
  ],
}

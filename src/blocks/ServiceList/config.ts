import type { Block } from 'payload'

import { headingField, introField } from '../fields'

export const ServiceListBlock: Block = {
  slug: 'serviceList',
  interfaceName: 'ServiceListBlock',
  labels: { singular: 'Service list', plural: 'Service lists' },
  fields: [
    headingField,
    introField,
    { name: 'showUtilities', type: 'checkbox', label: 'Add the utility list under #utilities' },
  ],
}

import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

export const ServiceListBlock: Block = {
  slug: 'serviceList',
  interfaceName: 'ServiceListBlock',
  labels: {
    singular: label('block-service-list.singular'),
    plural: label('block-service-list.plural'),
  },
  fields: [
    headingField,
    introField,
    {
      name: 'showUtilities',
      type: 'checkbox',
      label: label('block-service-list.showUtilities'),
    },
  ],
}

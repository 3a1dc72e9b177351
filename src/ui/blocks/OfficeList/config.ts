import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

export const OfficeListBlock: Block = {
  slug: 'officeList',
  interfaceName: 'OfficeListBlock',
  labels: {
    singular: label('block-office-list.singular'),
    plural: label('block-office-list.plural'),
  },
  fields: [headingField, introField],
}

import type { Block } from 'payload'

import { headingField, introField } from '../fields'

export const OfficeListBlock: Block = {
  slug: 'officeList',
  interfaceName: 'OfficeListBlock',
  labels: { singular: 'Office list', plural: 'Office lists' },
  fields: [headingField, introField],
}

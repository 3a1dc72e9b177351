import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

export const OfficeListBlock: Block = {
  slug: 'officeList',
  interfaceName: 'OfficeListBlock',
  labels: {
    singular: label('Office list', '办公地点列表', 'Список офисов'),
    plural: label('Office lists', '办公地点列表', 'Списки офисов'),
  },
  fields: [headingField, introField],
}

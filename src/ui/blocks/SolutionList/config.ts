import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

export const SolutionListBlock: Block = {
  slug: 'solutionList',
  interfaceName: 'SolutionListBlock',
  labels: {
    singular: label('Solution list', '解决方案列表', 'Список решений'),
    plural: label('Solution lists', '解决方案列表', 'Списки решений'),
  },
  fields: [headingField, introField],
}

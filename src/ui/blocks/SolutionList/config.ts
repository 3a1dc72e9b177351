import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

export const SolutionListBlock: Block = {
  slug: 'solutionList',
  interfaceName: 'SolutionListBlock',
  labels: {
    singular: label('block-solution-list.singular'),
    plural: label('block-solution-list.plural'),
  },
  fields: [headingField, introField],
}

import type { Block } from 'payload'

import { headingField, introField } from '../fields'

export const SolutionListBlock: Block = {
  slug: 'solutionList',
  interfaceName: 'SolutionListBlock',
  labels: { singular: 'Solution list', plural: 'Solution lists' },
  fields: [headingField, introField],
}

import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

/**
 * Proof from the case-study collection: a strip of customer quotes with their headline figure, or the
 * "trusted by" row of customer logos. Both read the published case studies of the site, so an editor changes a story
 * in one place.
 */
export const CaseStudiesBlock: Block = {
  slug: 'caseStudies',
  interfaceName: 'CaseStudiesBlock',
  labels: {
    singular: label('block-case-studies.singular'),
    plural: label('block-case-studies.plural'),
  },
  fields: [
    {
      name: 'display',
      type: 'select',
      required: true,
      defaultValue: 'testimonials',
      label: label('block-case-studies.display'),
      options: [
        {
          value: 'testimonials',
          label: label('block-case-studies.display.testimonials'),
        },
        {
          value: 'logos',
          label: label('block-case-studies.display.logos'),
        },
      ],
    },
    headingField,
    introField,
    {
      name: 'limit',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 12,
      label: label('block-case-studies.limit'),
      admin: {
        description: label('block-case-studies.limit.description'),
      },
    },
  ],
}

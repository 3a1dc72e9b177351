import type { Block } from 'payload'

import { headingField, introField } from '../fields'

/**
 * Proof from the case-study collection (issue 27): a strip of customer quotes with their headline figure, or the
 * "trusted by" row of customer logos. Both read the published case studies of the site, so an editor changes a story
 * in one place.
 */
export const CaseStudiesBlock: Block = {
  slug: 'caseStudies',
  interfaceName: 'CaseStudiesBlock',
  labels: { singular: 'Customer proof (case studies)', plural: 'Customer proof' },
  fields: [
    {
      name: 'display',
      type: 'select',
      required: true,
      defaultValue: 'testimonials',
      options: [
        { value: 'testimonials', label: 'Testimonial strip (quotes with their result)' },
        { value: 'logos', label: '"Trusted by" logo row' },
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
      admin: { description: 'How many case studies (featured ones, in their order). The logo row shows up to 6.' },
    },
  ],
}

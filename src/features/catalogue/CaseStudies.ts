/**
 * Customer case studies ("proof"): who the customer is, the problem they had, what they did with the
 * platform, the result in numbers and a quote from a named role. Shown at /{site}/cases and
 * /{site}/cases/detail?id={slug}, as the testimonial strip and the "trusted by" logo row of the caseStudies block.
 *
 * Localized and published like News (drafts, versions, per-locale publishing); `sample` marks the seeded fictional
 * companies an editor must replace before launch.
 */
import type { CollectionConfig } from 'payload'

import {
  canEditContent,
  canUpdateContent,
  contentVersions,
  lockSharedFieldsForTranslators,
  publishedOrStaff,
} from '../../cms/access'
import { exposePublishedMedia } from '../media/published-media'
import { revalidateCollection } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { draftVersions, groups, label, orderField, sitesField, slugField } from '../../cms/shared'

const revalidate = revalidateCollection('case-studies', (doc) => doc.slug as string)

export const SAMPLE_DESCRIPTION = label('case-studies.sampleDescription')

export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: {
    singular: label('case-studies.singular'),
    plural: label('case-studies.plural'),
  },
  admin: {
    useAsTitle: 'customer',
    defaultColumns: ['customer', 'industry', 'sample', 'featured', 'translationState', '_status'],
    group: groups.content,
    listSearchableFields: ['customer', 'slug', 'industry'],
    description: label('case-studies.description'),
  },
  defaultSort: 'order',
  access: {
    read: publishedOrStaff,
    readVersions: contentVersions,
    create: canEditContent,
    update: canUpdateContent,
    delete: canEditContent,
  },
  versions: draftVersions,
  fields: lockSharedFieldsForTranslators([
    {
      name: 'customer',
      type: 'text',
      required: true,
      localized: true,
      label: label('case-studies.customer'),
    },
    slugField(label('case-studies.slug.description')),
    sitesField,
    {
      name: 'sample',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label('case-studies.sample'),
      admin: { position: 'sidebar', description: SAMPLE_DESCRIPTION },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: true,
      label: label('case-studies.featured'),
      admin: {
        position: 'sidebar',
        description: label('case-studies.featured.description'),
      },
    },
    orderField,
    {
      type: 'row',
      fields: [
        {
          name: 'industry',
          type: 'text',
          required: true,
          localized: true,
          label: label('case-studies.industry'),
        },
        {
          name: 'location',
          type: 'text',
          localized: true,
          label: label('case-studies.location'),
        },
      ],
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      label: label('case-studies.logo'),
      admin: {
        description: label('case-studies.logo.description'),
      },
    },
    {
      name: 'headline',
      type: 'text',
      required: true,
      localized: true,
      label: label('case-studies.headline'),
      admin: {
        description: label('case-studies.headline.description'),
      },
    },
    { name: 'summary', type: 'textarea', localized: true, label: label('case-studies.summary') },
    {
      name: 'problem',
      type: 'textarea',
      required: true,
      localized: true,
      label: label('case-studies.problem'),
    },
    {
      name: 'body',
      type: 'richText',
      localized: true,
      label: label('case-studies.body'),
    },
    {
      name: 'results',
      type: 'array',
      localized: true,
      minRows: 1,
      maxRows: 4,
      label: label('case-studies.results'),
      labels: {
        singular: label('case-studies.results.singular'),
        plural: label('case-studies.results.plural'),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'figure',
              type: 'text',
              required: true,
              label: label('case-studies.results.figure'),
              admin: { width: '30%' },
            },
            {
              name: 'label',
              type: 'text',
              required: true,
              label: label('case-studies.results.label'),
            },
          ],
        },
      ],
    },
    { name: 'outcome', type: 'textarea', localized: true, label: label('case-studies.outcome') },
    {
      name: 'quote',
      type: 'group',
      localized: true,
      label: label('case-studies.quote'),
      fields: [
        { name: 'text', type: 'textarea', required: true, label: label('case-studies.quote.text') },
        {
          type: 'row',
          fields: [
            { name: 'person', type: 'text', label: label('case-studies.quote.person') },
            { name: 'role', type: 'text', required: true, label: label('case-studies.quote.role') },
          ],
        },
      ],
    },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange, exposePublishedMedia],
    afterDelete: [revalidate.afterDelete],
  },
}

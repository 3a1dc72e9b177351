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
import { draftVersions, groups, label, orderField } from '../../cms/shared'

const revalidate = revalidateCollection(
  'solutions',
  (doc) => doc.contId as number,
  (doc) => [`doc:solutions:${doc.slug}`],
)

export const Solutions: CollectionConfig = {
  slug: 'solutions',
  labels: {
    singular: label('solutions.singular'),
    plural: label('solutions.plural'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'contId', 'slug', 'translationState', '_status'],
    group: groups.content,
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
    { name: 'title', type: 'text', required: true, localized: true, label: label('solutions.title') },
    {
      name: 'contId',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      label: label('solutions.contId'),
      admin: {
        position: 'sidebar',
        description: label('solutions.contId.description'),
      },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      label: label('solutions.slug'),
      admin: {
        position: 'sidebar',
        description: label('solutions.slug.description'),
      },
    },
    orderField,
    { name: 'icon', type: 'text', label: label('solutions.icon'), admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea', localized: true, label: label('solutions.summary') },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      localized: true,
      label: label('solutions.image'),
      admin: {
        description: label('solutions.image.description'),
      },
    },
    {
      name: 'challenges',
      type: 'array',
      localized: true,
      label: label('solutions.challenges'),
      labels: {
        singular: label('solutions.challenges.singular'),
        plural: label('solutions.challenges.plural'),
      },
      fields: [{ name: 'text', type: 'text', required: true, label: label('solutions.challenges.text') }],
    },
    {
      name: 'benefits',
      type: 'array',
      localized: true,
      label: label('solutions.benefits'),
      labels: {
        singular: label('solutions.benefits.singular'),
        plural: label('solutions.benefits.plural'),
      },
      fields: [
        { name: 'title', type: 'text', required: true, label: label('solutions.benefits.title') },
        { name: 'text', type: 'textarea', label: label('solutions.benefits.text') },
      ],
    },
    { name: 'body', type: 'richText', localized: true, label: label('solutions.body') },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange, exposePublishedMedia],
    afterDelete: [revalidate.afterDelete],
  },
}

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
import { draftVersions, groups, label, sitesField, slugField } from '../../cms/shared'

const revalidate = revalidateCollection('news', (doc) => doc.slug as string)

export const News: CollectionConfig = {
  slug: 'news',
  labels: {
    singular: label('news.singular'),
    plural: label('news.plural'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'category', 'translationState', '_status'],
    group: groups.content,
  },
  defaultSort: '-date',
  // News pages exist on /cn only (SPEC §2.1; the home's news list shows on /cn only): no en/ru translation is asked
  // for.
  custom: { onlySites: ['cn'] },
  access: {
    read: publishedOrStaff,
    readVersions: contentVersions,
    create: canEditContent,
    update: canUpdateContent,
    delete: canEditContent,
  },
  versions: draftVersions,
  fields: lockSharedFieldsForTranslators([
    { name: 'title', type: 'text', required: true, localized: true, label: label('news.title') },
    slugField(label('news.slug.description')),
    sitesField,
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      label: label('news.date'),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'company',
      label: label('news.category'),
      options: [
        { value: 'company', label: label('news.category.company') },
        { value: 'industry', label: label('news.category.industry') },
        { value: 'product', label: label('news.category.product') },
        { value: 'events', label: label('news.category.events') },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'cover', type: 'upload', relationTo: 'media', label: label('news.cover') },
    { name: 'summary', type: 'textarea', localized: true, label: label('news.summary') },
    { name: 'body', type: 'richText', localized: true, label: label('news.body') },
    {
      name: 'videoUrl',
      type: 'text',
      label: label('news.videoUrl'),
      admin: {
        description: label('news.videoUrl.description'),
      },
    },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange, exposePublishedMedia],
    afterDelete: [revalidate.afterDelete],
  },
}

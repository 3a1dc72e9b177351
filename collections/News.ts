import type { CollectionConfig } from 'payload'

import { canEditContent, canUpdateContent, contentVersions, lockSharedFieldsForTranslators, publishedOrStaff } from './access'
import { exposePublishedMedia } from './hooks/published-media'
import { revalidateCollection } from './hooks/revalidate'
import { recordTranslationState, translationStateField } from './hooks/translation-state'
import { draftVersions, groups, sitesField, slugField } from './shared'

const revalidate = revalidateCollection('news', (doc) => doc.slug as string)

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: { en: 'News item', zh: '新闻', ru: 'Новость' }, plural: { en: 'News', zh: '新闻', ru: 'Новости' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'category', 'translationState', '_status'],
    group: groups.content,
  },
  defaultSort: '-date',
  // News pages exist on /cn only (SPEC §2.1; the home's news list shows on /cn only): no en/ru translation is asked for.
  custom: { onlySites: ['cn'] },
  access: { read: publishedOrStaff, readVersions: contentVersions, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  versions: draftVersions,
  fields: lockSharedFieldsForTranslators([
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('Used in /cn/news/detail?id=…'),
    sitesField,
    { name: 'date', type: 'date', required: true, index: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } } },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'company',
      options: [
        { value: 'company', label: { en: 'Company news', zh: '公司动态', ru: 'Новости компании' } },
        { value: 'industry', label: { en: 'Industry', zh: '行业资讯', ru: 'Отрасль' } },
        { value: 'product', label: { en: 'Product updates', zh: '产品更新', ru: 'Обновления продукта' } },
        { value: 'events', label: { en: 'Events', zh: '活动', ru: 'События' } },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    { name: 'videoUrl', type: 'text', admin: { description: 'Optional video, played at /cn/news/detail/play.' } },
    translationStateField,
  ]),
  hooks: { beforeChange: [recordTranslationState], afterChange: [revalidate.afterChange, exposePublishedMedia], afterDelete: [revalidate.afterDelete] },
}

import type { CollectionConfig } from 'payload'

import { canEditContent, canUpdateContent, contentVersions, lockSharedFieldsForTranslators, publishedOrStaff } from './access'
import { exposePublishedMedia } from './hooks/published-media'
import { revalidateCollection } from './hooks/revalidate'
import { recordTranslationState, translationStateField } from './hooks/translation-state'
import { draftVersions, groups, orderField } from './shared'

const revalidate = revalidateCollection('solutions', (doc) => doc.contId as number, (doc) => [`doc:solutions:${doc.slug}`])

export const Solutions: CollectionConfig = {
  slug: 'solutions',
  labels: { singular: { en: 'Solution', zh: '解决方案', ru: 'Решение' }, plural: { en: 'Solutions', zh: '解决方案', ru: 'Решения' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'contId', 'slug', 'translationState', '_status'], group: groups.content },
  defaultSort: 'order',
  access: { read: publishedOrStaff, readVersions: contentVersions, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  versions: draftVersions,
  fields: lockSharedFieldsForTranslators([
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'contId',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The id in /en/solutionsdetail?contId=… (998 buyers, 2002 suppliers …)' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      admin: { position: 'sidebar', description: 'The Russian sub-page: /ru/buyers, /ru/suppliers …' },
    },
    orderField,
    { name: 'icon', type: 'text', admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea', localized: true },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      localized: true,
      label: { en: 'Screen', zh: '产品界面图', ru: 'Экран продукта' },
      admin: { description: { en: 'The product screen shown beside the summary, in this language.', zh: '显示在简介旁的产品界面图（本语言版本）。', ru: 'Экран продукта рядом с описанием, на этом языке.' } },
    },
    { name: 'challenges', type: 'array', localized: true, fields: [{ name: 'text', type: 'text', required: true }] },
    {
      name: 'benefits',
      type: 'array',
      localized: true,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
    { name: 'body', type: 'richText', localized: true },
    translationStateField,
  ]),
  hooks: { beforeChange: [recordTranslationState], afterChange: [revalidate.afterChange, exposePublishedMedia], afterDelete: [revalidate.afterDelete] },
}

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
    singular: { en: 'Solution', zh: '解决方案', ru: 'Решение' },
    plural: { en: 'Solutions', zh: '解决方案', ru: 'Решения' },
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
    { name: 'title', type: 'text', required: true, localized: true, label: label('Title', '标题', 'Заголовок') },
    {
      name: 'contId',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      label: label('Content id', '内容 ID', 'ID содержимого'),
      admin: {
        position: 'sidebar',
        description: label(
          'The id in /en/solutionsdetail?contId=… (998 buyers, 2002 suppliers …)',
          '/en/solutionsdetail?contId=… 中的 ID（998 采购商、2002 供应商 …）',
          'ID в адресе /en/solutionsdetail?contId=… (998 — покупатели, 2002 — поставщики …)',
        ),
      },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      label: label('Slug', '网址标识', 'Идентификатор в URL'),
      admin: {
        position: 'sidebar',
        description: label(
          'The Russian sub-page: /ru/buyers, /ru/suppliers …',
          '俄文站子页面：/ru/buyers、/ru/suppliers …',
          'Подстраница русского сайта: /ru/buyers, /ru/suppliers …',
        ),
      },
    },
    orderField,
    { name: 'icon', type: 'text', label: label('Icon', '图标', 'Иконка'), admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea', localized: true, label: label('Summary', '摘要', 'Краткое описание') },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      localized: true,
      label: { en: 'Screen', zh: '产品界面图', ru: 'Экран продукта' },
      admin: {
        description: {
          en: 'The product screen shown beside the summary, in this language.',
          zh: '显示在简介旁的产品界面图（本语言版本）。',
          ru: 'Экран продукта рядом с описанием, на этом языке.',
        },
      },
    },
    {
      name: 'challenges',
      type: 'array',
      localized: true,
      label: label('Challenges', '客户痛点', 'Задачи клиента'),
      labels: {
        singular: label('Challenge', '痛点', 'Задача'),
        plural: label('Challenges', '客户痛点', 'Задачи клиента'),
      },
      fields: [{ name: 'text', type: 'text', required: true, label: label('Text', '内容', 'Текст') }],
    },
    {
      name: 'benefits',
      type: 'array',
      localized: true,
      label: label('Benefits', '方案价值', 'Преимущества'),
      labels: {
        singular: label('Benefit', '价值点', 'Преимущество'),
        plural: label('Benefits', '方案价值', 'Преимущества'),
      },
      fields: [
        { name: 'title', type: 'text', required: true, label: label('Title', '标题', 'Заголовок') },
        { name: 'text', type: 'textarea', label: label('Text', '说明', 'Текст') },
      ],
    },
    { name: 'body', type: 'richText', localized: true, label: label('Body', '正文', 'Основной текст') },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange, exposePublishedMedia],
    afterDelete: [revalidate.afterDelete],
  },
}

/**
 * Customer case studies (issue 27, "proof"): who the customer is, the problem they had, what they did with the
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

export const SAMPLE_DESCRIPTION = {
  en: 'Sample: replace before launch. A made-up company seeded to show the layout; unpublish or rewrite it with a real customer (with their written consent).',
  zh: '示例：上线前请替换。这是为展示版式而虚构的公司；请下线，或在取得客户书面同意后改写为真实客户。',
  ru: 'Пример: заменить до запуска. Вымышленная компания для показа макета; снимите с публикации или замените реальным клиентом (с его письменного согласия).',
}

export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: {
    singular: { en: 'Case study', zh: '客户案例', ru: 'Кейс клиента' },
    plural: { en: 'Case studies', zh: '客户案例', ru: 'Кейсы клиентов' },
  },
  admin: {
    useAsTitle: 'customer',
    defaultColumns: ['customer', 'industry', 'sample', 'featured', 'translationState', '_status'],
    group: groups.content,
    listSearchableFields: ['customer', 'slug', 'industry'],
    description: {
      en: 'Customer stories at /{site}/cases, the testimonial strip and the "trusted by" logos. Entries ticked "Sample" are invented companies: replace them before launch.',
      zh: '客户案例（/{site}/cases）、首页与套餐页的客户评价和“客户信赖”标志行。勾选“示例”的条目是虚构公司，上线前请替换。',
      ru: 'Истории клиентов (/{site}/cases), лента отзывов и строка логотипов «Нам доверяют». Записи с отметкой «Пример» — вымышленные компании: замените их до запуска.',
    },
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
      label: { en: 'Customer', zh: '客户名称', ru: 'Клиент' },
    },
    slugField(label('case-studies.slug.description')),
    sitesField,
    {
      name: 'sample',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { en: 'Sample (replace before launch)', zh: '示例（上线前替换）', ru: 'Пример (заменить до запуска)' },
      admin: { position: 'sidebar', description: SAMPLE_DESCRIPTION },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'In the testimonial strip', zh: '显示在客户评价栏', ru: 'В ленте отзывов' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Quoted on the home and package pages.',
          zh: '在首页和套餐页引用。',
          ru: 'Цитируется на главной и на странице тарифов.',
        },
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
          label: { en: 'Industry', zh: '行业', ru: 'Отрасль' },
        },
        {
          name: 'location',
          type: 'text',
          localized: true,
          label: { en: 'Based in', zh: '所在地', ru: 'Где находится' },
        },
      ],
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Logo', zh: '标志', ru: 'Логотип' },
      admin: {
        description: {
          en: 'A wordmark on a light background, about 4:1.',
          zh: '浅色背景上的标志，约 4:1。',
          ru: 'Логотип на светлом фоне, примерно 4:1.',
        },
      },
    },
    {
      name: 'headline',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Headline result', zh: '核心成果', ru: 'Главный результат' },
      admin: {
        description: {
          en: 'One sentence with the number that matters, e.g. "38 new distributors in six months".',
          zh: '一句话写明最关键的数字。',
          ru: 'Одно предложение с главной цифрой.',
        },
      },
    },
    { name: 'summary', type: 'textarea', localized: true, label: { en: 'Summary', zh: '摘要', ru: 'Кратко' } },
    {
      name: 'problem',
      type: 'textarea',
      required: true,
      localized: true,
      label: { en: 'The problem', zh: '遇到的问题', ru: 'Задача' },
    },
    {
      name: 'body',
      type: 'richText',
      localized: true,
      label: { en: 'What they did', zh: '解决方法', ru: 'Что сделали' },
    },
    {
      name: 'results',
      type: 'array',
      localized: true,
      minRows: 1,
      maxRows: 4,
      label: { en: 'Results in numbers', zh: '成果数据', ru: 'Результаты в цифрах' },
      labels: {
        singular: { en: 'Result', zh: '成果', ru: 'Результат' },
        plural: { en: 'Results', zh: '成果', ru: 'Результаты' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'figure',
              type: 'text',
              required: true,
              label: { en: 'Figure', zh: '数字', ru: 'Цифра' },
              admin: { width: '30%' },
            },
            {
              name: 'label',
              type: 'text',
              required: true,
              label: { en: 'What it measures', zh: '说明', ru: 'Что означает' },
            },
          ],
        },
      ],
    },
    { name: 'outcome', type: 'textarea', localized: true, label: { en: 'The result', zh: '结果', ru: 'Итог' } },
    {
      name: 'quote',
      type: 'group',
      localized: true,
      label: { en: 'Quote', zh: '客户原话', ru: 'Цитата' },
      fields: [
        { name: 'text', type: 'textarea', required: true, label: { en: 'Quote', zh: '引语', ru: 'Цитата' } },
        {
          type: 'row',
          fields: [
            { name: 'person', type: 'text', label: { en: 'Name', zh: '姓名', ru: 'Имя' } },
            { name: 'role', type: 'text', required: true, label: { en: 'Role', zh: '职务', ru: 'Должность' } },
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

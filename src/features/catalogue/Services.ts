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
import { draftVersions, groups, inAdminLanguage, label, orderField, sitesField } from '../../cms/shared'

const revalidate = revalidateCollection('services', (doc) => doc.slug as string)

/** The service-alliance entries (SPEC §2.1): each has its page under /cn/service/{slug}. */
export const Services: CollectionConfig = {
  slug: 'services',
  labels: {
    singular: { en: 'Service', zh: '联盟服务', ru: 'Сервис' },
    plural: { en: 'Services', zh: '服务联盟', ru: 'Сервисы' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'category', 'form', 'sites', '_status'],
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
    { name: 'name', type: 'text', required: true, localized: true, label: label('Name', '名称', 'Название') },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Slug', '网址标识', 'Идентификатор в URL'),
      admin: {
        position: 'sidebar',
        description: label(
          'As in /cn/service/{slug}, e.g. debtcollection, cedarRose.',
          '即 /cn/service/{slug} 中的一段，例如 debtcollection、cedarRose。',
          'Как в адресе /cn/service/{slug}, например debtcollection, cedarRose.',
        ),
      },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
        (typeof value === 'string' && /^[A-Za-z][\w-]*$/.test(value)) ||
        inAdminLanguage(
          label('Letters, digits, - and _.', '只能使用字母、数字、- 和 _。', 'Только латинские буквы, цифры, - и _.'),
          req,
        ),
    },
    sitesField,
    orderField,
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'marketing',
      label: label('Category', '分类', 'Категория'),
      options: [
        { value: 'credit', label: label('Credit', '信用', 'Кредитные отчёты') },
        { value: 'finance', label: label('Finance', '金融', 'Финансы') },
        { value: 'logistics', label: label('Logistics', '物流', 'Логистика') },
        { value: 'certification', label: label('Certification', '认证', 'Сертификация') },
        { value: 'marketing', label: label('Marketing', '营销', 'Маркетинг') },
        { value: 'data', label: label('Data', '数据', 'Данные') },
        { value: 'legal', label: label('Legal', '法律', 'Юридические услуги') },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'form',
      type: 'select',
      required: true,
      defaultValue: 'none',
      label: label('Form', '表单', 'Форма'),
      options: [
        { value: 'none', label: label('None', '无', 'Нет') },
        { value: 'credit-report', label: label('Credit-report request', '信用报告申请', 'Заказ кредитного отчёта') },
        { value: 'debt-claim', label: label('Debt claim', '账款追收', 'Взыскание долга') },
      ],
      admin: {
        position: 'sidebar',
        description: label(
          'The form the service page carries.',
          '服务页面上附带的表单。',
          'Форма на странице сервиса.',
        ),
      },
    },
    { name: 'logo', type: 'upload', relationTo: 'media', label: label('Logo', '标志', 'Логотип') },
    { name: 'provider', type: 'text', localized: true, label: label('Provider', '服务商', 'Поставщик услуги') },
    { name: 'summary', type: 'textarea', localized: true, label: label('Summary', '摘要', 'Краткое описание') },
    { name: 'body', type: 'richText', localized: true, label: label('Body', '正文', 'Основной текст') },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange, exposePublishedMedia],
    afterDelete: [revalidate.afterDelete],
  },
}

import type { CollectionConfig } from 'payload'

import { canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { invalidateOrdersOnTierChange } from './order-hooks'
import { revalidateCollection } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { groups, label, orderField } from '../../cms/shared'

const revalidate = revalidateCollection('package-tiers', (doc) => doc.code as string)

/** The yearly data packages of SPEC §3/§9 (PRO 899 … Deluxe 5699 USD). */
export const PackageTiers: CollectionConfig = {
  slug: 'package-tiers',
  labels: {
    singular: { en: 'Package tier', zh: '套餐', ru: 'Тариф' },
    plural: { en: 'Package tiers', zh: '数据套餐', ru: 'Тарифы' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'priceUsd', 'memberLevel', 'status', 'translationState'],
    group: groups.catalogue,
  },
  defaultSort: 'order',
  access: {
    // Offline tiers are hidden from guests.
    read: ({ req }) => (req.user && req.user.collection === 'users' ? true : { status: { equals: 'active' } }),
    create: canEditContent,
    update: canUpdateContent,
    delete: canEditContent,
  },
  fields: lockSharedFieldsForTranslators([
    { name: 'name', type: 'text', required: true, localized: true, label: label('Name', '名称', 'Название') },
    {
      name: 'code',
      type: 'select',
      required: true,
      unique: true,
      label: label('Code', '套餐代码', 'Код тарифа'),
      options: ['PRO', 'Global', 'Plus', 'Luxury', 'Deluxe'].map((value) => ({ value, label: value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      label: label('Status', '状态', 'Статус'),
      options: [
        { value: 'active', label: label('Active', '在售', 'В продаже') },
        { value: 'offline', label: label('Offline', '已下架', 'Снят с продажи') },
      ],
      admin: { position: 'sidebar' },
    },
    orderField,
    {
      type: 'row',
      fields: [
        {
          name: 'priceUsd',
          type: 'number',
          required: true,
          min: 0,
          label: label('Yearly price (USD)', '年费（美元）', 'Цена за год (USD)'),
        },
        {
          name: 'memberLevel',
          type: 'number',
          required: true,
          min: 1,
          max: 8,
          label: label('Member level (4–8)', '会员等级（4–8）', 'Уровень участника (4–8)'),
        },
        {
          name: 'importCountries',
          type: 'number',
          required: true,
          min: 0,
          label: label('Import countries', '进口国家数', 'Стран импорта'),
        },
        {
          name: 'exportCountries',
          type: 'number',
          required: true,
          min: 0,
          label: label('Export countries', '出口国家数', 'Стран экспорта'),
        },
      ],
    },
    {
      name: 'highlighted',
      type: 'checkbox',
      label: label('Recommended', '推荐', 'Рекомендуемый'),
      admin: {
        position: 'sidebar',
        description: label('Marked as recommended.', '标记为推荐套餐。', 'Отмечается как рекомендуемый.'),
      },
    },
    {
      name: 'datasets',
      type: 'text',
      hasMany: true,
      label: label('Datasets', '包含的数据集', 'Наборы данных'),
      admin: {
        description: label(
          'Source codes of the datasets included (from the dataset catalogue).',
          '所含数据集的来源代码（见数据集目录）。',
          'Коды источников входящих наборов данных (из каталога наборов данных).',
        ),
      },
    },
    { name: 'summary', type: 'textarea', localized: true, label: label('Summary', '简介', 'Краткое описание') },
    {
      name: 'features',
      type: 'array',
      localized: true,
      label: label('Features', '套餐权益', 'Что входит'),
      labels: { singular: label('Feature', '权益', 'Пункт'), plural: label('Features', '套餐权益', 'Что входит') },
      fields: [{ name: 'text', type: 'text', required: true, label: label('Text', '内容', 'Текст') }],
    },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [invalidateOrdersOnTierChange, revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}

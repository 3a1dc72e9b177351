import type { CollectionConfig } from 'payload'

import { anyone, canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { revalidateCollection } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { groups, label } from '../../cms/shared'

const revalidate = revalidateCollection(
  'datasets',
  (doc) => doc.code as string,
  (doc) => [`doc:countries:${doc.country}`],
)

/**
 * Editable presentation of the dataset catalogue. The catalogue itself (codes, order, flags) is fixed in
 * src/domain/datasets.ts because the customs_data_source flag string depends on its order.
 */
export const Datasets: CollectionConfig = {
  slug: 'datasets',
  labels: {
    singular: { en: 'Dataset', zh: '数据源', ru: 'Набор данных' },
    plural: { en: 'Datasets', zh: '数据源', ru: 'Наборы данных' },
  },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'country', 'type', 'yearsCovered', 'updateFrequency'],
    group: groups.catalogue,
  },
  defaultSort: 'code',
  access: { read: anyone, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  fields: lockSharedFieldsForTranslators([
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Code', '数据源代码', 'Код'),
      admin: {
        description: label(
          'Source code from the catalogue, e.g. IMP_US_BL_SEA',
          '目录中的数据源代码，例如 IMP_US_BL_SEA',
          'Код источника из каталога, напр. IMP_US_BL_SEA',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'country',
          type: 'text',
          required: true,
          index: true,
          label: label('Country', '国家', 'Страна'),
          admin: { description: label('Two-letter ISO code', '两位 ISO 国家代码', 'Двухбуквенный код ISO') },
        },
        {
          name: 'type',
          type: 'select',
          required: true,
          label: label('Type', '类型', 'Тип'),
          options: [
            { value: 'SHIPMENTS_IMPORT', label: label('Import', '进口', 'Импорт') },
            { value: 'SHIPMENTS_EXPORT', label: label('Export', '出口', 'Экспорт') },
          ],
        },
        { name: 'yearsCovered', type: 'text', label: label('Years covered', '覆盖年份', 'Период данных') },
      ],
    },
    { name: 'name', type: 'text', localized: true, label: label('Name', '名称', 'Название') },
    { name: 'description', type: 'textarea', localized: true, label: label('Description', '简介', 'Описание') },
    {
      name: 'updateFrequency',
      type: 'text',
      localized: true,
      label: label('Update frequency', '更新频率', 'Частота обновления'),
    },
    {
      name: 'fields',
      type: 'array',
      localized: true,
      label: label('Data fields', '数据字段', 'Поля данных'),
      labels: {
        singular: label('Data field', '数据字段', 'Поле данных'),
        plural: label('Data fields', '数据字段', 'Поля данных'),
      },
      fields: [{ name: 'name', type: 'text', required: true, label: label('Field name', '字段名称', 'Название поля') }],
    },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}

import type { CollectionConfig } from 'payload'

import { anyone, canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { revalidateCollection } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { groups, label, orderField } from '../../cms/shared'

const revalidate = revalidateCollection('utility-tools')

/** The utility list (group 265) shown under /cn/service#utilities and served by GET /api/list. */
export const UtilityTools: CollectionConfig = {
  slug: 'utility-tools',
  labels: {
    singular: { en: 'Utility tool', zh: '实用工具', ru: 'Инструмент' },
    plural: { en: 'Utility tools', zh: '实用工具', ru: 'Инструменты' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'url', 'group', 'order'], group: groups.catalogue },
  defaultSort: 'order',
  access: { read: anyone, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  fields: lockSharedFieldsForTranslators([
    { name: 'name', type: 'text', required: true, localized: true, label: label('Name', '名称', 'Название') },
    { name: 'url', type: 'text', required: true, label: label('Link (URL)', '链接（URL）', 'Ссылка (URL)') },
    {
      name: 'group',
      type: 'number',
      required: true,
      defaultValue: 265,
      index: true,
      label: label('List group (265: utilities)', '列表分组（265：实用工具）', 'Группа списка (265: инструменты)'),
    },
    orderField,
    // The tools' names are translated and tracked like the content.
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}

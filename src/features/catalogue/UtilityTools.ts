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
    singular: label('utility-tools.singular'),
    plural: label('utility-tools.plural'),
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'url', 'group', 'order'], group: groups.catalogue },
  defaultSort: 'order',
  access: { read: anyone, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  fields: lockSharedFieldsForTranslators([
    { name: 'name', type: 'text', required: true, localized: true, label: label('utility-tools.name') },
    { name: 'url', type: 'text', required: true, label: label('utility-tools.url') },
    {
      name: 'group',
      type: 'number',
      required: true,
      defaultValue: 265,
      index: true,
      label: label('utility-tools.group'),
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

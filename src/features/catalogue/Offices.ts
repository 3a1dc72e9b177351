import type { CollectionConfig } from 'payload'

import { validateContactAddress } from '../../domain/contact'
import { anyone, canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { revalidateCollection } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { groups, label, orderField } from '../../cms/shared'

const revalidate = revalidateCollection('offices')

export const Offices: CollectionConfig = {
  slug: 'offices',
  labels: {
    singular: label('offices.singular'),
    plural: label('offices.plural'),
  },
  admin: { useAsTitle: 'city', defaultColumns: ['city', 'country', 'phone', 'email'], group: groups.content },
  defaultSort: 'order',
  access: { read: anyone, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  fields: lockSharedFieldsForTranslators([
    { name: 'city', type: 'text', required: true, localized: true, label: label('offices.city') },
    { name: 'country', type: 'text', required: true, localized: true, label: label('offices.country') },
    { name: 'address', type: 'textarea', required: true, localized: true, label: label('offices.address') },
    { name: 'hours', type: 'text', localized: true, label: label('offices.hours') },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: label('offices.phone') },
        {
          name: 'email',
          type: 'text',
          validate: validateContactAddress,
          label: label('offices.email'),
          admin: {
            description: label('offices.email.description'),
          },
        },
      ],
    },
    orderField,
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}

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
    singular: { en: 'Office', zh: '办公室', ru: 'Офис' },
    plural: { en: 'Offices', zh: '办公地点', ru: 'Офисы' },
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
            description: {
              en: 'e.g. shanghai@{domain}: {domain} is the contact domain of the site settings',
              zh: '例如 shanghai@{domain}：{domain} 为站点设置中的联系邮箱域名',
              ru: 'напр. shanghai@{domain}: {domain} – домен контактных адресов из настроек сайта',
            },
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

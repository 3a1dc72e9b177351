import type { CollectionConfig } from 'payload'

import { canEditContent, canUpdateContent, contentVersions, lockSharedFieldsForTranslators, publishedOrStaff } from './access'
import { exposePublishedMedia } from './hooks/published-media'
import { revalidateCollection } from './hooks/revalidate'
import { recordTranslationState, translationStateField } from './hooks/translation-state'
import { draftVersions, groups, orderField, sitesField } from './shared'

const revalidate = revalidateCollection('services', (doc) => doc.slug as string)

/** The service-alliance entries (SPEC §2.1): each has its page under /cn/service/{slug}. */
export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: { en: 'Service', zh: '联盟服务', ru: 'Сервис' }, plural: { en: 'Services', zh: '服务联盟', ru: 'Сервисы' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'category', 'form', 'sites', '_status'], group: groups.content },
  defaultSort: 'order',
  access: { read: publishedOrStaff, readVersions: contentVersions, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  versions: draftVersions,
  fields: lockSharedFieldsForTranslators([
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'As in /cn/service/{slug}, e.g. debtcollection, cedarRose.' },
      validate: (value: unknown) => (typeof value === 'string' && /^[A-Za-z][\w-]*$/.test(value)) || 'Letters, digits, - and _.',
    },
    sitesField,
    orderField,
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'marketing',
      options: ['credit', 'finance', 'logistics', 'certification', 'marketing', 'data', 'legal'].map((value) => ({ value, label: value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'form',
      type: 'select',
      required: true,
      defaultValue: 'none',
      options: [
        { value: 'none', label: 'None' },
        { value: 'credit-report', label: 'Credit-report request' },
        { value: 'debt-claim', label: 'Debt claim' },
      ],
      admin: { position: 'sidebar', description: 'The form the service page carries.' },
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'provider', type: 'text', localized: true },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    translationStateField,
  ]),
  hooks: { beforeChange: [recordTranslationState], afterChange: [revalidate.afterChange, exposePublishedMedia], afterDelete: [revalidate.afterDelete] },
}

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
    singular: label('services.singular'),
    plural: label('services.plural'),
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
    { name: 'name', type: 'text', required: true, localized: true, label: label('services.name') },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('services.slug'),
      admin: {
        position: 'sidebar',
        description: label('services.slug.description'),
      },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
        (typeof value === 'string' && /^[A-Za-z][\w-]*$/.test(value)) ||
        inAdminLanguage(label('services.slug.invalid'), req),
    },
    sitesField,
    orderField,
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'marketing',
      label: label('services.category'),
      options: [
        { value: 'credit', label: label('services.category.credit') },
        { value: 'finance', label: label('services.category.finance') },
        { value: 'logistics', label: label('services.category.logistics') },
        { value: 'certification', label: label('services.category.certification') },
        { value: 'marketing', label: label('services.category.marketing') },
        { value: 'data', label: label('services.category.data') },
        { value: 'legal', label: label('services.category.legal') },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'form',
      type: 'select',
      required: true,
      defaultValue: 'none',
      label: label('services.form'),
      options: [
        { value: 'none', label: label('services.form.none') },
        { value: 'credit-report', label: label('services.form.credit-report') },
        { value: 'debt-claim', label: label('services.form.debt-claim') },
      ],
      admin: {
        position: 'sidebar',
        description: label('services.form.description'),
      },
    },
    { name: 'logo', type: 'upload', relationTo: 'media', label: label('services.logo') },
    { name: 'provider', type: 'text', localized: true, label: label('services.provider') },
    { name: 'summary', type: 'textarea', localized: true, label: label('services.summary') },
    { name: 'body', type: 'richText', localized: true, label: label('services.body') },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange, exposePublishedMedia],
    afterDelete: [revalidate.afterDelete],
  },
}

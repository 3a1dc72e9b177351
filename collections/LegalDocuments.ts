import type { CollectionConfig } from 'payload'

import { canEditContent, canUpdateContent, contentVersions, lockSharedFieldsForTranslators, publishedOrStaff } from './access'
import { exposePublishedMedia } from './hooks/published-media'
import { revalidateCollection } from './hooks/revalidate'
import { recordTranslationState, translationStateField } from './hooks/translation-state'
import { draftVersions, groups } from './shared'

const revalidate = revalidateCollection('legal-documents', (doc) => doc.kind as string)

/** Privacy policy, terms of service and package terms, served at /{site}/privacy, /terms and /packageterms. */
export const LegalDocuments: CollectionConfig = {
  slug: 'legal-documents',
  labels: {
    singular: { en: 'Legal document', zh: '法律文本', ru: 'Правовой документ' },
    plural: { en: 'Legal documents', zh: '法律文本', ru: 'Правовые документы' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'version', 'effectiveDate', '_status'], group: groups.content },
  access: { read: publishedOrStaff, readVersions: contentVersions, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  versions: draftVersions,
  fields: lockSharedFieldsForTranslators([
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      unique: true,
      options: [
        { value: 'privacy', label: 'Privacy policy' },
        { value: 'terms', label: 'Terms of service' },
        { value: 'package-terms', label: 'Package terms' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'version', type: 'text', required: true, admin: { position: 'sidebar' } },
    { name: 'effectiveDate', type: 'date', required: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } } },
    { name: 'body', type: 'richText', localized: true },
    translationStateField,
  ]),
  hooks: { beforeChange: [recordTranslationState], afterChange: [revalidate.afterChange, exposePublishedMedia], afterDelete: [revalidate.afterDelete] },
}

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
import { draftVersions, groups, label } from '../../cms/shared'

const revalidate = revalidateCollection('legal-documents', (doc) => doc.kind as string)

/** Privacy policy, terms of service and package terms, served at /{site}/privacy, /terms and /packageterms. */
export const LegalDocuments: CollectionConfig = {
  slug: 'legal-documents',
  labels: {
    singular: label('legal-documents.singular'),
    plural: label('legal-documents.plural'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'version', 'effectiveDate', '_status'],
    group: groups.content,
  },
  access: {
    read: publishedOrStaff,
    readVersions: contentVersions,
    create: canEditContent,
    update: canUpdateContent,
    delete: canEditContent,
  },
  versions: draftVersions,
  fields: lockSharedFieldsForTranslators([
    { name: 'title', type: 'text', required: true, localized: true, label: label('legal-documents.title') },
    {
      name: 'kind',
      type: 'select',
      required: true,
      unique: true,
      label: label('legal-documents.kind'),
      options: [
        { value: 'privacy', label: label('legal-documents.kind.privacy') },
        { value: 'terms', label: label('legal-documents.kind.terms') },
        { value: 'package-terms', label: label('legal-documents.kind.package-terms') },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'version',
      type: 'text',
      required: true,
      label: label('legal-documents.version'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'effectiveDate',
      type: 'date',
      required: true,
      label: label('legal-documents.effectiveDate'),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
    },
    { name: 'body', type: 'richText', localized: true, label: label('legal-documents.body') },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange, exposePublishedMedia],
    afterDelete: [revalidate.afterDelete],
  },
}

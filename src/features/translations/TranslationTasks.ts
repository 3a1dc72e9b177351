/**
 * One row per translated document and target locale (en, ru), kept by the content collections' hooks
 * (src/features/translations/translation-state.ts): whether that locale is done, missing or outdated, which fields need
 * work, and the document's title in each language. The /admin/translations view filters, counts and pages these rows in
 * the database instead of reading every document.
 */
import type { CollectionConfig } from 'payload'

import { isStaff } from '../../cms/access'
import { assignEndpoint, reviewEndpoint } from './endpoints/review'
import { label } from '../../cms/shared'

export const TranslationTasks: CollectionConfig = {
  slug: 'translation-tasks',
  labels: {
    singular: label('translation-tasks.singular'),
    plural: label('translation-tasks.plural'),
  },
  admin: { hidden: true },
  // Written by hooks only (overrideAccess); staff read them through the translations view.
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  // Assignment and review by the translation team (POST /api/translation-tasks/assign, /review).
  endpoints: [assignEndpoint, reviewEndpoint],
  indexes: [{ fields: ['collection', 'docId', 'locale'], unique: true }, { fields: ['state', 'locale', 'updatedAt'] }],
  fields: [
    { name: 'collection', type: 'text', required: true, index: true, label: label('translation-tasks.collection') },
    { name: 'docId', type: 'number', required: true, label: label('translation-tasks.docId') },
    {
      name: 'locale',
      type: 'select',
      required: true,
      label: label('translation-tasks.locale'),
      options: [
        { value: 'en', label: label('translation-tasks.locale.en') },
        { value: 'ru', label: label('translation-tasks.locale.ru') },
      ],
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      label: label('translation-tasks.state'),
      options: [
        { value: 'done', label: label('translation-tasks.state.done') },
        { value: 'missing', label: label('translation-tasks.state.missing') },
        { value: 'outdated', label: label('translation-tasks.state.outdated') },
      ],
    },
    /** [{ path, reason }] in the source's order; the first one is where the view's link opens the document. */
    { name: 'fields', type: 'json', label: label('translation-tasks.fields') },
    { name: 'firstField', type: 'text', label: label('translation-tasks.firstField') },
    { name: 'titleZh', type: 'text', label: label('translation-tasks.titleZh') },
    { name: 'titleEn', type: 'text', label: label('translation-tasks.titleEn') },
    { name: 'titleRu', type: 'text', label: label('translation-tasks.titleRu') },
    // --- Review: the team's work on this document and locale (src/domain/translation-review.ts). Set by the
    // assign/review endpoints and the publish hooks; the save hooks update rows in place and never clear them.
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: label('translation-tasks.assignee'),
    },
    {
      name: 'dueDate',
      type: 'date',
      label: label('translation-tasks.dueDate'),
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'review',
      type: 'select',
      label: label('translation-tasks.review'),
      options: [
        { value: 'translated', label: label('translation-tasks.review.translated') },
        { value: 'reviewed', label: label('translation-tasks.review.reviewed') },
        { value: 'published', label: label('translation-tasks.review.published') },
      ],
    },
    /** [{ state, by, at, to?, due? }]: every step and assignment, oldest first (at most 50). */
    { name: 'reviewHistory', type: 'json', label: label('translation-tasks.reviewHistory') },
    // --- end of the review fields
  ],
}

/**
 * One row per translated document and target locale (en, ru), kept by the content collections' hooks
 * (collections/hooks/translation-state.ts): whether that locale is done, missing or outdated, which fields need work,
 * and the document's title in each language. The /admin/translations view filters, counts and pages these rows in
 * the database instead of reading every document.
 */
import type { CollectionConfig } from 'payload'

import { isStaff } from './access'
import { assignEndpoint, reviewEndpoint } from './hooks/translation-review-endpoints'

export const TranslationTasks: CollectionConfig = {
  slug: 'translation-tasks',
  labels: {
    singular: { en: 'Translation task', zh: '翻译任务', ru: 'Задача перевода' },
    plural: { en: 'Translation tasks', zh: '翻译任务', ru: 'Задачи перевода' },
  },
  admin: { hidden: true },
  // Written by hooks only (overrideAccess); staff read them through the translations view.
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  // Issue 26: assignment and review by the translation team (POST /api/translation-tasks/assign, /review).
  endpoints: [assignEndpoint, reviewEndpoint],
  indexes: [
    { fields: ['collection', 'docId', 'locale'], unique: true },
    { fields: ['state', 'locale', 'updatedAt'] },
  ],
  fields: [
    { name: 'collection', type: 'text', required: true, index: true },
    { name: 'docId', type: 'number', required: true },
    { name: 'locale', type: 'select', required: true, options: ['en', 'ru'] },
    { name: 'state', type: 'select', required: true, options: ['done', 'missing', 'outdated'] },
    /** [{ path, reason }] in the source's order; the first one is where the view's link opens the document. */
    { name: 'fields', type: 'json' },
    { name: 'firstField', type: 'text' },
    { name: 'titleZh', type: 'text' },
    { name: 'titleEn', type: 'text' },
    { name: 'titleRu', type: 'text' },
    // --- Issue 26: the team's work on this document and locale (src/domain/translation-review.ts). Set by the
    // assign/review endpoints and the publish hooks; the save hooks update rows in place and never clear them.
    { name: 'assignee', type: 'relationship', relationTo: 'users', index: true },
    { name: 'dueDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'review', type: 'select', options: ['translated', 'reviewed', 'published'] },
    /** [{ state, by, at, to?, due? }]: every step and assignment, oldest first (at most 50). */
    { name: 'reviewHistory', type: 'json' },
    // --- end issue 26 review block
  ],
}

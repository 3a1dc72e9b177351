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
    singular: { en: 'Translation task', zh: '翻译任务', ru: 'Задача перевода' },
    plural: { en: 'Translation tasks', zh: '翻译任务', ru: 'Задачи перевода' },
  },
  admin: { hidden: true },
  // Written by hooks only (overrideAccess); staff read them through the translations view.
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  // Assignment and review by the translation team (POST /api/translation-tasks/assign, /review).
  endpoints: [assignEndpoint, reviewEndpoint],
  indexes: [{ fields: ['collection', 'docId', 'locale'], unique: true }, { fields: ['state', 'locale', 'updatedAt'] }],
  fields: [
    { name: 'collection', type: 'text', required: true, index: true, label: label('Collection', '集合', 'Коллекция') },
    { name: 'docId', type: 'number', required: true, label: label('Document ID', '文档 ID', 'ID документа') },
    {
      name: 'locale',
      type: 'select',
      required: true,
      label: label('Language', '语言', 'Язык'),
      options: [
        { value: 'en', label: label('English', '英语', 'Английский') },
        { value: 'ru', label: label('Russian', '俄语', 'Русский') },
      ],
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      label: label('State', '状态', 'Состояние'),
      options: [
        { value: 'done', label: label('Up to date', '已是最新', 'Актуально') },
        { value: 'missing', label: label('Missing', '未翻译', 'Нет перевода') },
        { value: 'outdated', label: label('Source changed', '原文已修改', 'Оригинал изменён') },
      ],
    },
    /** [{ path, reason }] in the source's order; the first one is where the view's link opens the document. */
    { name: 'fields', type: 'json', label: label('Fields to translate', '待翻译字段', 'Поля для перевода') },
    { name: 'firstField', type: 'text', label: label('First field', '首个字段', 'Первое поле') },
    { name: 'titleZh', type: 'text', label: label('Title (Chinese)', '标题（中文）', 'Заголовок (китайский)') },
    { name: 'titleEn', type: 'text', label: label('Title (English)', '标题（英文）', 'Заголовок (английский)') },
    { name: 'titleRu', type: 'text', label: label('Title (Russian)', '标题（俄文）', 'Заголовок (русский)') },
    // --- Review: the team's work on this document and locale (src/domain/translation-review.ts). Set by the
    // assign/review endpoints and the publish hooks; the save hooks update rows in place and never clear them.
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: label('Assignee', '译员', 'Исполнитель'),
    },
    {
      name: 'dueDate',
      type: 'date',
      label: label('Due date', '截止日期', 'Срок'),
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'review',
      type: 'select',
      label: label('Review', '审校', 'Проверка'),
      options: [
        { value: 'translated', label: label('Translated', '已翻译', 'Переведено') },
        { value: 'reviewed', label: label('Reviewed', '已审校', 'Проверено') },
        { value: 'published', label: label('Published', '已发布', 'Опубликовано') },
      ],
    },
    /** [{ state, by, at, to?, due? }]: every step and assignment, oldest first (at most 50). */
    { name: 'reviewHistory', type: 'json', label: label('Review history', '审校记录', 'История проверки') },
    // --- end of the review fields
  ],
}

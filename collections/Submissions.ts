import type { CollectionConfig } from 'payload'

import { editorOrAdmin, isAdmin } from './access'
import { consentField } from './consent-field'
import { anonymiseFields, anonymiseOnRequest } from './hooks/submission-rights'
import { groups } from './shared'

export const SUBMISSION_KINDS = ['demo', 'contact', 'credit-report', 'debt-claim'] as const

/**
 * What visitors send (demo requests, contact messages, credit-report requests, debt claims). Stored first; the staff
 * notification and the visitor's acknowledgement are sent afterwards (a job of Payload's queue), retried, and their
 * state shows here.
 * Guests and translators cannot read submissions; the public endpoints write them with the local API.
 */
export const Submissions: CollectionConfig = {
  slug: 'submissions',
  labels: { singular: { en: 'Submission', zh: '表单提交', ru: 'Заявка' }, plural: { en: 'Submissions', zh: '表单提交', ru: 'Заявки' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['kind', 'name', 'email', 'company', 'site', 'status', 'notification', 'createdAt'],
    group: groups.visitors,
    listSearchableFields: ['email', 'name', 'company'],
    components: { beforeListTable: ['/components/admin/SubmissionActions#SubmissionActions'] },
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [anonymiseOnRequest] },
  access: { read: editorOrAdmin, create: () => false, update: editorOrAdmin, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, index: true, options: SUBMISSION_KINDS.map((value) => ({ value, label: value })) },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: ['new', 'contacted', 'closed'].map((value) => ({ value, label: value })),
        },
        { name: 'site', type: 'text' },
        { name: 'locale', type: 'text' },
      ],
    },
    { type: 'row', fields: [{ name: 'name', type: 'text' }, { name: 'email', type: 'email', index: true }, { name: 'company', type: 'text' }] },
    { type: 'row', fields: [{ name: 'phone', type: 'text' }, { name: 'country', type: 'text' }, { name: 'page', type: 'text' }] },
    { name: 'message', type: 'textarea' },
    { name: 'fields', type: 'json', admin: { description: 'Everything the visitor sent, as sent.' } },
    {
      name: 'notification',
      type: 'group',
      admin: { description: 'E-mails sent after the submission was stored.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'staff', type: 'select', defaultValue: 'pending', options: ['pending', 'sent', 'failed'].map((value) => ({ value, label: value })) },
            { name: 'visitor', type: 'select', defaultValue: 'pending', options: ['pending', 'sent', 'failed', 'skipped'].map((value) => ({ value, label: value })) },
            { name: 'attempts', type: 'number', defaultValue: 0 },
          ],
        },
        { name: 'lastError', type: 'text' },
        { name: 'sentAt', type: 'date' },
        {
          // Held by the queue runner sending this submission's e-mails (src/public-api/submissions.ts), so a second
          // runner given the same job sends nothing; it lapses by itself if that runner dies.
          name: 'sendingUntil',
          type: 'date',
          admin: { hidden: true },
          access: { create: () => false, update: () => false },
        },
      ],
    },
    consentField,
    ...anonymiseFields,
    { name: 'notes', type: 'textarea', label: 'Staff notes' },
    { type: 'row', fields: [{ name: 'ipHash', type: 'text', admin: { readOnly: true } }, { name: 'userAgent', type: 'text', admin: { readOnly: true } }] },
  ],
}

import type { CollectionConfig } from 'payload'

import { editorOrAdmin, isAdmin } from '../../cms/access'
import { consentField } from '../../cms/consent-field'
import { anonymiseFields, anonymiseOnRequest } from './submission-rights'
import { groups, label } from '../../cms/shared'

export const SUBMISSION_KINDS = ['demo', 'contact', 'credit-report', 'debt-claim'] as const

const KIND_LABELS: Record<(typeof SUBMISSION_KINDS)[number], ReturnType<typeof label>> = {
  demo: label('submissions.demo'),
  contact: label('submissions.contact'),
  'credit-report': label('submissions.credit-report'),
  'debt-claim': label('submissions.debt-claim'),
}
const pending = { value: 'pending', label: label('submissions.pending') }
const sent = { value: 'sent', label: label('submissions.sent') }
const failed = { value: 'failed', label: label('submissions.failed') }

/**
 * What visitors send (demo requests, contact messages, credit-report requests, debt claims). Stored first; the staff
 * notification and the visitor's acknowledgement are sent afterwards (a job of Payload's queue), retried, and their
 * state shows here.
 * Guests and translators cannot read submissions; the public endpoints write them with the local API.
 */
export const Submissions: CollectionConfig = {
  slug: 'submissions',
  labels: {
    singular: label('submissions.singular'),
    plural: label('submissions.plural'),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['kind', 'name', 'email', 'company', 'site', 'status', 'notification', 'createdAt'],
    group: groups.visitors,
    listSearchableFields: ['email', 'name', 'company'],
    components: { beforeListTable: ['/features/forms/admin/SubmissionActions#SubmissionActions'] },
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [anonymiseOnRequest] },
  access: { read: editorOrAdmin, create: () => false, update: editorOrAdmin, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          label: label('submissions.kind'),
          options: SUBMISSION_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          label: label('submissions.status'),
          options: [
            { value: 'new', label: label('submissions.status.new') },
            { value: 'contacted', label: label('submissions.status.contacted') },
            { value: 'closed', label: label('submissions.status.closed') },
          ],
        },
        { name: 'site', type: 'text', label: label('submissions.site') },
        { name: 'locale', type: 'text', label: label('submissions.locale') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: label('submissions.name') },
        { name: 'email', type: 'email', index: true, label: label('submissions.email') },
        { name: 'company', type: 'text', label: label('submissions.company') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: label('submissions.phone') },
        { name: 'country', type: 'text', label: label('submissions.country') },
        { name: 'page', type: 'text', label: label('submissions.page') },
      ],
    },
    { name: 'message', type: 'textarea', label: label('submissions.message') },
    {
      name: 'fields',
      type: 'json',
      label: label('submissions.fields'),
      admin: {
        description: label('submissions.fields.description'),
      },
    },
    {
      name: 'notification',
      type: 'group',
      label: label('submissions.notification'),
      admin: {
        description: label('submissions.notification.description'),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'staff',
              type: 'select',
              defaultValue: 'pending',
              label: label('submissions.notification.staff'),
              options: [pending, sent, failed],
            },
            {
              name: 'visitor',
              type: 'select',
              defaultValue: 'pending',
              label: label('submissions.notification.visitor'),
              options: [
                pending,
                sent,
                failed,
                { value: 'skipped', label: label('submissions.notification.visitor.skipped') },
              ],
            },
            { name: 'attempts', type: 'number', defaultValue: 0, label: label('submissions.notification.attempts') },
          ],
        },
        { name: 'lastError', type: 'text', label: label('submissions.notification.lastError') },
        { name: 'sentAt', type: 'date', label: label('submissions.notification.sentAt') },
        {
          // Held by the queue runner sending this submission's e-mails (src/features/forms/api/submissions.ts), so a
          // second runner given the same job sends nothing; it lapses by itself if that runner dies.
          name: 'sendingUntil',
          type: 'date',
          admin: { hidden: true },
          access: { create: () => false, update: () => false },
        },
      ],
    },
    {
      // The member logged in when it was sent: their export and deletion reach it (data-rights.ts), an e-mail alone
      // does not.
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      admin: { readOnly: true },
      label: label('submissions.member'),
    },
    consentField,
    ...anonymiseFields,
    { name: 'notes', type: 'textarea', label: label('submissions.notes') },
    {
      type: 'row',
      fields: [
        {
          name: 'ipHash',
          type: 'text',
          admin: { readOnly: true },
          label: label('submissions.ipHash'),
        },
        {
          name: 'userAgent',
          type: 'text',
          admin: { readOnly: true },
          label: label('submissions.userAgent'),
        },
      ],
    },
  ],
}

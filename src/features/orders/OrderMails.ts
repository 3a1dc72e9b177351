import type { CollectionConfig } from 'payload'

import { editorOrAdmin } from '../../cms/access'
import { groups, label } from '../../cms/shared'

/**
 * The buyer's e-mails about an order: one record per mail, made in the same step that queues it (so a
 * mail is queued once, whatever retries and races happen), marked sent by the job that sends it (so it is sent once).
 * Kinds: placed (with how to pay), paid, refunded (one per refund), reminder (the day before the reservation ends).
 */
export const ORDER_MAIL_KINDS = ['placed', 'paid', 'refunded', 'reminder'] as const

const KIND_LABELS: Record<(typeof ORDER_MAIL_KINDS)[number], ReturnType<typeof label>> = {
  placed: label('order-mails.placed'),
  paid: label('order-mails.paid'),
  refunded: label('order-mails.refunded'),
  reminder: label('order-mails.reminder'),
}

export const OrderMails: CollectionConfig = {
  slug: 'order-mails',
  labels: {
    singular: label('order-mails.singular'),
    plural: label('order-mails.plural'),
  },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['queuedAt', 'order', 'kind', 'sentAt', 'lastError'],
    group: groups.visitors,
  },
  defaultSort: '-queuedAt',
  access: { read: editorOrAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('order-mails.key'),
      admin: {
        description: label('order-mails.key.description'),
      },
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, label: label('order-mails.order') },
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: label('order-mails.kind'),
      options: ORDER_MAIL_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
    },
    { name: 'refundId', type: 'text', label: label('order-mails.refundId') },
    {
      name: 'queuedAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: label('order-mails.queuedAt'),
    },
    {
      name: 'sentAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: label('order-mails.sentAt'),
    },
    { name: 'lastError', type: 'text', label: label('order-mails.lastError') },
  ],
}

import type { CollectionConfig } from 'payload'

import { editorOrAdmin } from './access'
import { groups } from './shared'

/**
 * The buyer's e-mails about an order (issue 24): one record per mail, made in the same step that queues it (so a
 * mail is queued once, whatever retries and races happen), marked sent by the job that sends it (so it is sent once).
 * Kinds: placed (with how to pay), paid, refunded (one per refund), reminder (the day before the reservation ends).
 */
export const ORDER_MAIL_KINDS = ['placed', 'paid', 'refunded', 'reminder'] as const

export const OrderMails: CollectionConfig = {
  slug: 'order-mails',
  labels: {
    singular: { en: 'Order e-mail', zh: '订单邮件', ru: 'Письмо по заказу' },
    plural: { en: 'Order e-mails', zh: '订单邮件', ru: 'Письма по заказам' },
  },
  admin: { useAsTitle: 'key', defaultColumns: ['queuedAt', 'order', 'kind', 'sentAt', 'lastError'], group: groups.visitors },
  defaultSort: '-queuedAt',
  access: { read: editorOrAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { description: 'order:kind[:refund]' } },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'kind', type: 'select', required: true, options: ORDER_MAIL_KINDS.map((value) => ({ value, label: value })) },
    { name: 'refundId', type: 'text' },
    { name: 'queuedAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', type: 'text' },
  ],
}

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
  placed: label('Order placed (how to pay)', '下单确认（付款方式）', 'Заказ оформлен (как оплатить)'),
  paid: label('Paid', '已支付', 'Оплачен'),
  refunded: label('Refunded', '已退款', 'Возврат'),
  reminder: label('Reservation reminder', '保留到期提醒', 'Напоминание о брони'),
}

export const OrderMails: CollectionConfig = {
  slug: 'order-mails',
  labels: {
    singular: { en: 'Order e-mail', zh: '订单邮件', ru: 'Письмо по заказу' },
    plural: { en: 'Order e-mails', zh: '订单邮件', ru: 'Письма по заказам' },
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
      label: label('Key', '键', 'Ключ'),
      admin: {
        description: label(
          'order:kind[:refund], one mail per key',
          'order:kind[:refund]，每个键只发一封',
          'order:kind[:refund], одно письмо на ключ',
        ),
      },
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, label: label('Order', '订单', 'Заказ') },
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: label('Kind', '类型', 'Тип'),
      options: ORDER_MAIL_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
    },
    { name: 'refundId', type: 'text', label: label('Refund', '退款', 'Возврат') },
    {
      name: 'queuedAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: label('Queued at', '排队时间', 'Поставлено в очередь'),
    },
    {
      name: 'sentAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: label('Sent at', '发送时间', 'Отправлено'),
    },
    { name: 'lastError', type: 'text', label: label('Last error', '最近错误', 'Последняя ошибка') },
  ],
}

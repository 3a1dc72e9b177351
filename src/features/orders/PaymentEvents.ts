import type { CollectionConfig } from 'payload'

import { editorOrAdmin } from '../../cms/access'
import { groups } from '../../cms/shared'

/**
 * Every verified PayPal webhook event, stored before it is applied: which event, what it was about, what
 * it did to the order, how often PayPal delivered it. The staff who manage orders read them; nobody edits them (the
 * webhook writes through the local API).
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: {
    singular: { en: 'Payment event', zh: '支付事件', ru: 'Платёжное событие' },
    plural: { en: 'Payment events', zh: '支付事件', ru: 'Платёжные события' },
  },
  admin: {
    useAsTitle: 'eventId',
    defaultColumns: ['receivedAt', 'type', 'order', 'outcome', 'deliveries', 'eventId'],
    group: groups.visitors,
    description: {
      en: 'Events PayPal sent to the webhook, after their signature was verified, and what each did to its order.',
      zh: 'PayPal 发送到 Webhook 的事件（已验证签名）及其对订单的处理结果。',
      ru: 'События, присланные PayPal на вебхук (после проверки подписи), и что каждое сделало с заказом.',
    },
  },
  defaultSort: '-receivedAt',
  access: { read: editorOrAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'eventId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'PayPal event id', zh: 'PayPal 事件 ID', ru: 'ID события PayPal' },
    },
    {
      name: 'provider',
      type: 'text',
      defaultValue: 'paypal',
      admin: { readOnly: true },
      label: { en: 'Provider', zh: '支付渠道', ru: 'Платёжная система' },
    },
    { name: 'type', type: 'text', required: true, index: true, label: { en: 'Type', zh: '类型', ru: 'Тип' } },
    {
      name: 'resourceId',
      type: 'text',
      label: { en: 'PayPal order or capture', zh: 'PayPal 订单或收款', ru: 'Заказ или платёж PayPal' },
    },
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      index: true,
      label: { en: 'Order', zh: '订单', ru: 'Заказ' },
    },
    { name: 'outcome', type: 'text', label: { en: 'Outcome', zh: '处理结果', ru: 'Результат' } },
    {
      name: 'deliveries',
      type: 'number',
      defaultValue: 1,
      label: { en: 'Deliveries', zh: '送达次数', ru: 'Доставок' },
    },
    {
      name: 'receivedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: { en: 'First received', zh: '首次收到', ru: 'Получено' },
    },
    {
      name: 'lastReceivedAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: { en: 'Last received', zh: '最近收到', ru: 'Последняя доставка' },
    },
  ],
}

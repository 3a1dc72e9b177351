/** The admin's labels and help texts of features/orders/PaymentEvents.ts, by field (and option). */
import { part } from '../../catalogue'

export const PAYMENT_EVENTS = part({
  zh: {
    singular: '支付事件',
    plural: '支付事件',
    description: 'PayPal 发送到 Webhook 的事件（已验证签名）及其对订单的处理结果。',
    eventId: 'PayPal 事件 ID',
    provider: '支付渠道',
    type: '类型',
    resourceId: 'PayPal 订单或收款',
    order: '订单',
    outcome: '处理结果',
    deliveries: '送达次数',
    receivedAt: '首次收到',
    lastReceivedAt: '最近收到',
  },
  en: {
    singular: 'Payment event',
    plural: 'Payment events',
    description:
      'Events PayPal sent to the webhook, after their signature was verified, and what each did to its order.',
    eventId: 'PayPal event id',
    provider: 'Provider',
    type: 'Type',
    resourceId: 'PayPal order or capture',
    order: 'Order',
    outcome: 'Outcome',
    deliveries: 'Deliveries',
    receivedAt: 'First received',
    lastReceivedAt: 'Last received',
  },
  ru: {
    singular: 'Платёжное событие',
    plural: 'Платёжные события',
    description: 'События, присланные PayPal на вебхук (после проверки подписи), и что каждое сделало с заказом.',
    eventId: 'ID события PayPal',
    provider: 'Платёжная система',
    type: 'Тип',
    resourceId: 'Заказ или платёж PayPal',
    order: 'Заказ',
    outcome: 'Результат',
    deliveries: 'Доставок',
    receivedAt: 'Получено',
    lastReceivedAt: 'Последняя доставка',
  },
})

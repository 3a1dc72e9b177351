/** The answers of a refund staff ask for from an order in the admin (src/features/orders/payments/refund.ts). */
import { part } from '../catalogue'

export const REFUND_MESSAGES = part({
  zh: {
    forbidden: '只有编辑和管理员可以退款。',
    notFound: '订单不存在。',
    notRefundable: '只有已支付的 PayPal 或银行转账订单可以退款。',
    valueDate: '请填写退款转账的起息日（YYYY-MM-DD，不能晚于今天）。',
    reference: '请填写退款转账的银行流水号（最多 100 个字符）。',
    amount: '请输入大于 0、最多两位小数的金额。',
    tooMuch: '金额超过可退余额（{left}）。',
    reason: '请填写退款原因（最多 500 个字符）。',
    paypal: 'PayPal 拒绝了退款：{message}',
    unavailable: '此服务器未配置 PayPal。',
  },
  en: {
    forbidden: 'Only editors and administrators refund orders.',
    notFound: 'No such order.',
    notRefundable: 'Only a paid PayPal or bank-transfer order can be refunded.',
    valueDate: 'Give the value date of the refund transfer (YYYY-MM-DD, not in the future).',
    reference: 'Give the bank reference of the refund transfer (up to 100 characters).',
    amount: 'Enter an amount above 0 with at most two decimals.',
    tooMuch: 'The amount is more than what is left to refund ({left}).',
    reason: 'Give the reason for the refund (up to 500 characters).',
    paypal: 'PayPal refused the refund: {message}',
    unavailable: 'PayPal is not configured on this server.',
  },
  ru: {
    forbidden: 'Возвращать деньги могут только редакторы и администраторы.',
    notFound: 'Заказ не найден.',
    notRefundable: 'Вернуть деньги можно только по оплаченному заказу PayPal или банковского перевода.',
    valueDate: 'Укажите дату валютирования возвратного перевода (ГГГГ-ММ-ДД, не в будущем).',
    reference: 'Укажите банковский референс возвратного перевода (до 100 символов).',
    amount: 'Укажите сумму больше 0, не более двух знаков после запятой.',
    tooMuch: 'Сумма больше остатка к возврату ({left}).',
    reason: 'Укажите причину возврата (до 500 символов).',
    paypal: 'PayPal отклонил возврат: {message}',
    unavailable: 'PayPal на этом сервере не настроен.',
  },
})

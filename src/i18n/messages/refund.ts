/** The answers of a refund staff ask for from an order in the admin (src/features/orders/payments/refund.ts). */
import { part } from '../catalogue'

export const REFUND_MESSAGES = part({
  zh: {
    forbidden: '只有编辑和管理员可以退款。',
    notFound: '订单不存在。',
    notRefundable: '此处只能为已支付的 PayPal 订单退款；银行转账请在银行办理退款，并在订单备注中记录。',
    amount: '请输入大于 0、最多两位小数的金额。',
    tooMuch: '金额超过可退余额（{left}）。',
    reason: '请填写退款原因（最多 500 个字符）。',
    paypal: 'PayPal 拒绝了退款：{message}',
    unavailable: '此服务器未配置 PayPal。',
  },
  en: {
    forbidden: 'Only editors and administrators refund orders.',
    notFound: 'No such order.',
    notRefundable:
      'Only a paid PayPal order can be refunded here; refund a bank transfer at the bank and note it on the order.',
    amount: 'Enter an amount above 0 with at most two decimals.',
    tooMuch: 'The amount is more than what is left to refund ({left}).',
    reason: 'Give the reason for the refund (up to 500 characters).',
    paypal: 'PayPal refused the refund: {message}',
    unavailable: 'PayPal is not configured on this server.',
  },
  ru: {
    forbidden: 'Возвращать деньги могут только редакторы и администраторы.',
    notFound: 'Заказ не найден.',
    notRefundable:
      'Здесь возвращаются только оплаченные заказы PayPal; банковский перевод возвращается через банк, отметьте это в заметках заказа.',
    amount: 'Укажите сумму больше 0, не более двух знаков после запятой.',
    tooMuch: 'Сумма больше остатка к возврату ({left}).',
    reason: 'Укажите причину возврата (до 500 символов).',
    paypal: 'PayPal отклонил возврат: {message}',
    unavailable: 'PayPal на этом сервере не настроен.',
  },
})

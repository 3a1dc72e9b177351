/**
 * The payment flow's own answer codes and messages, in zh, en and ru. Catalogue codes (10001, 20008, 60007) keep
 * their meaning; 401 refuses a guest (the client's forced-logout code, SPEC §7); the 7000x codes are the payment
 * provider's outcomes, which SPEC §8 does not list.
 */
import type { Locale } from '../domain/locale'

export const PAYMENT_CODES = {
  /** Not logged in. */
  loginRequired: 401,
  /** The order does not exist or belongs to someone else: one answer for both, so ids reveal nothing. */
  notYours: 403,
  unknownPackage: 10001,
  badInput: 10001,
  emailTaken: 10001,
  captchaIncorrect: 20008,
  providerError: 60007,
  paypalUnavailable: 70001,
  declined: 70002,
  amountMismatch: 70003,
  notPayable: 70004,
  pending: 70005,
} as const

type MessageKey = Exclude<keyof typeof PAYMENT_CODES, 'badInput' | 'captchaIncorrect' | 'providerError'>

export const PAYMENT_MESSAGES: Record<Locale, Record<MessageKey, string>> = {
  en: {
    loginRequired: 'Please log in first',
    notYours: 'This order is not available to you',
    unknownPackage: 'This package is not available; please choose another one',
    emailTaken: 'The e-mail address or password is incorrect. Please check them and try again.',
    paypalUnavailable: 'Online payment is not available at the moment; please pay by bank transfer',
    declined: 'The payment was declined. Please try another card or PayPal account.',
    amountMismatch: 'The payment did not match the order amount and was not applied. Please contact us.',
    notPayable: 'This order can no longer be paid',
    pending: 'PayPal has not completed the payment yet; the order will show paid once it does',
  },
  zh: {
    loginRequired: '请先登录',
    notYours: '您无权查看该订单',
    unknownPackage: '该套餐暂不可购买，请选择其他套餐',
    emailTaken: '邮箱或密码不正确，请检查后重试。',
    paypalUnavailable: '暂不支持在线支付，请使用银行转账',
    declined: '支付被拒绝，请更换银行卡或 PayPal 账户后重试。',
    amountMismatch: '支付金额与订单金额不符，未入账，请联系我们。',
    notPayable: '该订单已无法支付',
    pending: 'PayPal 尚未完成付款，完成后订单将显示为已支付',
  },
  ru: {
    loginRequired: 'Пожалуйста, сначала войдите',
    notYours: 'Этот заказ вам недоступен',
    unknownPackage: 'Этот тариф недоступен, выберите другой',
    emailTaken: 'Неверный адрес электронной почты или пароль. Проверьте их и повторите попытку.',
    paypalUnavailable: 'Онлайн-оплата сейчас недоступна, оплатите банковским переводом',
    declined: 'Платёж отклонён. Попробуйте другую карту или другой аккаунт PayPal.',
    amountMismatch: 'Сумма платежа не совпала с суммой заказа, платёж не зачтён. Свяжитесь с нами.',
    notPayable: 'Этот заказ больше нельзя оплатить',
    pending: 'PayPal ещё не завершил платёж; заказ станет оплаченным, когда это произойдёт',
  },
}

export function paymentMessage(key: MessageKey, locale: Locale): string {
  return PAYMENT_MESSAGES[locale][key]
}

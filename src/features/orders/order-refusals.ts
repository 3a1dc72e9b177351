/**
 * Why an order change is refused, in the language of the request (zh, en, ru), as a 4xx carrying the SPEC §8 code
 * 10001 (wrong parameters): the REST, GraphQL and admin doors show the message, the local API throws it.
 */
import { APIError } from 'payload'

import { isLocale, localeOfRequest, type Locale } from '../../domain/locale'
import { fill } from '../../i18n/fill'

const MESSAGES = {
  settledDelete: {
    en: 'Order {id} was paid: it stays in the books and cannot be deleted. Refund it instead.',
    zh: '订单 {id} 已付款，须保留在账簿中，不能删除。请改为退款。',
    ru: 'Заказ {id} оплачен: он остаётся в учёте и не может быть удалён. Оформите возврат.',
  },
  transition: {
    en: 'An order cannot move from "{from}" to "{to}".',
    zh: '订单不能从“{from}”变为“{to}”。',
    ru: 'Заказ нельзя перевести из «{from}» в «{to}».',
  },
  'no-payment': {
    en: 'No payment is recorded: record the PayPal capture or bank transfers reaching the amount first.',
    zh: '尚无付款记录：请先记录 PayPal 收款，或记录合计达到订单金额的银行转账。',
    ru: 'Оплата не зафиксирована: сначала внесите платёж PayPal или банковские переводы на всю сумму.',
  },
  'no-refund': {
    en: 'No refund is recorded for this status: refund the order with the refund button.',
    zh: '没有与此状态相符的退款记录：请使用退款按钮办理退款。',
    ru: 'Для этого статуса нет записи о возврате: оформите возврат кнопкой возврата.',
  },
  fixed: {
    en: 'The order is paid: its {field} is on the receipt and can no longer change.',
    zh: '订单已付款：其{field}已载入收据，不能再修改。',
    ru: 'Заказ оплачен: поле «{field}» указано в квитанции и больше не меняется.',
  },
  transfersFixed: {
    en: 'The order is paid: the bank transfers that paid it can no longer change.',
    zh: '订单已付款：已入账的银行转账不能再修改。',
    ru: 'Заказ оплачен: банковские переводы, которыми он оплачен, больше не меняются.',
  },
  reason: {
    en: 'Give the reason for the status change (up to 500 characters).',
    zh: '请填写状态变更原因（最多 500 个字符）。',
    ru: 'Укажите причину смены статуса (до 500 символов).',
  },
} as const

export type OrderRefusal = keyof typeof MESSAGES

/** The fields a paid order keeps, as the message names them. */
const FIELD_NAMES: Record<string, Record<Locale, string>> = {
  member: { en: 'member', zh: '会员', ru: 'участник' },
  packageTier: { en: 'package', zh: '套餐', ru: 'пакет' },
  tierCode: { en: 'package', zh: '套餐', ru: 'пакет' },
  amount: { en: 'amount', zh: '金额', ru: 'сумма' },
  currency: { en: 'currency', zh: '币种', ru: 'валюта' },
  buyer: { en: 'buyer', zh: '买方信息', ru: 'покупатель' },
}

/** The language of a request: the content locale it names (`?locale=`), else as every answer decides it. */
export function requestLocale(req: { locale?: string | null; url?: string; headers?: Headers }): Locale {
  let named: string | null = null
  try {
    named = req.url ? new URL(req.url, 'http://localhost').searchParams.get('locale') : null
  } catch {
    named = null
  }
  if (isLocale(named) && isLocale(req.locale)) return req.locale
  return localeOfRequest({ url: req.url, headers: req.headers ?? new Headers() })
}

export function orderRefusalMessage(key: OrderRefusal, locale: Locale, params: Record<string, string | number> = {}) {
  const field = typeof params.field === 'string' ? FIELD_NAMES[params.field]?.[locale] : undefined
  return fill(MESSAGES[key][locale], field ? { ...params, field } : params)
}

export function orderRefusal(
  req: { locale?: string | null; url?: string; headers?: Headers },
  key: OrderRefusal,
  params: Record<string, string | number> = {},
  status = 400,
): APIError {
  return new APIError(orderRefusalMessage(key, requestLocale(req), params), status, { code: 10001 }, true)
}

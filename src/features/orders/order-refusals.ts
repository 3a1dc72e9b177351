/**
 * Why an order change is refused, in the language of the request (zh, en, ru), as a 4xx carrying the SPEC §8 code
 * 10001 (wrong parameters): the REST, GraphQL and admin doors show the message, the local API throws it.
 */
import { APIError } from 'payload'

import { isLocale, localeOfRequest, type Locale } from '../../domain/locale'
import { say, textsIn } from '../../i18n/catalogue'
import { ORDER_FIELD_NAMES, ORDER_REFUSALS } from '../../i18n/messages/order-refusals'

export type OrderRefusal = keyof typeof ORDER_REFUSALS.zh

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
  const names: Record<string, string> = textsIn(ORDER_FIELD_NAMES, locale)
  const field =
    typeof params.field === 'string' && Object.prototype.hasOwnProperty.call(names, params.field)
      ? names[params.field]
      : undefined
  return say(ORDER_REFUSALS, locale, key, field ? { ...params, field } : params)
}

export function orderRefusal(
  req: { locale?: string | null; url?: string; headers?: Headers },
  key: OrderRefusal,
  params: Record<string, string | number> = {},
  status = 400,
): APIError {
  return new APIError(orderRefusalMessage(key, requestLocale(req), params), status, { code: 10001 }, true)
}

import { isLocale, type Locale } from '../../../domain/locale'
import type { Order } from '../../../payload-types'

/** The language of an order: the one its buyer agreed to the terms in when ordering, else Chinese. */
export function orderLocale(order: Pick<Order, 'consent'>): Locale {
  const locale = order.consent?.locale
  return isLocale(locale) ? locale : 'zh'
}

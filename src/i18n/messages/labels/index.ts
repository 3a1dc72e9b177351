/** The admin's labels of the collections, globals and blocks, one part per config file. */
import { ORDER_MAILS } from './order-mails'
import { ORDERS } from './orders'
import { PACKAGE_TIERS } from './package-tiers'

export const LABELS = {
  'order-mails': ORDER_MAILS,
  orders: ORDERS,
  'package-tiers': PACKAGE_TIERS,
}

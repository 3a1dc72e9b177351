/** The admin's labels of the collections, globals and blocks, one part per config file. */
import { ORDERS } from './orders'
import { PACKAGE_TIERS } from './package-tiers'

export const LABELS = {
  orders: ORDERS,
  'package-tiers': PACKAGE_TIERS,
}

/** The admin's labels of the collections, globals and blocks, one part per config file. */
import { ORDERS } from './orders'

export const LABELS = {
  orders: ORDERS,
}

/**
 * Order hooks: a payment recorded (PayPal capture, or staff marking a bank transfer as received) stamps the order
 * and grants the package; editing a tier's price, status or coverage invalidates its unpaid orders (SPEC §4).
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { invalidationReasonOfTierChange } from '../../src/domain/purchase'
import { grantPackage, invalidateUnpaidOrdersOfTier } from '../../src/payments/orders'
import type { Order, PackageTier } from '../../src/payload-types'

/** Marking an order paid stamps when (and, from the admin, how: a bank transfer unless told otherwise). */
export const stampPayment: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || data.status !== 'paid' || originalDoc?.status === 'paid') return data
  return { ...data, paidAt: data.paidAt ?? new Date().toISOString(), method: data.method ?? originalDoc?.method ?? 'bank-transfer', invalidReason: null }
}

/** A newly paid order raises the member's level and grants the tier's datasets. */
export const grantOnPayment: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.status === 'paid' && previousDoc?.status !== 'paid') {
    await grantPackage(req.payload, doc, req)
  }
  return doc
}

/** A tier's price changed, taken offline or upgraded: its unpaid orders become invalid with that reason. */
export const invalidateOrdersOnTierChange: CollectionAfterChangeHook<PackageTier> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const reason = invalidationReasonOfTierChange(previousDoc, doc)
  if (reason) await invalidateUnpaidOrdersOfTier(req.payload, previousDoc.code ?? doc.code, reason, req)
  return doc
}

/**
 * Order hooks: a payment recorded (PayPal capture, or staff marking a bank transfer as received) stamps the order
 * and grants the package; editing a tier's price, status or coverage invalidates its unpaid orders (SPEC §4).
 */
import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { invalidationReasonOfTierChange } from '../../domain/purchase'
import { queueOrderMail } from './payments/order-mail'
import { invoiceYearOf, isInvoicedStatus, lockedInvoiceOf, nextInvoiceNumber } from './payments/invoice-number'
import { grantPackage, invalidateUnpaidOrdersOfTier, receivedOf } from './payments/orders'
import type { Order, PackageTier, SiteSetting } from '../../payload-types'
import { log } from '../../server/log'

/**
 * Recorded bank transfers: each new row is stamped with who recorded it and when; a row in another currency is
 * refused (convert at the bank's rate and record what arrived in the order's currency); once the transfers reach the
 * amount, an unpaid order becomes paid by bank transfer (stampPayment and grantOnPayment do the rest).
 */
export const applyTransfers: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !Array.isArray(data.transfers)) return data
  const currency = data.currency ?? originalDoc?.currency ?? 'USD'
  const before = new Set((originalDoc?.transfers ?? []).map((transfer) => transfer.id))
  const wrong = data.transfers.findIndex(
    (transfer) => (transfer.currency ?? currency).trim().toUpperCase() !== currency,
  )
  if (wrong >= 0) {
    throw new ValidationError({
      collection: 'orders',
      errors: [
        {
          path: `transfers.${wrong}.currency`,
          message: `Record the transfer in the order's currency (${currency}), as it arrived.`,
        },
      ],
    })
  }
  const now = new Date().toISOString()
  const transfers = data.transfers.map((transfer) =>
    transfer.id && before.has(transfer.id) && transfer.recordedAt
      ? transfer
      : {
          ...transfer,
          currency,
          recordedAt: now,
          recordedBy: (req.user?.collection === 'users' ? req.user.id : null) as number | null,
        },
  )
  const amount = data.amount ?? originalDoc?.amount ?? 0
  const status = data.status ?? originalDoc?.status
  const paidByTransfer =
    status === 'unpaid' &&
    transfers.length > 0 &&
    Math.round(receivedOf({ transfers }) * 100) >= Math.round(amount * 100)
  return {
    ...data,
    transfers,
    ...(paidByTransfer ? { status: 'paid' as const, method: 'bank-transfer' as const } : {}),
  }
}

/** Marking an order paid stamps when (and, from the admin, how: a bank transfer unless told otherwise). */
export const stampPayment: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || data.status !== 'paid' || originalDoc?.status === 'paid') return data
  return {
    ...data,
    paidAt: data.paidAt ?? new Date().toISOString(),
    method: data.method ?? originalDoc?.method ?? 'bank-transfer',
    invalidReason: null,
  }
}

/**
 * The receipt number (src/features/orders/payments/invoice-number.ts): an order entering a paid state gets the next
 * number of its payment year, in the transaction that writes it, with the tax rate of the site settings then; once
 * given, it stays. Runs after stampPayment (paidAt is set).
 */
export const assignInvoiceNumber: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc?.id) return data
  const status = data.status ?? originalDoc.status
  if (!isInvoicedStatus(status)) return data
  if (originalDoc.invoice?.number) return { ...data, invoice: originalDoc.invoice }
  // Locked until this transaction ends: a path paying the same order at this moment waits here and then keeps ours.
  const locked = await lockedInvoiceOf(req.payload, originalDoc.id, req)
  if (locked) return { ...data, invoice: locked }
  const year = invoiceYearOf(data.paidAt ?? originalDoc.paidAt)
  const settings = (await req.payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
    .catch(() => null)) as SiteSetting | null
  const taxRate = Number(settings?.seller?.taxRate ?? 0) || 0
  const number = await nextInvoiceNumber(req.payload, year, req)
  log.info({ event: 'invoice.numbered', order: originalDoc.id, number }, 'receipt number assigned')
  return { ...data, invoice: { number, taxRate } }
}

/** A newly paid order raises the member's level and grants the tier's datasets. */
export const grantOnPayment: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.status === 'paid' && previousDoc?.status !== 'paid') {
    await grantPackage(req.payload, doc, req)
    await queueOrderMail(req.payload, doc.id, 'paid', { req })
  }
  return doc
}

/** A tier's price changed, taken offline or upgraded: its unpaid orders become invalid with that reason. */
export const invalidateOrdersOnTierChange: CollectionAfterChangeHook<PackageTier> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  const reason = invalidationReasonOfTierChange(previousDoc, doc)
  if (reason) await invalidateUnpaidOrdersOfTier(req.payload, previousDoc.code ?? doc.code, reason, req)
  return doc
}

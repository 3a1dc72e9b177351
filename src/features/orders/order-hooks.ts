/**
 * Order hooks: a payment recorded (PayPal capture, or staff marking a bank transfer as received) stamps the order
 * and grants the package; editing a tier's price, status or coverage invalidates its unpaid orders (SPEC §4).
 */
import { createHash } from 'node:crypto'

import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
} from 'payload'

import {
  canMoveOrder,
  FIXED_WHEN_PAID,
  isDeletableStatus,
  isSettledStatus,
  paymentCompletedOn,
  refundedOf,
  unbackedStatus,
  type OrderStatus,
} from '../../domain/orders'
import { invalidationReasonOfTierChange } from '../../domain/purchase'
import { queueOrderMail } from './payments/order-mail'
import {
  invoiceYearOf,
  isInvoicedStatus,
  lockedInvoiceOf,
  nextCreditNoteNumber,
  nextInvoiceNumber,
} from './payments/invoice-number'
import { grantPackage, invalidateUnpaidOrdersOfTier, receivedOf } from './payments/orders'
import { orderRefusal } from './order-refusals'
import type { Order, PackageTier, SiteSetting } from '../../payload-types'
import { log } from '../../server/log'

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100)
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : (value ?? null))
const staffIdOf = (user: unknown): number | null => {
  const u = user as { collection?: string; id?: unknown } | null | undefined
  return u?.collection === 'users' && typeof u.id === 'number' ? u.id : null
}

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
  // Only an unpaid order that stays unpaid in this request is paid by its transfers: a request asking for another
  // status is the state machine's to judge (enforceOrderRules).
  const paidByTransfer =
    originalDoc?.status === 'unpaid' &&
    (data.status ?? 'unpaid') === 'unpaid' &&
    transfers.length > 0 &&
    Math.round(receivedOf({ transfers }) * 100) >= Math.round(amount * 100)
  return {
    ...data,
    transfers,
    ...(paidByTransfer ? { status: 'paid' as const, method: 'bank-transfer' as const } : {}),
  }
}

/**
 * Staff changing an order's status by hand say why (kept on the order and in its versions). Money-driven moves
 * (transfers reaching the amount, a capture, a refund) carry their own reason.
 */
export const requireStaffReason: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || staffIdOf(req.user) === null) return data
  if (data.status === undefined || data.status === originalDoc?.status) return data
  const reason = typeof data.statusReason === 'string' ? data.statusReason.trim() : ''
  if (reason === '' || reason.length > 500) throw orderRefusal(req, 'reason')
  return { ...data, statusReason: reason }
}

/** A field's value as the receipt compares it. */
function fixedValue(field: (typeof FIXED_WHEN_PAID)[number], value: unknown): string {
  if (field === 'member' || field === 'packageTier') return String(idOf(value) ?? '')
  if (field === 'amount') return String(cents(value))
  if (field === 'buyer') {
    const buyer = (value ?? {}) as Record<string, unknown>
    return JSON.stringify(
      ['name', 'email', 'company', 'address', 'country', 'taxId'].map((key) => String(buyer[key] ?? '').trim()),
    )
  }
  return String(value ?? '').trim()
}

const transferKey = (rows: Order['transfers']) =>
  (rows ?? [])
    .map((t) => `${cents(t.amount)}|${t.currency}|${String(t.valueDate).slice(0, 10)}|${t.bankReference}`)
    .sort()
    .join(';')

/** Why the status moved, when nobody typed it: what the money says. */
function automaticReason(to: OrderStatus, order: Partial<Order>): string {
  if (to === 'paid') return order.captureId ? `PayPal capture ${order.captureId}` : 'Bank transfers reached the amount'
  if (to === 'partially-refunded' || to === 'refunded') return 'Refund recorded'
  if (to === 'invalid') return `Invalid: ${order.invalidReason ?? 'expired'}`
  return to
}

/**
 * The order state machine (src/domain/orders.ts) on every door — REST, GraphQL, the admin, jobs and the local API
 * with or without overrideAccess: only the moves it allows, a settled status only when the money recorded backs it,
 * and once paid nothing the receipt states (member, package, amount, currency, buyer) nor the transfers that paid it
 * change; refunds are only ever added. Each move is stamped with who, when and why.
 */
export const enforceOrderRules: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req }) => {
  const merged = { ...(originalDoc ?? {}), ...data } as Partial<Order>
  const from: OrderStatus = operation === 'create' ? 'unpaid' : (originalDoc?.status ?? 'unpaid')
  const to: OrderStatus = merged.status ?? from
  if (!canMoveOrder(from, to)) throw orderRefusal(req, 'transition', { from, to })
  if (from !== to) {
    const unbacked = unbackedStatus(to, {
      amount: Number(merged.amount ?? 0),
      captured: Boolean(merged.captureId),
      received: receivedOf({ transfers: merged.transfers }),
      refunded: refundedOf({ refunds: merged.refunds }),
    })
    if (unbacked) throw orderRefusal(req, unbacked)
  }
  if (operation === 'update' && originalDoc && isSettledStatus(from)) {
    for (const field of FIXED_WHEN_PAID) {
      if (data[field] === undefined) continue
      if (fixedValue(field, data[field]) !== fixedValue(field, originalDoc[field])) {
        throw orderRefusal(req, 'fixed', { field })
      }
    }
    if (data.transfers !== undefined && transferKey(data.transfers) !== transferKey(originalDoc.transfers)) {
      throw orderRefusal(req, 'transfersFixed')
    }
  }
  if (operation === 'update' && originalDoc && data.refunds !== undefined) {
    const kept = new Map((data.refunds ?? []).map((refund) => [refund.id, refund]))
    const dropped = (originalDoc.refunds ?? []).some(
      (refund) => !kept.has(refund.id) || cents(kept.get(refund.id)?.amount) !== cents(refund.amount),
    )
    if (dropped) throw orderRefusal(req, 'no-refund')
  }
  if (operation !== 'update') return data
  if (from === to) return { ...data, statusReason: originalDoc?.statusReason ?? null }
  const typed = typeof data.statusReason === 'string' ? data.statusReason.trim() : ''
  return {
    ...data,
    statusReason: typed || automaticReason(to, merged),
    statusChangedAt: new Date().toISOString(),
    statusChangedBy: staffIdOf(req.user),
  }
}

/**
 * An order becoming paid is dated by its money: the value date of the transfer that completed the amount, or the
 * capture's time (what the PayPal path passes, else now). Nobody types the date (the field is read-only).
 */
export const stampPayment: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || data.status !== 'paid' || originalDoc?.status === 'paid') return data
  const captured = Boolean(data.captureId ?? originalDoc?.captureId)
  const completedOn = captured
    ? null
    : paymentCompletedOn(data.transfers ?? originalDoc?.transfers ?? [], Number(data.amount ?? originalDoc?.amount))
  return {
    ...data,
    paidAt: completedOn ?? data.paidAt ?? new Date().toISOString(),
    method: captured ? (data.method ?? originalDoc?.method ?? 'paypal') : 'bank-transfer',
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
  // What the receipt shows, frozen now: later edits, refunds or the member's account deletion never reach it.
  // Loaded here, not with the collection: the receipt's module reaches the Payload config, which holds this one.
  const { receiptSnapshotOf } = await import('./payments/invoice')
  const snapshot = await receiptSnapshotOf(
    req.payload,
    { ...originalDoc, ...data, invoice: { number, taxRate } } as Order,
    req,
  )
  const hash = createHash('sha256').update(JSON.stringify(snapshot)).digest('hex')
  log.info({ event: 'invoice.numbered', order: originalDoc.id, number }, 'receipt number assigned')
  return { ...data, invoice: { number, taxRate, snapshot: snapshot as unknown as Record<string, unknown>, hash } }
}

/**
 * Each refund issues a credit note (src/features/orders/payments/invoice-number.ts, its own gap-free series by the
 * refund's year) stating what was left paid after it; a refund keeps its note and balance for good.
 */
export const issueCreditNotes: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || !Array.isArray(data.refunds)) return data
  const before = new Map((originalDoc.refunds ?? []).map((refund) => [refund.id, refund]))
  const amount = cents(data.amount ?? originalDoc.amount)
  let refunded = 0
  const refunds: NonNullable<Order['refunds']> = []
  for (const refund of data.refunds) {
    refunded += cents(refund.amount)
    const issued = refund.id ? before.get(refund.id) : undefined
    if (issued?.creditNoteNumber) {
      refunds.push({ ...refund, creditNoteNumber: issued.creditNoteNumber, balanceAfter: issued.balanceAfter })
      continue
    }
    const number = await nextCreditNoteNumber(req.payload, invoiceYearOf(refund.valueDate ?? refund.at), req)
    log.info({ event: 'credit-note.numbered', order: originalDoc.id, number }, 'credit note number assigned')
    refunds.push({ ...refund, creditNoteNumber: number, balanceAfter: Math.max(0, amount - refunded) / 100 })
  }
  return { ...data, refunds }
}

/** A paid (or refunded) order is part of the books: nobody deletes it, whatever the door or overrideAccess. */
export const refuseSettledDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const order = (await req.payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Order | null
  if (order && !isDeletableStatus(order.status)) throw orderRefusal(req, 'settledDelete', { id: String(id) }, 403)
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

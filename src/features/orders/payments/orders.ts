/**
 * Orders of data packages on the Payload local API (SPEC §4 Order): placing an order at the server's price,
 * reading it for its owner, invalidating it (on read, by the scheduled job, when its tier changes) and what a
 * paid order grants. The rules themselves are in src/domain (orders.ts, purchase.ts, datasets.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { queueOrderMail } from './order-mail'

import {
  addMonths,
  orderState,
  refundedOf,
  reservedUntil,
  type OrderBuyer,
  type OrderInvalidReason,
  type OrderState,
} from '../../../domain/orders'
import type { ConsentRecord } from '../../../domain/consent'
import type { Locale } from '../../../domain/locale'
import {
  coverageRevision,
  datasetFlagsAfterPurchase,
  membershipAfterPurchase,
  tierOfCode,
} from '../../../domain/purchase'
import { isActiveMember, isEditorOrAdmin } from '../../../cms/access'
import type { Member, Order, PackageTier as TierDoc } from '../../../payload-types'
import { setting } from '../../../settings'

const DAY_MS = 24 * 60 * 60 * 1000
export const ORDER_CURRENCY = 'USD'

/** Who is asking: a member, a staff user, or nobody. */
export type Viewer =
  { collection: 'members'; id: number } | { collection: 'users'; id: number; role?: string | null } | null

/** A frozen or cancelled member is nobody here: they cannot order, pay or read orders with an old token. */
export function viewerOf(user: unknown): Viewer {
  const u = user as { collection?: string; id?: number; role?: string | null } | null | undefined
  if (!u || typeof u.id !== 'number') return null
  if (u.collection === 'members') return isActiveMember(u) ? { collection: 'members', id: u.id } : null
  if (u.collection === 'users') return { collection: 'users', id: u.id, role: u.role ?? null }
  return null
}

const isStaffViewer = (viewer: Viewer) => isEditorOrAdmin(viewer)

function memberIdOf(order: Pick<Order, 'member'>): number {
  return typeof order.member === 'object' ? order.member.id : order.member
}

/** The owner of an order sees it, and staff (editors, admins); nobody else. */
export function canViewOrder(viewer: Viewer, order: Pick<Order, 'member'>): boolean {
  if (isStaffViewer(viewer)) return true
  return viewer?.collection === 'members' && viewer.id === memberIdOf(order)
}

/** A package tier by its catalogue code (`Plus`), whatever its status. */
export async function findTier(payload: Payload, code: string, req?: Partial<PayloadRequest>): Promise<TierDoc | null> {
  const { docs } = await payload.find({
    collection: 'package-tiers',
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (docs[0] as TierDoc | undefined) ?? null
}

/** What the order remembers of its tier: the price and coverage it was sold with. */
function tierRevisionOf(tier: TierDoc): string {
  return JSON.stringify({ priceUsd: tier.priceUsd, coverage: coverageRevision(tier), updatedAt: tier.updatedAt })
}

function coverageOfRevision(revision: string | null | undefined): string | null {
  try {
    return (JSON.parse(revision ?? '') as { coverage?: string }).coverage ?? null
  } catch {
    return null
  }
}

export type PlaceOrderResult = { ok: true; order: Order } | { ok: false; reason: 'unknown-tier' | 'too-many-unpaid' }

/** How many unpaid orders a member may hold at once (each reserves a price for 7 days). */
export const MAX_UNPAID_ORDERS = setting('MAX_UNPAID_ORDERS')

/** The first key of the advisory locks taken per member when placing orders. */
const ORDER_LOCK_SPACE = 7301

type DrizzleSessions = { sessions?: Record<string, { db?: { execute?: (query: unknown) => Promise<unknown> } }> }

const processLocks = new Map<number, Promise<unknown>>()

/** Runs `step` after every earlier step of the same member in this process has ended. */
async function inProcessLock<T>(memberId: number, step: () => Promise<T>): Promise<T> {
  const before = processLocks.get(memberId) ?? Promise.resolve()
  const run = before.catch(() => {}).then(step)
  const settled = run.catch(() => {})
  processLocks.set(memberId, settled)
  try {
    return await run
  } finally {
    if (processLocks.get(memberId) === settled) processLocks.delete(memberId)
  }
}

/**
 * Runs `step` in a transaction that holds a lock of its own per member (PostgreSQL advisory lock, released at
 * commit): two orders of one member placed at the same moment are counted one after the other.
 */
async function underMemberLock<T>(
  payload: Payload,
  memberId: number,
  step: (req: Partial<PayloadRequest>) => Promise<T>,
): Promise<T> {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  // No transactions: the embedded database (payload.config.ts), which one process alone may open (src/db/embedded.ts),
  // so a lock in this process serves as the advisory lock.
  if (transactionID === undefined) return inProcessLock(memberId, () => step({}))
  const req = { transactionID } as Partial<PayloadRequest>
  try {
    const session = (payload.db as unknown as DrizzleSessions).sessions?.[String(transactionID)]
    await session?.db?.execute?.(sql`select pg_advisory_xact_lock(${ORDER_LOCK_SPACE}, ${memberId})`)
    const result = await step(req)
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => {})
    throw error
  }
}

/**
 * Places an order for a member (SPEC §7 POST /pay/payment): the amount is the tier's price now, whatever the client
 * said; an unknown or offline tier is refused. Unpaid and reserved for 7 days from `now`.
 */
export async function placeOrder(
  payload: Payload,
  memberId: number,
  packageCode: string,
  now: Date,
  extra: { consent?: ConsentRecord; buyer?: OrderBuyer } = {},
): Promise<PlaceOrderResult> {
  const tierCode = typeof packageCode === 'string' ? packageCode.trim() : ''
  if (tierOfCode(tierCode) === null) return { ok: false, reason: 'unknown-tier' }
  const tier = await findTier(payload, tierOfCodeLabel(tierCode))
  if (!tier || tier.status !== 'active') return { ok: false, reason: 'unknown-tier' }
  // The buyer the receipt will name: the member as they are now, with the business fields of the purchase form.
  const member = (await payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Member | null
  const buyer = {
    name: extra.buyer?.name ?? (member?.nickname?.trim() || null),
    email: extra.buyer?.email ?? member?.email ?? null,
    company: extra.buyer?.company ?? null,
    address: extra.buyer?.address ?? null,
    country: extra.buyer?.country ?? null,
    taxId: extra.buyer?.taxId ?? null,
  }
  return underMemberLock(payload, memberId, async (req): Promise<PlaceOrderResult> => {
    const unpaid = await payload.count({
      collection: 'orders',
      where: {
        and: [
          { member: { equals: memberId } },
          { status: { equals: 'unpaid' } },
          { reservedUntil: { greater_than: now.toISOString() } },
        ],
      },
      overrideAccess: true,
      req,
    })
    if (unpaid.totalDocs >= MAX_UNPAID_ORDERS) return { ok: false, reason: 'too-many-unpaid' }
    const order = await payload.create({
      collection: 'orders',
      overrideAccess: true,
      req,
      data: {
        member: memberId,
        packageTier: tier.id,
        tierCode: tier.code,
        amount: tier.priceUsd,
        currency: ORDER_CURRENCY,
        tierRevision: tierRevisionOf(tier),
        status: 'unpaid',
        reservedUntil: reservedUntil(now).toISOString(),
        ...(extra.consent ? { consent: extra.consent } : {}),
        buyer,
      },
    })
    // The buyer's "order placed" mail (how to pay, bank details) is queued with the order, in the same transaction.
    await queueOrderMail(payload, order.id, 'placed', { req, now })
    return { ok: true, order: order as Order }
  })
}

/** The collection's spelling of a code the visitor may have written in any case (`plus` → `Plus`). */
function tierOfCodeLabel(code: string): string {
  const lower = code.trim().toLowerCase()
  return lower === 'pro' ? 'PRO' : `${lower.charAt(0).toUpperCase()}${lower.slice(1)}`
}

/** The state of an order now (domain rule), from its record and its tier as the tier is now. */
export function stateOfOrder(order: Order, tier: TierDoc | null, now: Date): OrderState | { state: 'cancelled' } {
  if (order.status === 'paid') return { state: 'paid' }
  if (order.status === 'cancelled') return { state: 'cancelled' }
  if (order.status === 'invalid') return { state: 'invalid', reason: order.invalidReason ?? 'expired' }
  const domainTier = tierOfCode(order.tierCode)
  if (domainTier === null) return { state: 'invalid', reason: 'offline' }
  const placedAt = new Date(new Date(order.reservedUntil).getTime() - 7 * DAY_MS)
  const sameCoverage = tier !== null && coverageOfRevision(order.tierRevision) === coverageRevision(tier)
  return orderState(
    { tier: domainTier, feeUsd: order.amount, packageRevision: 0, createdAt: placedAt, paidAt: null },
    tier
      ? {
          tier: tierOfCode(tier.code) ?? domainTier,
          feeUsd: tier.priceUsd,
          revision: sameCoverage ? 0 : 1,
          online: tier.status === 'active',
        }
      : null,
    now,
  )
}

async function markInvalid(
  payload: Payload,
  orderId: number,
  reason: OrderInvalidReason,
  req?: Partial<PayloadRequest>,
): Promise<Order> {
  return (await payload.update({
    collection: 'orders',
    id: orderId,
    overrideAccess: true,
    data: { status: 'invalid', invalidReason: reason },
    req,
  })) as Order
}

/** Reads an order and settles its state: an unpaid order that is no longer payable is stored as invalid. */
export async function refreshOrder(payload: Payload, order: Order, now: Date): Promise<Order> {
  if (order.status !== 'unpaid') return order
  const tier = await findTier(payload, order.tierCode)
  const state = stateOfOrder(order, tier, now)
  return state.state === 'invalid' ? markInvalid(payload, order.id, state.reason) : order
}

export async function findOrder(payload: Payload, id: number): Promise<Order | null> {
  try {
    return (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })) as Order
  } catch {
    return null
  }
}

/** The scheduled sweep: every unpaid order whose reservation is over becomes invalid (expired). Returns how many. */
export async function expireOrders(payload: Payload, now: Date): Promise<number> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'unpaid' } }, { reservedUntil: { less_than_equal: now.toISOString() } }] },
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const order of docs) await markInvalid(payload, order.id, 'expired')
  return docs.length
}

/**
 * The day before an unpaid order's reservation ends, its buyer is reminded once
 * (src/features/orders/payments/order-mail.ts). Runs with the expiry sweep; returns how many reminders were queued.
 */
export async function remindReservationsEnding(payload: Payload, now: Date): Promise<number> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { status: { equals: 'unpaid' } },
        { reservedUntil: { greater_than: now.toISOString() } },
        { reservedUntil: { less_than_equal: new Date(now.getTime() + DAY_MS).toISOString() } },
      ],
    },
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  let queued = 0
  for (const order of docs) if (await queueOrderMail(payload, order.id, 'reminder', { now })) queued++
  return queued
}

/**
 * Invalidates every unpaid order of a tier with a reason (the tier's price changed, it went offline, it was upgraded).
 */
export async function invalidateUnpaidOrdersOfTier(
  payload: Payload,
  tierCode: string,
  reason: OrderInvalidReason,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'unpaid' } }, { tierCode: { equals: tierCode } }] },
    limit: 10_000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const order of docs) await markInvalid(payload, order.id, reason, req)
  return docs.length
}

/**
 * What a paid order grants (SPEC §4): the member's level is raised to the tier's, the tier's datasets are added to
 * `customs_data_source`, and the service runs at least a year from payment (a later end date is kept).
 */
export async function grantPackage(payload: Payload, order: Order, req?: Partial<PayloadRequest>): Promise<void> {
  const tier = tierOfCode(order.tierCode)
  if (tier === null) return
  const member = (await payload.findByID({
    collection: 'members',
    id: memberIdOf(order),
    depth: 0,
    overrideAccess: true,
    req,
  })) as Member
  const paidAt = order.paidAt ? new Date(order.paidAt) : new Date()
  const yearEnd = addMonths(paidAt, 12)
  const currentEnd = member.serviceExpiresAt ? new Date(member.serviceExpiresAt) : null
  // Idempotent: granting the same order twice changes nothing (level is a maximum, datasets a union).
  const serviceEnd = currentEnd && currentEnd.getTime() > yearEnd.getTime() ? currentEnd : yearEnd
  await payload.update({
    collection: 'members',
    id: member.id,
    overrideAccess: true,
    req,
    data: {
      membership: membershipAfterPurchase(member.membership, tier),
      customs_data_source: datasetFlagsAfterPurchase(member.customs_data_source, tier),
      serviceExpiresAt: serviceEnd.toISOString(),
    },
  })
}

/** The money received by bank transfer for an order, in its currency. */
export function receivedOf(order: { transfers?: Order['transfers'] }): number {
  return (
    (order.transfers ?? []).reduce((sum, transfer) => sum + Math.round(Number(transfer.amount ?? 0) * 100), 0) / 100
  )
}

/** The order as the public API shows it to its owner. */
export function publicOrder(order: Order, tierName?: string | null) {
  return {
    id: order.id,
    status: order.status,
    invalidReason: order.invalidReason ?? null,
    amount: order.amount,
    currency: order.currency,
    packageCode: order.tierCode,
    packageName: tierName ?? order.tierCode,
    method: order.method ?? null,
    reservedUntil: order.reservedUntil,
    paidAt: order.paidAt ?? null,
    // Bank transfers recorded so far and what is still to pay (a part payment); 0 and null when none.
    received: receivedOf(order),
    outstanding:
      order.status === 'unpaid' && receivedOf(order) > 0
        ? Math.max(0, Math.round((order.amount - receivedOf(order)) * 100) / 100)
        : null,
    // What was refunded so far (PayPal refunds recorded on the order); 0 when none.
    refunded: refundedOf(order),
    createdAt: order.createdAt,
    // The receipt's number once paid; its PDF is GET /pay/invoice/{id}.
    invoiceNumber: order.invoice?.number ?? null,
  }
}
export type PublicOrder = ReturnType<typeof publicOrder>

/** How many orders "My orders" lists (newest first); a member has a handful, this bounds the page. */
export const MY_ORDERS_LIMIT = 100

/**
 * "My orders" on the sites: the member's own orders, newest first, each settled to its state now (an
 * unpaid order past its reservation reads invalid), with the package's name in the visitor's language. Only orders
 * whose member is `memberId`: nobody else's, whatever the access rules of the caller.
 */
export async function memberOrders(
  payload: Payload,
  memberId: number,
  now: Date,
  locale?: Locale,
): Promise<PublicOrder[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { member: { equals: memberId } },
    sort: '-createdAt',
    limit: MY_ORDERS_LIMIT,
    depth: 0,
    overrideAccess: true,
  })
  const tiers = await payload
    .find({ collection: 'package-tiers', locale, limit: 100, depth: 0, overrideAccess: true, pagination: false })
    .then((found) => new Map<string, string>(found.docs.map((tier) => [tier.code, tier.name])))
    .catch(() => new Map<string, string>())
  const orders: PublicOrder[] = []
  for (const found of docs as Order[]) {
    if (memberIdOf(found) !== memberId) continue
    const order = await refreshOrder(payload, found, now)
    orders.push(publicOrder(order, tiers.get(order.tierCode)))
  }
  return orders
}

/**
 * Refunds. The staff who manage orders (editors and administrators) refund a paid PayPal order, in full or in part,
 * or record the refund of a bank-transfer order they sent back from the bank, from the order in the admin
 * (src/features/orders/admin/RefundButton.tsx → POST /api/orders/{id}/refund with an amount and a reason). PayPal's captures refund API moves the money; the order keeps each refund (amount, reason,
 * who, when, PayPal's refund id) and becomes `partially-refunded` or `refunded`. A refund PayPal reports on its own
 * (one made in PayPal's dashboard) is recorded by the webhook through `recordRefund` too, marked as PayPal's.
 *
 * Retries and double clicks refund once: the form sends one key per confirmed refund, the PayPal-Request-Id is made
 * of the order and that key, so the same request sent again gets PayPal's first answer, and a refund id already on the
 * order is not added twice.
 */
import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { isEditorOrAdmin } from '../../../cms/access'
import { refundedOf } from '../../../domain/orders'
import { say } from '../../../i18n/catalogue'
import { REFUND_MESSAGES as MESSAGES } from '../../../i18n/messages/refund'
import type { Order } from '../../../payload-types'
import { queueOrderMail } from './order-mail'
import type { PaymentDeps } from './handlers'
import { paypalFromEnv, PaypalError } from './paypal'

type Lang = 'zh' | 'en' | 'ru'

export class RefundRefused extends Error {
  constructor(
    readonly status: number,
    readonly key: keyof (typeof MESSAGES)['zh'],
    readonly params: Record<string, string> = {},
  ) {
    super(key)
  }
  messageIn(lang: Lang): string {
    return say(MESSAGES, lang, this.key, this.params)
  }
}

const cents = (amount: number) => Math.round(amount * 100)

/** What is left to refund of an order, in its currency's units. */
export function refundableOf(order: Pick<Order, 'amount' | 'refunds'>): number {
  return Math.max(0, cents(order.amount) - cents(refundedOf(order))) / 100
}

type NewRefund = {
  amount: number
  reason: string
  providerRefundId: string
  source: 'admin' | 'paypal' | 'bank'
  by?: number | null
  at: string
  valueDate?: string | null
  bankReference?: string | null
}

/**
 * Adds a refund to an order once (by PayPal's refund id) and moves its status: nothing left to refund → refunded,
 * else partially-refunded. Returns the order as stored.
 */
export async function recordRefund(
  payload: Payload,
  orderId: number,
  refund: NewRefund,
  req?: Partial<PayloadRequest>,
): Promise<Order> {
  // One read-modify-write of an order's refund list at a time in this process: two refunds finishing together must
  // both be kept. Across instances PayPal's PAYMENT.CAPTURE.REFUNDED webhook adds any refund a race dropped.
  const previous = recording.get(orderId) ?? Promise.resolve()
  const mine = previous.catch(() => {}).then(() => appendRefund(payload, orderId, refund, req))
  const tail = mine.catch(() => {})
  recording.set(orderId, tail)
  void tail.then(() => {
    if (recording.get(orderId) === tail) recording.delete(orderId)
  })
  return mine
}

const recording = new Map<number, Promise<unknown>>()

async function appendRefund(
  payload: Payload,
  orderId: number,
  refund: NewRefund,
  req?: Partial<PayloadRequest>,
): Promise<Order> {
  const current = (await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    req,
  })) as Order
  if ((current.refunds ?? []).some((existing) => existing.providerRefundId === refund.providerRefundId)) return current
  const refunds = [...(current.refunds ?? []), refund]
  const left = refundableOf({ amount: current.amount, refunds })
  const updated = (await payload.update({
    collection: 'orders',
    id: orderId,
    overrideAccess: true,
    req,
    data: { refunds, status: left === 0 ? 'refunded' : 'partially-refunded' },
  })) as Order
  // The buyer is told of each refund once (src/features/orders/payments/order-mail.ts).
  await queueOrderMail(payload, orderId, 'refunded', { refundId: refund.providerRefundId, req })
  return updated
}

export async function refundOrder(
  deps: Pick<PaymentDeps, 'payload' | 'paypal' | 'now'>,
  input: {
    orderId: number
    amount: unknown
    reason: unknown
    userId: number
    requestId?: unknown
    valueDate?: unknown
    reference?: unknown
  },
  req?: Partial<PayloadRequest>,
): Promise<Order> {
  const order = (await deps.payload.findByID({
    collection: 'orders',
    id: input.orderId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Order | null
  if (!order) throw new RefundRefused(404, 'notFound')
  const bank = order.method === 'bank-transfer'
  if (
    (order.status !== 'paid' && order.status !== 'partially-refunded') ||
    (!bank && (order.method !== 'paypal' || !order.captureId))
  )
    throw new RefundRefused(400, 'notRefundable')
  const amount = typeof input.amount === 'string' ? Number(input.amount) : input.amount
  if (
    typeof amount !== 'number' ||
    !Number.isFinite(amount) ||
    amount <= 0 ||
    Math.abs(cents(amount) - amount * 100) > 1e-6
  )
    throw new RefundRefused(400, 'amount')
  const left = refundableOf(order)
  if (cents(amount) > cents(left))
    throw new RefundRefused(400, 'tooMuch', { left: `${left.toFixed(2)} ${order.currency}` })
  const reason = typeof input.reason === 'string' ? input.reason.trim() : ''
  if (reason === '' || reason.length > 500) throw new RefundRefused(400, 'reason')
  if (bank) {
    // Staff send the money back from the bank and record the transfer here: its value date dates the refund.
    const valueDate = typeof input.valueDate === 'string' ? input.valueDate.trim() : ''
    const day = /^\d{4}-\d{2}-\d{2}$/.test(valueDate) ? new Date(`${valueDate}T00:00:00.000Z`) : null
    if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== valueDate || day > deps.now())
      throw new RefundRefused(400, 'valueDate')
    const reference = typeof input.reference === 'string' ? input.reference.trim() : ''
    if (reference === '' || reference.length > 100) throw new RefundRefused(400, 'reference')
    return recordRefund(
      deps.payload,
      order.id,
      {
        amount,
        reason,
        providerRefundId: `bank-${reference}`,
        source: 'bank',
        by: input.userId,
        at: deps.now().toISOString(),
        valueDate: day.toISOString(),
        bankReference: reference,
      },
      req,
    )
  }
  const paypal = deps.paypal()
  if (!paypal) throw new RefundRefused(503, 'unavailable')
  // The admin's form sends a key of its own per confirmed refund: a double click or a retry sends the same key, PayPal
  // answers with the refund it already made, and `recordRefund` keeps it once. Without a key: the refund's number.
  const key =
    typeof input.requestId === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(input.requestId)
      ? input.requestId
      : `${(order.refunds ?? []).length + 1}-${cents(amount)}`
  let refund
  try {
    refund = await paypal.client.refundCapture(
      order.captureId!,
      { amount, currency: order.currency, note: reason },
      `order-${order.id}-refund-${key}`,
    )
  } catch (error) {
    if (error instanceof PaypalError && error.status >= 400 && error.status < 500)
      throw new RefundRefused(400, 'paypal', { message: error.issue ?? error.message })
    throw error
  }
  return recordRefund(
    deps.payload,
    order.id,
    {
      amount: Number(refund.amount?.value ?? amount),
      reason,
      providerRefundId: refund.id,
      source: 'admin',
      by: input.userId,
      at: deps.now().toISOString(),
    },
    req,
  )
}

const langOf = (req: PayloadRequest): Lang => {
  const language = req.i18n?.language
  return language === 'en' || language === 'ru' ? language : 'zh'
}

/**
 * POST /api/orders/{id}/refund `{ amount, reason }` (a bank-transfer order also `{ valueDate, reference }` of the
 * refund transfer): editors and administrators only. Each refund issues its credit note (order-hooks.ts).
 */
export const refundEndpoint: Endpoint = {
  path: '/:id/refund',
  method: 'post',
  handler: async (req) => {
    const lang = langOf(req)
    const answer = (status: number, body: unknown) =>
      Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })
    if (!isEditorOrAdmin(req.user))
      return answer(req.user ? 403 : 401, { errors: [{ message: MESSAGES[lang].forbidden }] })
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) return answer(404, { errors: [{ message: MESSAGES[lang].notFound }] })
    let body: { amount?: unknown; reason?: unknown; requestId?: unknown; valueDate?: unknown; reference?: unknown } = {}
    try {
      body = (await req.json?.()) ?? {}
    } catch {
      return answer(400, { errors: [{ message: MESSAGES[lang].amount }] })
    }
    try {
      const order = await refundOrder(
        { payload: req.payload, paypal: paypalFromEnv(), now: () => new Date() },
        {
          orderId: id,
          amount: body.amount,
          reason: body.reason,
          requestId: body.requestId,
          valueDate: body.valueDate,
          reference: body.reference,
          userId: req.user!.id as number,
        },
      )
      req.payload.logger.info(
        { order: id, amount: body.amount, by: req.user!.id, status: order.status },
        'order refunded',
      )
      return answer(200, { doc: order, message: order.status })
    } catch (error) {
      if (error instanceof RefundRefused) {
        req.payload.logger.info({ order: id, refused: error.key, by: req.user!.id }, 'refund refused')
        return answer(error.status, { errors: [{ message: error.messageIn(lang) }] })
      }
      throw error
    }
  },
}

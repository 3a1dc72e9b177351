/**
 * POST /pay/paypal/webhook: PayPal's events about our orders. Every delivery is verified with PayPal's
 * verify-webhook-signature API against PAYPAL_WEBHOOK_ID before anything is read from it; PayPal's signature covers
 * the transmission id, time, webhook id and the body, so an unsigned or forged event, one for another webhook or
 * one replayed with another body is refused with a 4xx and changes nothing. Answers are HTTP statuses (PayPal retries
 * anything but 2xx): 200 handled or ignored, 400 unreadable/refused, 503 when we cannot tell (PayPal retries later).
 *
 * Each verified event is stored (collection `payment-events`: id, type, order, outcome, deliveries) before it is
 * applied, so staff see what PayPal sent and what it did.
 *
 * Idempotent by construction: an approved order is captured with the same PayPal-Request-Id as the buyer's page, and
 * an order is settled only while unpaid, so a duplicate event or the webhook racing the browser changes it once.
 */
import type { PaymentDeps } from './handlers'
import { recordRefund } from './refund'
import { captureIdempotently, settleFromPaypal, type Settlement } from './settle'
import type { Order } from '../../../payload-types'
import { environment } from '../../../settings'

const MAX_BODY = 64 * 1024

interface PaypalEvent {
  id?: string
  event_type?: string
  resource?: {
    id?: string
    status?: string
    amount?: { currency_code?: string; value?: string }
    supplementary_data?: { related_ids?: { order_id?: string } }
  }
}

export type WebhookOutcome = Settlement | 'ignored' | 'unknown-order' | 'noted' | 'refunded'

const plain = (status: number, text: string) =>
  new Response(JSON.stringify({ status, message: text }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })

export function webhookIdFromEnv(env: Partial<Record<string, string | undefined>> = environment()): string | null {
  return env.PAYPAL_WEBHOOK_ID?.trim() || null
}

async function orderOfPaypalOrder(deps: PaymentDeps, paypalOrderId: string | undefined): Promise<Order | null> {
  if (!paypalOrderId) return null
  const { docs } = await deps.payload.find({
    collection: 'orders',
    where: { providerOrderId: { equals: paypalOrderId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (docs[0] as Order | undefined) ?? null
}

/** What one verified event does to its order. */
export async function applyPaypalEvent(deps: PaymentDeps, event: PaypalEvent): Promise<WebhookOutcome> {
  const paypal = deps.paypal()
  if (!paypal) return 'ignored'
  const type = event.event_type ?? ''
  if (type === 'CHECKOUT.ORDER.APPROVED') {
    const order = await orderOfPaypalOrder(deps, event.resource?.id)
    if (!order) return 'unknown-order'
    if (order.status !== 'unpaid') return order.status === 'paid' ? 'already-paid' : 'not-payable'
    const captured = await captureIdempotently(paypal.client, order)
    return (await settleFromPaypal(deps.payload, order, captured, deps.now())).outcome
  }
  if (type.startsWith('PAYMENT.CAPTURE.')) {
    const order = await orderOfPaypalOrder(deps, event.resource?.supplementary_data?.related_ids?.order_id)
    if (!order) return 'unknown-order'
    if (type === 'PAYMENT.CAPTURE.COMPLETED') {
      if (order.status !== 'unpaid') return order.status === 'paid' ? 'already-paid' : 'not-payable'
      // Never trust the event's body for money: PayPal's own view of the order decides.
      const current = await paypal.client.getOrder(order.providerOrderId!)
      return (await settleFromPaypal(deps.payload, order, current, deps.now())).outcome
    }
    if (type === 'PAYMENT.CAPTURE.REFUNDED') {
      // A refund made at PayPal (its dashboard) or our own admin's, reported back: recorded once by PayPal's refund id.
      const refundId = event.resource?.id
      const value = Number(event.resource?.amount?.value)
      if (!refundId || !Number.isFinite(value) || value <= 0) return 'ignored'
      if ((order.refunds ?? []).some((refund) => refund.providerRefundId === refundId)) return 'noted'
      await recordRefund(deps.payload, order.id, {
        amount: value,
        reason: 'Refunded at PayPal',
        providerRefundId: refundId,
        source: 'paypal',
        by: null,
        at: deps.now().toISOString(),
      })
      return 'refunded'
    }
    if (type === 'PAYMENT.CAPTURE.DENIED' || type === 'PAYMENT.CAPTURE.REVERSED') {
      const line = `PayPal ${type} ${event.resource?.id ?? '?'} (${event.resource?.amount?.value ?? '?'} ${event.resource?.amount?.currency_code ?? ''}), event ${event.id ?? '?'}`
      if ((order.notes ?? '').includes(`event ${event.id}`)) return 'noted'
      await deps.payload.update({
        collection: 'orders',
        id: order.id,
        overrideAccess: true,
        data: { notes: [order.notes, line].filter(Boolean).join('\n') },
      })
      return 'noted'
    }
  }
  return 'ignored'
}

export async function paypalWebhook(
  request: Request,
  deps: PaymentDeps,
  env: Partial<Record<string, string | undefined>> = environment(),
): Promise<Response> {
  const webhookId = webhookIdFromEnv(env)
  const paypal = deps.paypal()
  if (!webhookId || !paypal) return plain(404, 'webhook not configured')
  const raw = await request.text().catch(() => null)
  if (raw === null || raw.length > MAX_BODY) return plain(400, 'unreadable body')
  let event: PaypalEvent
  try {
    event = JSON.parse(raw) as PaypalEvent
  } catch {
    return plain(400, 'not JSON')
  }
  if (!event || typeof event !== 'object' || typeof event.id !== 'string' || typeof event.event_type !== 'string')
    return plain(400, 'not an event')
  const header = (name: string) => request.headers.get(name)?.trim() ?? ''
  const signature = {
    authAlgo: header('paypal-auth-algo'),
    certUrl: header('paypal-cert-url'),
    transmissionId: header('paypal-transmission-id'),
    transmissionSig: header('paypal-transmission-sig'),
    transmissionTime: header('paypal-transmission-time'),
  }
  if (Object.values(signature).some((v) => v === '')) return plain(400, 'unsigned')
  let verified: boolean
  try {
    verified = await paypal.client.verifyWebhookSignature({ ...signature, webhookId, event })
  } catch (error) {
    deps.payload.logger.warn({ err: error }, 'PayPal webhook: verification unavailable')
    return plain(503, 'verification unavailable')
  }
  if (!verified) {
    deps.payload.logger.warn({ paypalEvent: event.id, type: event.event_type }, 'PayPal webhook: signature refused')
    return plain(400, 'signature refused')
  }
  let recordId: number | null = null
  try {
    // Stored first: the event is on record (staff see it) even if applying it fails and PayPal has to retry.
    recordId = await recordEvent(deps, event)
    const outcome = await applyPaypalEvent(deps, event)
    await deps.payload.update({ collection: 'payment-events', id: recordId, overrideAccess: true, data: { outcome } })
    deps.payload.logger.info({ paypalEvent: event.id, type: event.event_type, outcome }, 'PayPal webhook')
    return plain(200, outcome)
  } catch (error) {
    deps.payload.logger.error({ err: error, paypalEvent: event.id }, 'PayPal webhook failed')
    if (recordId !== null) {
      await deps.payload
        .update({
          collection: 'payment-events',
          id: recordId,
          overrideAccess: true,
          data: { outcome: 'failed (PayPal retries)' },
        })
        .catch(() => {})
    }
    return plain(503, 'try again')
  }
}

/** The PayPal order an event is about: the order itself (CHECKOUT.*) or the order of a capture (PAYMENT.CAPTURE.*). */
function paypalOrderIdOf(event: PaypalEvent): string | undefined {
  return event.event_type?.startsWith('PAYMENT.CAPTURE.')
    ? event.resource?.supplementary_data?.related_ids?.order_id
    : event.resource?.id
}

/** Records a verified event once per PayPal event id; a redelivery counts up on the same record. Returns its id. */
async function recordEvent(deps: PaymentDeps, event: PaypalEvent): Promise<number> {
  const now = deps.now().toISOString()
  const find = async () =>
    (
      await deps.payload.find({
        collection: 'payment-events',
        where: { eventId: { equals: event.id } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
  const again = async (existing: { id: number; deliveries?: number | null }) => {
    await deps.payload.update({
      collection: 'payment-events',
      id: existing.id,
      overrideAccess: true,
      data: { deliveries: (existing.deliveries ?? 1) + 1, lastReceivedAt: now },
    })
    return existing.id
  }
  const existing = await find()
  if (existing) return again(existing)
  const order = await orderOfPaypalOrder(deps, paypalOrderIdOf(event))
  try {
    const created = await deps.payload.create({
      collection: 'payment-events',
      overrideAccess: true,
      data: {
        eventId: event.id!,
        type: event.event_type!,
        resourceId: event.resource?.id ?? null,
        order: order?.id ?? null,
        outcome: 'received',
        receivedAt: now,
        lastReceivedAt: now,
      },
    })
    return created.id
  } catch (error) {
    // The same event delivered twice at the same instant: the other delivery stored it (the id is unique).
    const stored = await find()
    if (stored) return again(stored)
    throw error
  }
}

/**
 * POST /pay/paypal/webhook: PayPal's events about our orders (issue 24). Every delivery is verified with PayPal's
 * verify-webhook-signature API against PAYPAL_WEBHOOK_ID before anything is read from it; PayPal's signature covers
 * the transmission id, time, webhook id and the body, so an unsigned or forged event, one for another webhook or
 * one replayed with another body is refused with a 4xx and changes nothing. Answers are HTTP statuses (PayPal retries
 * anything but 2xx): 200 handled or ignored, 400 unreadable/refused, 503 when we cannot tell (PayPal retries later).
 *
 * Idempotent by construction: an approved order is captured with the same PayPal-Request-Id as the buyer's page, and
 * an order is settled only while unpaid, so a duplicate event or the webhook racing the browser changes it once.
 */
import type { PaymentDeps } from './handlers'
import { captureIdempotently, settleFromPaypal, type Settlement } from './settle'
import type { Order } from '../payload-types'

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

export type WebhookOutcome = Settlement | 'ignored' | 'unknown-order' | 'noted'

const plain = (status: number, text: string) =>
  new Response(JSON.stringify({ status, message: text }), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } })

export function webhookIdFromEnv(env: Partial<Record<string, string | undefined>> = process.env): string | null {
  return env.PAYPAL_WEBHOOK_ID?.trim() || null
}

async function orderOfPaypalOrder(deps: PaymentDeps, paypalOrderId: string | undefined): Promise<Order | null> {
  if (!paypalOrderId) return null
  const { docs } = await deps.payload.find({ collection: 'orders', where: { providerOrderId: { equals: paypalOrderId } }, limit: 1, depth: 0, overrideAccess: true })
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
    if (type === 'PAYMENT.CAPTURE.DENIED' || type === 'PAYMENT.CAPTURE.REVERSED' || type === 'PAYMENT.CAPTURE.REFUNDED') {
      const line = `PayPal ${type} ${event.resource?.id ?? '?'} (${event.resource?.amount?.value ?? '?'} ${event.resource?.amount?.currency_code ?? ''}), event ${event.id ?? '?'}`
      if ((order.notes ?? '').includes(`event ${event.id}`)) return 'noted'
      await deps.payload.update({ collection: 'orders', id: order.id, overrideAccess: true, data: { notes: [order.notes, line].filter(Boolean).join('\n') } })
      return 'noted'
    }
  }
  return 'ignored'
}

export async function paypalWebhook(request: Request, deps: PaymentDeps, env: Partial<Record<string, string | undefined>> = process.env): Promise<Response> {
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
  if (!event || typeof event !== 'object' || typeof event.id !== 'string' || typeof event.event_type !== 'string') return plain(400, 'not an event')
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
    deps.payload.logger.warn({ event: event.id, type: event.event_type }, 'PayPal webhook: signature refused')
    return plain(400, 'signature refused')
  }
  try {
    const outcome = await applyPaypalEvent(deps, event)
    deps.payload.logger.info({ event: event.id, type: event.event_type, outcome }, 'PayPal webhook')
    return plain(200, outcome)
  } catch (error) {
    deps.payload.logger.error({ err: error, event: event.id }, 'PayPal webhook failed')
    return plain(503, 'try again')
  }
}

/**
 * A local PayPal-compatible server (Orders v2 and OAuth, the calls src/features/orders/payments/paypal.ts makes) for
 * the integration and end-to-end tests. Orders are approved at once (there is no buyer window here); a test can make
 * the next capture decline or capture a different amount, and read how many captures reached "PayPal".
 *
 * Webhooks as PayPal sends them: once told where (`sendWebhooksTo`, the app's /pay/paypal/webhook), the fake delivers
 * a signed `CHECKOUT.ORDER.APPROVED` shortly after each approval, with PayPal's transmission headers, and delivers
 * again after a non-2xx answer or a network error (PayPal retries for days; the fake a few times, quickly). A test
 * can make deliveries get lost on the way (`loseWebhooks`) and read every delivery (`deliveries`).
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_PAYPAL_CLIENT_ID = 'fake-paypal-client'
export const FAKE_PAYPAL_CLIENT_SECRET = 'fake-paypal-secret'
export const FAKE_PAYPAL_WEBHOOK_ID = 'FAKE-WEBHOOK-1'
/**
 * The fake's signing key: PayPal signs with its certificate; the fake with an HMAC only it knows (tests never verify
 * locally).
 */
const SIGNING_KEY = 'fake-paypal-webhook-signing-key'

function signatureOf(transmissionId: string, time: string, webhookId: string, body: string): string {
  const digest = createHash('sha256').update(body).digest('hex')
  return createHmac('sha256', SIGNING_KEY).update(`${transmissionId}|${time}|${webhookId}|${digest}`).digest('base64')
}

/** A webhook delivery as PayPal sends it: the JSON body and the transmission headers that sign it. */
export interface SignedWebhook {
  body: string
  headers: Record<string, string>
}

/**
 * Signs an event for a webhook id (PayPal's own for the app by default), as PayPal would deliver it. A test that plays
 * a forger passes a key of its own (`signingKey`): the signature looks the same and PayPal refuses it.
 */
export function signWebhook(
  event: Record<string, unknown>,
  webhookId = FAKE_PAYPAL_WEBHOOK_ID,
  signingKey = SIGNING_KEY,
): SignedWebhook {
  const body = JSON.stringify(event)
  const transmissionId = randomUUID()
  const time = new Date().toISOString()
  const digest = createHash('sha256').update(body).digest('hex')
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-FAKE',
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': time,
      'paypal-transmission-sig':
        signingKey === SIGNING_KEY
          ? signatureOf(transmissionId, time, webhookId, body)
          : createHmac('sha256', signingKey)
              .update(`${transmissionId}|${time}|${webhookId}|${digest}`)
              .digest('base64'),
    },
  }
}

/** One event "PayPal" delivered (or lost): the signed request and each attempt's HTTP status (0: no answer). */
export interface WebhookDelivery extends SignedWebhook {
  eventId: string
  type: string
  /** The PayPal order the event is about. */
  paypalOrderId: string
  statuses: number[]
  /** Answered 2xx. */
  delivered: boolean
  /** Dropped on the way: never reached the app. */
  lost: boolean
}

interface StoredOrder {
  id: string
  status: string
  reference: string
  amount: { currency_code: string; value: string }
  capture?: {
    id: string
    status: string
    amount: { currency_code: string; value: string }
    seller_receivable_breakdown?: Record<string, { currency_code: string; value: string }>
  }
  /** Cents refunded of the capture so far. */
  refundedCents?: number
}

export interface FakePaypal {
  url: string
  /** Captures that PayPal performed (a replay with the same request id is not a new capture). */
  captures: number
  /** Calls of verify-webhook-signature. */
  verifications: number
  /** Refunds PayPal made (a replay with the same request id is not a new refund). */
  refunds: number
  declineNextCapture(): void
  captureAmountNext(value: string): void
  /** Where webhook events go (the app's /pay/paypal/webhook); null (the default): none are sent. */
  sendWebhooksTo(url: string | null): void
  /** The next `count` deliveries are lost on the way (recorded, never sent). */
  loseWebhooks(count?: number): void
  /**
   * The next verify-webhook-signature call fails (500), as PayPal's API sometimes does: the app answers 503, PayPal
   * retries.
   */
  failNextVerification(): void
  /** Every delivery so far, oldest first. */
  deliveries: WebhookDelivery[]
  /** Resolves once no delivery is waiting or retrying. */
  webhooksSettled(): Promise<void>
  close(): Promise<void>
}

/**
 * How soon after an approval PayPal delivers its event (the app has stored the PayPal order by then), and how long
 * between attempts (doubling).
 */
const WEBHOOK_DELAY_MS = 1000
const WEBHOOK_RETRY_MS = 500
const WEBHOOK_ATTEMPTS = 5

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => resolve(body))
  })
}

export async function startFakePaypal(port = 0): Promise<FakePaypal> {
  const orders = new Map<string, StoredOrder>()
  const replies = new Map<string, string>()
  let sequence = 0
  let decline = false
  let amountOverride: string | null = null
  const state = { captures: 0, verifications: 0, refunds: 0, failVerification: false }
  const webhooks = {
    url: null as string | null,
    lose: 0,
    inFlight: new Set<Promise<void>>(),
    deliveries: [] as WebhookDelivery[],
    timers: new Set<NodeJS.Timeout>(),
  }
  const later = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        webhooks.timers.delete(timer)
        resolve()
      }, ms)
      webhooks.timers.add(timer)
    })

  /** Delivers an event as PayPal does: signed, after a moment, again on a non-2xx answer or no answer. */
  const emit = (type: string, summary: string, resource: Record<string, unknown>, paypalOrderId: string) => {
    const url = webhooks.url
    if (!url) return
    const event = {
      id: `WH-${randomUUID().toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'checkout-order',
      resource_version: '2.0',
      event_type: type,
      summary,
      resource,
    }
    const delivery: WebhookDelivery = {
      ...signWebhook(event),
      eventId: event.id,
      type,
      paypalOrderId,
      statuses: [],
      delivered: false,
      lost: webhooks.lose > 0,
    }
    webhooks.deliveries.push(delivery)
    if (delivery.lost) {
      webhooks.lose--
      return
    }
    const run = (async () => {
      await later(WEBHOOK_DELAY_MS)
      for (let attempt = 0; attempt < WEBHOOK_ATTEMPTS && !delivery.delivered; attempt++) {
        if (attempt > 0) await later(WEBHOOK_RETRY_MS * 2 ** (attempt - 1))
        const status = await fetch(url, {
          method: 'POST',
          headers: delivery.headers,
          body: delivery.body,
          signal: AbortSignal.timeout(30_000),
        })
          .then(async (response) => (await response.arrayBuffer(), response.status))
          .catch(() => 0)
        delivery.statuses.push(status)
        delivery.delivered = status >= 200 && status < 300
      }
    })()
    webhooks.inFlight.add(run)
    void run.finally(() => webhooks.inFlight.delete(run))
  }

  const view = (order: StoredOrder) => ({
    id: order.id,
    status: order.status,
    purchase_units: [
      {
        reference_id: order.reference,
        amount: order.amount,
        payments: order.capture ? { captures: [order.capture] } : undefined,
      },
    ],
  })

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const body = await readBody(request)
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname === '/v1/oauth2/token' && request.method === 'POST') {
      const expected = `Basic ${Buffer.from(`${FAKE_PAYPAL_CLIENT_ID}:${FAKE_PAYPAL_CLIENT_SECRET}`).toString('base64')}`
      if (request.headers.authorization !== expected) return send(401, { error: 'invalid_client' })
      return send(200, { access_token: 'fake-access-token', token_type: 'Bearer', expires_in: 32400 })
    }
    if (request.headers.authorization !== 'Bearer fake-access-token')
      return send(401, { name: 'AUTHENTICATION_FAILURE' })
    if (url.pathname === '/v1/notifications/verify-webhook-signature' && request.method === 'POST') {
      state.verifications++
      if (state.failVerification) {
        state.failVerification = false
        return send(500, { name: 'INTERNAL_SERVICE_ERROR', message: 'An internal service error has occurred.' })
      }
      const input = JSON.parse(body) as Record<string, unknown>
      const expected = signatureOf(
        String(input.transmission_id),
        String(input.transmission_time),
        String(input.webhook_id),
        JSON.stringify(input.webhook_event),
      )
      const given = Buffer.from(String(input.transmission_sig ?? ''))
      const ok = given.length === Buffer.from(expected).length && timingSafeEqual(given, Buffer.from(expected))
      return send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' })
    }
    if (url.pathname === '/v2/checkout/orders' && request.method === 'POST') {
      const input = JSON.parse(body) as { purchase_units: { reference_id: string; amount: StoredOrder['amount'] }[] }
      const unit = input.purchase_units[0]!
      const order: StoredOrder = {
        id: `FAKE${++sequence}X${Date.now().toString(36).toUpperCase()}`,
        status: 'APPROVED',
        reference: unit.reference_id,
        amount: unit.amount,
      }
      orders.set(order.id, order)
      // The buyer approves at once here; PayPal tells the app about it through the webhook.
      emit('CHECKOUT.ORDER.APPROVED', 'An order has been approved by buyer', view(order), order.id)
      return send(201, view(order))
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname)
    if (refund && request.method === 'POST') {
      const captured = [...orders.values()].find((o) => o.capture?.id === decodeURIComponent(refund[1]!))
      if (!captured?.capture)
        return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] })
      const requestId = String(request.headers['paypal-request-id'] ?? '')
      const replay = requestId ? replies.get(`refund:${requestId}`) : undefined
      if (replay) return send(201, JSON.parse(replay))
      const input = JSON.parse(body || '{}') as { amount?: { value?: string; currency_code?: string } }
      const cents = Math.round(Number(input.amount?.value ?? captured.capture.amount.value) * 100)
      const capturedCents = Math.round(Number(captured.capture.amount.value) * 100)
      const already = captured.refundedCents ?? 0
      if (!(cents > 0) || already + cents > capturedCents) {
        return send(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }],
          message: 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        })
      }
      captured.refundedCents = already + cents
      state.refunds++
      const reply = {
        id: `REF${state.refunds}X${Date.now().toString(36).toUpperCase()}`,
        status: 'COMPLETED',
        amount: { currency_code: captured.capture.amount.currency_code, value: (cents / 100).toFixed(2) },
      }
      if (requestId) replies.set(`refund:${requestId}`, JSON.stringify(reply))
      return send(201, reply)
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname)
    const order = match ? orders.get(decodeURIComponent(match[1]!)) : undefined
    if (!match || !order) return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] })
    if (!match[2] && request.method === 'GET') return send(200, view(order))
    if (match[2] && request.method === 'POST') {
      const requestId = String(request.headers['paypal-request-id'] ?? '')
      const replay = requestId ? replies.get(`${order.id}:${requestId}`) : undefined
      if (replay) return send(201, JSON.parse(replay))
      if (order.capture)
        return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] })
      if (decline) {
        decline = false
        return send(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'INSTRUMENT_DECLINED' }],
          message: 'The instrument presented was declined.',
        })
      }
      state.captures++
      const value = amountOverride ?? order.amount.value
      // PayPal's fee as its sandbox states it: 3.49 % + 0.49 of the captured amount.
      const feeCents = Math.round(Number(value) * 100 * 0.0349) + 49
      const money = (cents: number) => ({ currency_code: order.amount.currency_code, value: (cents / 100).toFixed(2) })
      order.capture = {
        id: `CAP${sequence}${state.captures}`,
        status: 'COMPLETED',
        amount: { currency_code: order.amount.currency_code, value },
        seller_receivable_breakdown: {
          gross_amount: money(Math.round(Number(value) * 100)),
          paypal_fee: money(feeCents),
          net_amount: money(Math.round(Number(value) * 100) - feeCents),
        },
      }
      amountOverride = null
      order.status = 'COMPLETED'
      const reply = view(order)
      if (requestId) replies.set(`${order.id}:${requestId}`, JSON.stringify(reply))
      return send(201, reply)
    }
    return send(405, { name: 'METHOD_NOT_SUPPORTED' })
  })

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}`,
    get captures() {
      return state.captures
    },
    get verifications() {
      return state.verifications
    },
    get refunds() {
      return state.refunds
    },
    declineNextCapture: () => {
      decline = true
    },
    captureAmountNext: (value) => {
      amountOverride = value
    },
    sendWebhooksTo: (url) => {
      webhooks.url = url
    },
    loseWebhooks: (count = 1) => {
      webhooks.lose = count
    },
    failNextVerification: () => {
      state.failVerification = true
    },
    get deliveries() {
      return webhooks.deliveries
    },
    webhooksSettled: async () => {
      while (webhooks.inFlight.size > 0) await Promise.all([...webhooks.inFlight])
    },
    close: () => {
      for (const timer of webhooks.timers) clearTimeout(timer)
      webhooks.url = null
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * A small typed client for PayPal's Orders v2 REST API (OAuth client credentials, create, capture, get), over
 * `fetch`. DESIGN.md names `@paypal/paypal-server-sdk`; it is not installed here, and these four calls are all the
 * payment flow needs. PAYPAL_API_BASE (default: the sandbox) may point at any PayPal-compatible server, which is how
 * the tests run it.
 */
import { environment } from '../../../settings'

export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com'

export interface PaypalConfig {
  apiBase: string
  clientId: string
  clientSecret: string
}

/** The PayPal credentials from the environment, or null when PayPal is not configured (bank transfer only). */
export function paypalConfig(env: Partial<Record<string, string | undefined>> = environment()): PaypalConfig | null {
  const clientId = env.PAYPAL_CLIENT_ID?.trim()
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim()
  if (!clientId || !clientSecret) return null
  return { apiBase: (env.PAYPAL_API_BASE?.trim() || PAYPAL_SANDBOX_API).replace(/\/+$/, ''), clientId, clientSecret }
}

/**
 * How the payment page takes a PayPal payment: `sdk` (PayPal's JS button, the buyer approves in PayPal's window)
 * against PayPal itself; `direct` (create then capture from our own button) against a PayPal-compatible server of
 * a test setup, which approves by itself; `off` without credentials. `direct` against real PayPal would only fail
 * at capture (an unapproved order cannot be captured), so the choice is a convenience, never a hole.
 */
export type PaypalCheckoutMode = 'sdk' | 'direct' | 'off'

export function paypalCheckoutMode(config: PaypalConfig | null): PaypalCheckoutMode {
  if (!config) return 'off'
  return /(^|\.)paypal\.com$/i.test(new URL(config.apiBase).hostname) ? 'sdk' : 'direct'
}

export interface PaypalMoney {
  currency_code: string
  value: string
}

export interface PaypalCapture {
  id: string
  status: string
  amount?: PaypalMoney
  /** What PayPal kept and what reached the seller. */
  seller_receivable_breakdown?: { gross_amount?: PaypalMoney; paypal_fee?: PaypalMoney; net_amount?: PaypalMoney }
}

export interface PaypalOrder {
  id: string
  status: string
  purchase_units?: {
    reference_id?: string
    custom_id?: string
    amount?: PaypalMoney
    payments?: { captures?: PaypalCapture[] }
  }[]
}

export interface PaypalRefund {
  id: string
  status: string
  amount?: PaypalMoney
}

/** A refusal from PayPal: HTTP status, PayPal's error name and the first detail's issue (e.g. INSTRUMENT_DECLINED). */
export class PaypalError extends Error {
  /** Whose answer this is, for the log (src/server/log.ts `remoteFailure`): PayPal's, not a defect of ours. */
  readonly remote = 'paypal'

  constructor(
    readonly status: number,
    readonly name: string,
    readonly issue: string | null,
    message: string,
  ) {
    super(message)
  }
}

/** US dollars as PayPal writes them: two decimals. */
export function paypalAmount(amount: number): string {
  return amount.toFixed(2)
}

/** The first capture of an order, if it has one. */
export function captureOf(order: PaypalOrder): PaypalCapture | null {
  return order.purchase_units?.[0]?.payments?.captures?.[0] ?? null
}

export interface PaypalClient {
  createOrder(input: {
    referenceId: string
    amount: number
    currency: string
    description?: string
  }): Promise<PaypalOrder>
  captureOrder(paypalOrderId: string, requestId: string): Promise<PaypalOrder>
  getOrder(paypalOrderId: string): Promise<PaypalOrder>
  /**
   * Refunds part or all of a capture (Payments v2); the same request id returns the same refund, never a second one.
   */
  refundCapture(
    captureId: string,
    input: { amount: number; currency: string; note: string },
    requestId: string,
  ): Promise<PaypalRefund>
  /** PayPal's verify-webhook-signature: true only when PayPal answers SUCCESS for this event, webhook and headers. */
  verifyWebhookSignature(input: WebhookSignature & { webhookId: string; event: unknown }): Promise<boolean>
}

/** The transmission headers PayPal signs a webhook delivery with. */
export interface WebhookSignature {
  authAlgo: string
  certUrl: string
  transmissionId: string
  transmissionSig: string
  transmissionTime: string
}

export function createPaypalClient(config: PaypalConfig, doFetch: typeof fetch = fetch): PaypalClient {
  let token: { value: string; expiresAt: number } | null = null

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value
    const response = await doFetch(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string
      expires_in?: number
      error?: string
    }
    if (!response.ok || !body.access_token) {
      throw new PaypalError(
        response.status,
        body.error ?? 'AUTHENTICATION_FAILURE',
        null,
        'PayPal refused the credentials',
      )
    }
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000 }
    return token.value
  }

  async function call<T = PaypalOrder>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<T> {
    const response = await doFetch(`${config.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const parsed = (await response.json().catch(() => ({}))) as T & {
      name?: string
      message?: string
      details?: { issue?: string }[]
    }
    if (!response.ok) {
      throw new PaypalError(
        response.status,
        parsed.name ?? 'UNKNOWN',
        parsed.details?.[0]?.issue ?? null,
        parsed.message ?? response.statusText,
      )
    }
    return parsed
  }

  return {
    createOrder: ({ referenceId, amount, currency, description }) =>
      call('POST', '/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: referenceId,
            custom_id: referenceId,
            description,
            amount: { currency_code: currency, value: paypalAmount(amount) },
          },
        ],
      }),
    captureOrder: (id, requestId) =>
      call('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {}, requestId),
    getOrder: (id) => call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`),
    refundCapture: (captureId, { amount, currency, note }, requestId) =>
      call<PaypalRefund>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        // PayPal keeps the note for the buyer to at most 255 characters.
        { amount: { currency_code: currency, value: paypalAmount(amount) }, note_to_payer: note.slice(0, 255) },
        requestId,
      ),
    verifyWebhookSignature: async ({
      webhookId,
      event,
      authAlgo,
      certUrl,
      transmissionId,
      transmissionSig,
      transmissionTime,
    }) => {
      const answer = await call<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        {
          auth_algo: authAlgo,
          cert_url: certUrl,
          transmission_id: transmissionId,
          transmission_sig: transmissionSig,
          transmission_time: transmissionTime,
          webhook_id: webhookId,
          webhook_event: event,
        },
      )
      return answer.verification_status === 'SUCCESS'
    },
  }
}

/** PayPal for the code that needs it: a client and how the page checks out, or null when PayPal is not configured. */
export type PaypalSource = () => { client: PaypalClient; mode: PaypalCheckoutMode; clientId: string } | null

export function paypalFromEnv(env: Partial<Record<string, string | undefined>> = environment()): PaypalSource {
  return () => {
    const config = paypalConfig(env)
    return config
      ? { client: createPaypalClient(config), mode: paypalCheckoutMode(config), clientId: config.clientId }
      : null
  }
}

/**
 * The public payment calls (SPEC §7) as functions of a Request and their dependencies (Payload, the clock, PayPal),
 * so the route handlers stay one line and the integration tests drive the same code with a clock they control and a
 * local PayPal-compatible server.
 */
import type { Payload } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { z } from 'zod'

import { answerImageCode } from '../../forms/captcha/answer'
import { captchaCookieOf, clearCaptchaCookieHeader } from '../../forms/captcha/token'
import { siteUserOfHeaders } from '../../../data/identity'
import { validationMessage, purchaseFormSchema } from '../../../domain/validation'
import { CONSENT_REQUIRED, consentRecord, isConsentGiven } from '../../../domain/consent'
import { isCountryCode, isTaxIdOf } from '../../../domain/orders'
import { currentPrivacyVersion } from '../../forms/api/consent'
import type { Locale } from '../../../domain/locale'
import { failure, refusalMessage, success } from '../../../http/answer'
import { endpoint } from '../../../http/frame'
import type { Order } from '../../../payload-types'
import { clientAddress } from '../../../server/client-address'
import { spend } from '../../../http/limits'
import { PAYMENT_CODES, paymentMessage } from './messages'
import {
  canViewOrder,
  findOrder,
  MAX_UNPAID_ORDERS,
  memberOrders,
  placeOrder,
  publicOrder,
  refreshOrder,
  viewerOf,
  type Viewer,
} from './orders'
import { tierNameOf } from './tier-name'
import { captureIdempotently, settleFromPaypal } from './settle'
import { paypalAmount, PaypalError, paypalFromEnv, type PaypalOrder, type PaypalSource } from './paypal'

export interface PaymentDeps {
  payload: Payload
  now: () => Date
  /** The PayPal client and how the page should check out; null when PayPal is not configured. */
  paypal: PaypalSource
}

export { paypalFromEnv }

/** The dependencies, or a function that makes them (the route handlers: Payload starts inside the frame). */
export type PaymentDepsSource = PaymentDeps | (() => Promise<PaymentDeps>)

const depsOf = (source: PaymentDepsSource): Promise<PaymentDeps> =>
  typeof source === 'function' ? source() : Promise.resolve(source)

/** Who is asking; the database unreachable is a 60007 (DatabaseUnavailable), not a guest. */
async function viewerOfRequest(payload: Payload, request: Request): Promise<Viewer> {
  return viewerOf(await siteUserOfHeaders(payload, request.headers))
}

function orderIdOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return /^\d{1,15}$/.test(text) ? Number(text) : null
}

/** The order for its owner (or staff), settled to its current state; else the refusal answer. */
async function ownedOrder(
  deps: PaymentDeps,
  request: Request,
  id: number | null,
  locale: Locale,
): Promise<{ order: Order; viewer: Viewer } | { refusal: Response }> {
  const viewer = await viewerOfRequest(deps.payload, request)
  if (!viewer) return { refusal: failure(PAYMENT_CODES.loginRequired, locale, paymentMessage('loginRequired', locale)) }
  const found = id === null ? null : await findOrder(deps.payload, id)
  if (!found || !canViewOrder(viewer, found)) {
    return { refusal: failure(PAYMENT_CODES.notYours, locale, paymentMessage('notYours', locale)) }
  }
  return { order: await refreshOrder(deps.payload, found, deps.now()), viewer }
}

async function orderView(deps: PaymentDeps, order: Order, locale: Locale) {
  const packageName = await tierNameOf(deps.payload, order.tierCode, locale)
  const paypal = deps.paypal()
  return {
    ...publicOrder(order, packageName),
    checkout: { paypal: paypal?.mode ?? 'off', paypalClientId: paypal?.mode === 'sdk' ? paypal.clientId : null },
  }
}

// ---------------------------------------------------------------------------------------------------------------
// POST /pay/payment
// ---------------------------------------------------------------------------------------------------------------

const optionalText = (max: number) => z.string().trim().max(max).optional().nullable()

/** The package, and for a receipt to a company the optional business fields (the tax id in the country's format). */
const createOrderInput = z
  .object({
    packageCode: z.string().trim().min(1).max(40),
    company: optionalText(200),
    address: optionalText(400),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || isCountryCode(value))
      .optional()
      .nullable(),
    taxId: optionalText(40),
  })
  .refine((input) => !input.taxId || isTaxIdOf(input.country, input.taxId), { path: ['taxId'] })

export const createOrder = endpoint(
  { body: 'json', sameSiteOnly: true },
  async ({ request, body, locale }, source: PaymentDepsSource) => {
    const deps = await depsOf(source)
    const viewer = await viewerOfRequest(deps.payload, request)
    if (viewer?.collection !== 'members')
      return failure(PAYMENT_CODES.loginRequired, locale, paymentMessage('loginRequired', locale))
    const input = createOrderInput.safeParse(body)
    if (!input.success) return failure(PAYMENT_CODES.badInput, locale)
    // Consent to the processing of the buyer's data, recorded on the order.
    if (!isConsentGiven(body.consent)) return failure(PAYMENT_CODES.badInput, locale, CONSENT_REQUIRED[locale])
    const consent = consentRecord(locale, await currentPrivacyVersion(deps.payload, locale), deps.now())
    // Whatever else the body says (an amount, a currency, a member) is ignored: the server's price is the price.
    const { company, address, country, taxId } = input.data
    const buyer = {
      company: company || null,
      address: address || null,
      country: country || null,
      taxId: taxId ? taxId.toUpperCase() : null,
    }
    const placed = await placeOrder(deps.payload, viewer.id, input.data.packageCode, deps.now(), { consent, buyer })
    if (!placed.ok && placed.reason === 'too-many-unpaid') {
      return failure(
        PAYMENT_CODES.tooManyUnpaid,
        locale,
        paymentMessage('tooManyUnpaid', locale, { max: MAX_UNPAID_ORDERS }),
      )
    }
    if (!placed.ok) return failure(PAYMENT_CODES.unknownPackage, locale, paymentMessage('unknownPackage', locale))
    const { id, amount, currency, reservedUntil, status } = publicOrder(placed.order)
    return success({ id, amount, currency, reservedUntil, status })
  },
)

// ---------------------------------------------------------------------------------------------------------------
// GET /public/payment/{id} and GET /public/payment?id=
// ---------------------------------------------------------------------------------------------------------------

/**
 * The order behind a lookup (SPEC §5, §7): an all-digit id is the order number; anything else (query form) is
 * taken as the payment provider's order number, e.g. the `token` PayPal sends a buyer back with.
 */
export const lookupOrder = endpoint(
  {},
  async ({ request, locale }, rawId: string | null, source: PaymentDepsSource) => {
    const text = (rawId ?? '').trim()
    if (text === '' || text.length > 64 || !/^[\x21-\x7e]+$/.test(text)) return failure(PAYMENT_CODES.badInput, locale)
    const deps = await depsOf(source)
    let id = orderIdOf(text)
    if (id === null) {
      const { docs } = await deps.payload.find({
        collection: 'orders',
        where: { providerOrderId: { equals: text } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      id = docs[0]?.id ?? null
    }
    const owned = await ownedOrder(deps, request, id, locale)
    if ('refusal' in owned) return owned.refusal
    return success(await orderView(deps, owned.order, locale))
  },
)

// ---------------------------------------------------------------------------------------------------------------
// GET /pay/orders
// ---------------------------------------------------------------------------------------------------------------

/**
 * "My orders": the logged-in member's own orders, newest first, in the visitor's language. A guest is
 * refused (401, the page shows the log-in link); staff logged in on the site are not members and have none. The
 * answer is personal: `/pay/…` answers carry `Cache-Control: private, no-store` (src/server/answer-headers.ts).
 */
export const listOrders = endpoint({}, async ({ request, locale }, source: PaymentDepsSource) => {
  const deps = await depsOf(source)
  const viewer = await viewerOfRequest(deps.payload, request)
  if (!viewer) return failure(PAYMENT_CODES.loginRequired, locale, paymentMessage('loginRequired', locale))
  const orders = viewer.collection === 'members' ? await memberOrders(deps.payload, viewer.id, deps.now(), locale) : []
  return success({ orders }, { 'cache-control': 'private, no-store' })
})

// ---------------------------------------------------------------------------------------------------------------
// POST /public/paypal and POST /public/paypal/capture
// ---------------------------------------------------------------------------------------------------------------

const REUSABLE_PAYPAL_STATES = new Set(['CREATED', 'SAVED', 'APPROVED', 'PAYER_ACTION_REQUIRED'])

type Payable =
  { refusal: Response } | { order: Order; paypal: NonNullable<ReturnType<PaymentDeps['paypal']>>; locale: Locale }

async function payableOrder(
  request: Request,
  body: Record<string, unknown>,
  locale: Locale,
  deps: PaymentDeps,
): Promise<Payable> {
  const paypal = deps.paypal()
  if (!paypal)
    return { refusal: failure(PAYMENT_CODES.paypalUnavailable, locale, paymentMessage('paypalUnavailable', locale)) }
  const id = orderIdOf(body?.orderId)
  if (id === null) return { refusal: failure(PAYMENT_CODES.badInput, locale) }
  const owned = await ownedOrder(deps, request, id, locale)
  if ('refusal' in owned) return owned
  return { order: owned.order, paypal, locale }
}

function paypalFailure(error: unknown, locale: Locale): Response {
  if (error instanceof PaypalError && error.status === 422) {
    return failure(PAYMENT_CODES.declined, locale, paymentMessage('declined', locale))
  }
  return failure(PAYMENT_CODES.providerError, locale)
}

/** Creates (or reuses) the PayPal order for an unpaid order's amount; answers the PayPal order number. */
export const createPaypalOrder = endpoint(
  { body: 'json', sameSiteOnly: true },
  async ({ request, body, locale: asked }, source: PaymentDepsSource) => {
    const deps = await depsOf(source)
    const payable = await payableOrder(request, body, asked, deps)
    if ('refusal' in payable) return payable.refusal
    const { order, paypal, locale } = payable
    if (order.status !== 'unpaid')
      return failure(PAYMENT_CODES.notPayable, locale, paymentMessage('notPayable', locale))
    try {
      if (order.providerOrderId) {
        const existing = await paypal.client.getOrder(order.providerOrderId).catch(() => null)
        const amount = existing?.purchase_units?.[0]?.amount
        if (existing && REUSABLE_PAYPAL_STATES.has(existing.status) && amount?.value === paypalAmount(order.amount)) {
          return success({ orderId: order.id, paypalOrderId: existing.id, status: existing.status })
        }
      }
      const created = await paypal.client.createOrder({
        referenceId: String(order.id),
        amount: order.amount,
        currency: order.currency,
        description: `${order.tierCode} · order ${order.id}`,
      })
      await deps.payload.update({
        collection: 'orders',
        id: order.id,
        overrideAccess: true,
        data: { providerOrderId: created.id, method: 'paypal' },
      })
      return success({ orderId: order.id, paypalOrderId: created.id, status: created.status })
    } catch (error) {
      deps.payload.logger.error({ err: error, order: order.id }, 'PayPal order creation failed')
      return paypalFailure(error, locale)
    }
  },
)

/**
 * Captures the PayPal order of an order and, when PayPal reports the full amount captured, marks the order paid.
 * Idempotent: a paid order answers as paid without calling PayPal again, PayPal's own idempotency key protects a
 * retried capture, and an "already captured" answer is resolved by reading the PayPal order.
 */
export const capturePaypalOrder = endpoint(
  { body: 'json', sameSiteOnly: true },
  async ({ request, body, locale: asked }, source: PaymentDepsSource) => {
    const deps = await depsOf(source)
    const payable = await payableOrder(request, body, asked, deps)
    if ('refusal' in payable) return payable.refusal
    const { order, paypal, locale } = payable
    if (order.status === 'paid') return success(await orderView(deps, order, locale))
    if (order.status !== 'unpaid')
      return failure(PAYMENT_CODES.notPayable, locale, paymentMessage('notPayable', locale))
    const stated = typeof body?.paypalOrderId === 'string' ? body.paypalOrderId : null
    if (!order.providerOrderId || (stated !== null && stated !== order.providerOrderId)) {
      return failure(PAYMENT_CODES.badInput, locale)
    }

    let captured: PaypalOrder
    try {
      captured = await captureIdempotently(paypal.client, order)
    } catch (error) {
      deps.payload.logger.warn({ err: error, order: order.id }, 'PayPal capture refused')
      return paypalFailure(error, locale)
    }

    const settled = await settleFromPaypal(deps.payload, order, captured, deps.now())
    if (settled.outcome === 'declined')
      return failure(PAYMENT_CODES.declined, locale, paymentMessage('declined', locale))
    if (settled.outcome === 'pending') return failure(PAYMENT_CODES.pending, locale, paymentMessage('pending', locale))
    if (settled.outcome === 'amount-mismatch')
      return failure(PAYMENT_CODES.amountMismatch, locale, paymentMessage('amountMismatch', locale))
    if (settled.outcome === 'not-payable')
      return failure(PAYMENT_CODES.notPayable, locale, paymentMessage('notPayable', locale))
    const paid = settled.order
    return success(await orderView(deps, paid, locale))
  },
)

// ---------------------------------------------------------------------------------------------------------------
// POST /public/purchase/register
// ---------------------------------------------------------------------------------------------------------------

/**
 * The purchase form's account step (SPEC §3, §5): checks the image code, creates a NORMAL member (only name, e-mail
 * and password are taken from the request; access rules keep every right-bearing field at its default) and logs the
 * member in with the `ts-token` cookie. An e-mail that is already registered logs in when the password matches.
 */
export const registerForPurchase = endpoint(
  { body: 'json', sameSiteOnly: true },
  async ({ request, body, locale }, source: PaymentDepsSource) => {
    const deps = await depsOf(source)
    const clearCaptcha = { 'set-cookie': clearCaptchaCookieHeader() }
    const parsed = purchaseFormSchema(locale).safeParse(body)
    if (!parsed.success) {
      return failure(PAYMENT_CODES.badInput, locale, parsed.error.issues[0]?.message)
    }
    const form = parsed.data
    if (!isConsentGiven(body.consent)) return failure(PAYMENT_CODES.badInput, locale, CONSENT_REQUIRED[locale])
    // One registration limit per client address for both doors (this one and POST /api/members), in the database.
    const limit = await spend('registrationsPerIp', clientAddress(request)).catch(() => null)
    if (limit === null) return failure(PAYMENT_CODES.providerError, locale)
    if (!limit.allowed) {
      return failure(PAYMENT_CODES.badInput, locale, refusalMessage('tooManyRequests', locale), {
        'retry-after': String(limit.retryAfterSeconds),
      })
    }
    // The image code is spent in the database whatever the answer: one code, one account, on any door.
    if (!(await answerImageCode(deps.payload, captchaCookieOf(request), form.captcha, deps.now()))) {
      return failure(
        PAYMENT_CODES.captchaIncorrect,
        locale,
        validationMessage('captchaIncorrect', locale),
        clearCaptcha,
      )
    }

    const { payload } = deps
    const email = form.email.trim().toLowerCase()
    const existing = await payload.count({
      collection: 'members',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    if (existing.totalDocs === 0) {
      await payload.create({
        collection: 'members',
        overrideAccess: false,
        data: {
          email,
          password: form.password,
          nickname: `${form.firstName} ${form.lastName}`.trim(),
          accountName: email,
          consent: consentRecord(locale, await currentPrivacyVersion(payload, locale), deps.now()),
        },
      })
    }
    let login: Awaited<ReturnType<typeof payload.login<'members'>>>
    try {
      login = await payload.login({ collection: 'members', data: { email, password: form.password } })
    } catch {
      return failure(PAYMENT_CODES.emailTaken, locale, paymentMessage('emailTaken', locale), clearCaptcha)
    }
    if (!login.token || !login.user)
      return failure(PAYMENT_CODES.emailTaken, locale, paymentMessage('emailTaken', locale), clearCaptcha)
    const members = payload.collections.members.config
    const cookie = generatePayloadCookie({
      collectionAuthConfig: members.auth,
      cookiePrefix: payload.config.cookiePrefix,
      token: login.token,
    })
    const headers = new Headers({ 'cache-control': 'no-store', 'content-type': 'application/json' })
    headers.append('set-cookie', cookie)
    headers.append('set-cookie', clearCaptcha['set-cookie'])
    return new Response(
      JSON.stringify({
        code: 1,
        msg: 'success',
        data: { id: login.user.id, email, created: existing.totalDocs === 0 },
      }),
      {
        status: 200,
        headers,
      },
    )
  },
)

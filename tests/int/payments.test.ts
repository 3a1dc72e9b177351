/**
 * Orders and payments against a migrated database and a local PayPal-compatible server (SPEC §4, §7, §9):
 * order creation at the server's price, owner-only lookup in both forms, the 7-day reservation on a controlled
 * clock, every invalidation reason, PayPal create/capture/decline/duplicate capture, bank transfers settled by staff.
 */
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { issueCaptchaCookie } from '@/features/forms/captcha/token'
import { flagsOfTier } from '@/domain/datasets'
import { membershipLevelOf } from '@/domain/permissions'
import {
  capturePaypalOrder,
  createOrder,
  createPaypalOrder,
  lookupOrder,
  paypalFromEnv,
  registerForPurchase,
  type PaymentDeps,
} from '@/features/orders/payments/handlers'
import { expireOrders } from '@/features/orders/payments/orders'
import type { Member, Order, PackageTier } from '@/payload-types'
import { reconcilePaypalOrders } from '@/features/orders/payments/reconcile'
import { paypalWebhook } from '@/features/orders/payments/webhook'

import {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  FAKE_PAYPAL_WEBHOOK_ID,
  signWebhook,
  startFakePaypal,
  type FakePaypal,
  type SignedWebhook,
} from '../support/fake-paypal'
import { closeTestPayload, testPayload } from './payload'

const DAY = 24 * 60 * 60 * 1000
const T0 = new Date('2026-03-02T10:00:00.000Z')

let payload: Payload
let paypal: FakePaypal
let clock = T0
let deps: PaymentDeps
let seq = 0

const TIERS = [
  { code: 'PRO', priceUsd: 899, memberLevel: 4, importCountries: 1, exportCountries: 0 },
  { code: 'Global', priceUsd: 2399, memberLevel: 5, importCountries: 19, exportCountries: 0 },
  { code: 'Plus', priceUsd: 2999, memberLevel: 6, importCountries: 26, exportCountries: 2 },
  { code: 'Luxury', priceUsd: 4399, memberLevel: 7, importCountries: 29, exportCountries: 21 },
  { code: 'Deluxe', priceUsd: 5699, memberLevel: 8, importCountries: 62, exportCountries: 47 },
] as const

async function resetTiers() {
  for (const [order, tier] of TIERS.entries()) {
    const { docs } = await payload.find({
      collection: 'package-tiers',
      where: { code: { equals: tier.code } },
      overrideAccess: true,
      limit: 1,
    })
    const data = { ...tier, status: 'active' as const, datasets: [] as string[], order }
    if (docs[0])
      await payload.update({
        collection: 'package-tiers',
        id: docs[0].id,
        data,
        overrideAccess: true,
        context: { skipRevalidate: true },
      })
    else
      await payload.create({
        collection: 'package-tiers',
        data: { ...data, name: tier.code },
        overrideAccess: true,
        context: { skipRevalidate: true },
      })
  }
}

async function tier(code: string): Promise<PackageTier> {
  const { docs } = await payload.find({
    collection: 'package-tiers',
    where: { code: { equals: code } },
    overrideAccess: true,
    limit: 1,
  })
  return docs[0]!
}

async function member(): Promise<{ id: number; cookie: string }> {
  const email = `buyer${++seq}-${Date.now()}@example.org`
  const created = await payload.create({
    collection: 'members',
    data: { email, password: 'secret-123' },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'members', data: { email, password: 'secret-123' } })
  return { id: created.id, cookie: `ts-token=${token}` }
}

async function staff(
  role: 'admin' | 'editor' | 'translator' = 'admin',
): Promise<{ id: number; cookie: string; user: unknown }> {
  const email = `staff${++seq}-${Date.now()}@example.org`
  const created = await payload.create({
    collection: 'users',
    data: { email, password: 'staff-password-1', role },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'staff-password-1' } })
  return { id: created.id, cookie: `ts-token=${token}`, user: { ...created, collection: 'users' } }
}

function post(path: string, body: unknown, cookie?: string): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      referer: 'http://localhost/en/package',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  })
}

function get(path: string, cookie?: string): Request {
  return new Request(`http://localhost${path}`, {
    headers: { referer: 'http://localhost/en/payment/1', ...(cookie ? { cookie } : {}) },
  })
}

type Body<T = Record<string, unknown>> = { code: number; msg: string; data: T }
const read = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as Body<T>

async function order(cookie: string, packageCode = 'Plus', extra: Record<string, unknown> = {}) {
  const body = await read<{ id: number; amount: number; status: string; reservedUntil: string; currency: string }>(
    await createOrder(post('/pay/payment', { packageCode, consent: true, ...extra }, cookie), deps),
  )
  expect(body.code).toBe(1)
  return body.data
}

const stored = (id: number) =>
  payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true }) as Promise<Order>
const lookup = (id: number | string, cookie?: string) =>
  lookupOrder(get(`/public/payment/${id}`, cookie), String(id), deps).then(read)

beforeAll(async () => {
  payload = await testPayload()
  paypal = await startFakePaypal()
  // The site seed first (idempotent), so the tiers keep the seed's order for the files that run after this one.
  await (await import('@/seed')).seed(payload)
  await resetTiers()
})
afterAll(async () => {
  await paypal?.close()
  await closeTestPayload()
})
beforeEach(async () => {
  clock = T0
  deps = {
    payload,
    now: () => clock,
    paypal: paypalFromEnv({
      PAYPAL_API_BASE: paypal.url,
      PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT_SECRET,
    }),
  }
  await resetTiers()
})

describe('POST /pay/payment', () => {
  it('creates an unpaid order at the server price, in USD, reserved for 7 days', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie, 'Plus')
    expect(created).toMatchObject({ amount: 2999, currency: 'USD', status: 'unpaid' })
    expect(new Date(created.reservedUntil).getTime()).toBe(T0.getTime() + 7 * DAY)
    const record = await stored(created.id)
    expect(record.member).toBe(buyer.id)
    expect(record.tierCode).toBe('Plus')
  })

  it('ignores a tampered price, currency or owner in the request', async () => {
    const buyer = await member()
    const other = await member()
    const created = await order(buyer.cookie, 'plus', { amount: 1, price: 1, currency: 'CNY', member: other.id })
    const record = await stored(created.id)
    expect(record.amount).toBe(2999)
    expect(record.currency).toBe('USD')
    expect(record.member).toBe(buyer.id)
  })

  it('refuses a guest with 401 in the body and creates nothing', async () => {
    const before = (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
    const response = await createOrder(post('/pay/payment', { packageCode: 'Plus' }), deps)
    expect(response.status).toBe(200)
    const body = await read(response)
    expect(body.code).toBe(401)
    expect(body.msg).toBe('Please log in first')
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('answers 10001 for an unknown or offline package and for a bad body', async () => {
    const buyer = await member()
    expect(
      (
        await read(
          await createOrder(post('/pay/payment', { packageCode: 'Platinum', consent: true }, buyer.cookie), deps),
        )
      ).code,
    ).toBe(10001)
    expect((await read(await createOrder(post('/pay/payment', { nothing: true }, buyer.cookie), deps))).code).toBe(
      10001,
    )
    const bad = new Request('http://localhost/pay/payment', {
      method: 'POST',
      headers: { cookie: buyer.cookie },
      body: 'not json',
    })
    expect((await read(await createOrder(bad, deps))).code).toBe(10001)
    await payload.update({
      collection: 'package-tiers',
      id: (await tier('Luxury')).id,
      data: { status: 'offline' },
      overrideAccess: true,
    })
    expect(
      (
        await read(
          await createOrder(post('/pay/payment', { packageCode: 'Luxury', consent: true }, buyer.cookie), deps),
        )
      ).code,
    ).toBe(10001)
  })
})

describe('GET /public/payment: the owner (or staff) only', () => {
  it('shows the order to its owner by path', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    const body = await lookup(created.id, buyer.cookie)
    expect(body.code).toBe(1)
    expect(body.data).toMatchObject({
      id: created.id,
      status: 'unpaid',
      amount: 2999,
      currency: 'USD',
      reservedUntil: created.reservedUntil,
    })
  })

  it('refuses another member, a guest and a translator, never sending the record', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    const stranger = await lookup(created.id, (await member()).cookie)
    expect(stranger).toMatchObject({ code: 403, data: null })
    expect(await lookup(created.id)).toMatchObject({ code: 401, data: null })
    expect(await lookup(created.id, (await staff('translator')).cookie)).toMatchObject({ code: 403, data: null })
    // A missing order answers exactly like someone else's.
    expect(await lookup(99_999_999, buyer.cookie)).toMatchObject({ code: 403, data: null })
  })

  it('shows any order to staff', async () => {
    const created = await order((await member()).cookie)
    expect((await lookup(created.id, (await staff('editor')).cookie)).code).toBe(1)
  })

  it('finds a non-numeric id by query (the PayPal order number), for the owner only', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    const pp = await read<{ paypalOrderId: string }>(
      await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), deps),
    )
    const byQuery = (cookie?: string) =>
      lookupOrder(get(`/public/payment?id=${pp.data.paypalOrderId}`, cookie), pp.data.paypalOrderId, deps).then(read)
    expect(await byQuery(buyer.cookie)).toMatchObject({ code: 1, data: { id: created.id } })
    expect(await byQuery((await member()).cookie)).toMatchObject({ code: 403, data: null })
    expect(await byQuery()).toMatchObject({ code: 401, data: null })
    expect((await lookupOrder(get('/public/payment?id='), '', deps).then(read)).code).toBe(10001)
  })

  it('routes an all-digit id by path and refuses anything else there', async () => {
    const { GET } = await import('@/app/(api)/public/payment/[id]/route')
    const buyer = await member()
    const created = await order(buyer.cookie)
    const ok = await read(
      await GET(get(`/public/payment/${created.id}`, buyer.cookie), {
        params: Promise.resolve({ id: String(created.id) }),
      }),
    )
    expect(ok.code).toBe(1)
    const bad = await read(
      await GET(get('/public/payment/abc', buyer.cookie), { params: Promise.resolve({ id: 'abc' }) }),
    )
    expect(bad.code).toBe(10001)
  })
})

describe('the 7-day reservation', () => {
  it('keeps an unpaid order until the seventh day is over, then it is invalid (expired) on read', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    clock = new Date(T0.getTime() + 7 * DAY - 1)
    expect((await lookup(created.id, buyer.cookie)).data).toMatchObject({ status: 'unpaid' })
    clock = new Date(T0.getTime() + 7 * DAY)
    expect((await lookup(created.id, buyer.cookie)).data).toMatchObject({ status: 'invalid', invalidReason: 'expired' })
    expect((await stored(created.id)).status).toBe('invalid')
  })

  it('is enforced by the sweep without anyone reading the order', async () => {
    const buyer = await member()
    const early = await order(buyer.cookie)
    clock = new Date(T0.getTime() + 3 * DAY)
    const later = await order(buyer.cookie)
    await expireOrders(payload, new Date(T0.getTime() + 8 * DAY))
    expect(await stored(early.id)).toMatchObject({ status: 'invalid', invalidReason: 'expired' })
    expect((await stored(later.id)).status).toBe('unpaid')
  })

  it('runs the sweep as the scheduled expireOrders job', async () => {
    const buyer = await member()
    clock = new Date(Date.now() - 8 * DAY)
    const old = await order(buyer.cookie)
    expect(payload.config.jobs.tasks?.find((t) => t.slug === 'expireOrders')?.schedule?.length).toBeGreaterThan(0)
    await payload.jobs.queue({ task: 'expireOrders', input: {} })
    // Only the sweep: the orders' mail jobs of this file wait in the same queue.
    await payload.jobs.run({ where: { taskSlug: { equals: 'expireOrders' } } })
    expect(await stored(old.id)).toMatchObject({ status: 'invalid', invalidReason: 'expired' })
  })

  it('cannot be paid once expired', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    clock = new Date(T0.getTime() + 8 * DAY)
    const body = await read(
      await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), deps),
    )
    expect(body.code).toBe(70004)
  })
})

describe('tier changes invalidate unpaid orders with the reason', () => {
  const cases: [string, Partial<PackageTier>, string][] = [
    ['fee adjusted', { priceUsd: 3199 }, 'fee-adjusted'],
    ['taken offline', { status: 'offline' }, 'offline'],
    ['upgraded', { exportCountries: 5 }, 'upgraded'],
  ]
  for (const [name, change, reason] of cases) {
    it(`${name} → ${reason}, paid orders and other tiers untouched`, async () => {
      const buyer = await member()
      const unpaid = await order(buyer.cookie, 'Plus')
      const otherTier = await order(buyer.cookie, 'Global')
      const paid = await order(buyer.cookie, 'Plus')
      await payload.update({
        collection: 'orders',
        id: paid.id,
        data: { status: 'paid', captureId: `CAP-TIER-${paid.id}` },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'package-tiers',
        id: (await tier('Plus')).id,
        data: change,
        overrideAccess: true,
      })
      expect(await stored(unpaid.id)).toMatchObject({ status: 'invalid', invalidReason: reason })
      expect((await stored(otherTier.id)).status).toBe('unpaid')
      expect((await stored(paid.id)).status).toBe('paid')
    })
  }

  it('leaves orders alone when only texts change', async () => {
    const buyer = await member()
    const unpaid = await order(buyer.cookie, 'Plus')
    await payload.update({
      collection: 'package-tiers',
      id: (await tier('Plus')).id,
      data: { name: 'Plus', summary: 'New words' },
      locale: 'en',
      overrideAccess: true,
    })
    expect((await stored(unpaid.id)).status).toBe('unpaid')
  })

  it('also reads a price change as fee adjusted when the hook did not run (e.g. a direct database edit)', async () => {
    const buyer = await member()
    const unpaid = await order(buyer.cookie, 'Plus')
    await payload.update({ collection: 'orders', id: unpaid.id, data: { amount: 2500 }, overrideAccess: true })
    expect((await lookup(unpaid.id, buyer.cookie)).data).toMatchObject({
      status: 'invalid',
      invalidReason: 'fee-adjusted',
    })
  })
})

describe('PayPal', () => {
  it('creates the PayPal order for the order amount, captures it, marks the order paid and raises the member', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie, 'Plus')
    const pp = await read<{ paypalOrderId: string }>(
      await createPaypalOrder(post('/public/paypal', { orderId: created.id, amount: 1 }, buyer.cookie), deps),
    )
    expect(pp.code).toBe(1)
    expect(pp.data.paypalOrderId).toMatch(/^FAKE/)
    expect((await stored(created.id)).providerOrderId).toBe(pp.data.paypalOrderId)

    clock = new Date(T0.getTime() + DAY)
    const captured = await read(
      await capturePaypalOrder(post('/public/paypal/capture', { orderId: created.id }, buyer.cookie), deps),
    )
    expect(captured).toMatchObject({ code: 1, data: { status: 'paid', method: 'paypal' } })
    const record = await stored(created.id)
    expect(record.captureId).toBeTruthy()
    expect(record.paidAt).toBe(clock.toISOString())

    const raised = (await payload.findByID({ collection: 'members', id: buyer.id, overrideAccess: true })) as Member
    expect(membershipLevelOf(raised.membership)).toBe(6)
    expect(raised.customs_data_source).toBe(flagsOfTier('PLUS'))
    expect(new Date(raised.serviceExpiresAt!).getTime()).toBeGreaterThan(clock.getTime() + 364 * DAY)
  })

  it('reuses the open PayPal order when asked twice', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    const first = await read<{ paypalOrderId: string }>(
      await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), deps),
    )
    const second = await read<{ paypalOrderId: string }>(
      await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), deps),
    )
    expect(second.data.paypalOrderId).toBe(first.data.paypalOrderId)
  })

  it('captures once: a duplicate capture answers paid without charging again', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie, 'PRO')
    await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), deps)
    const before = paypal.captures
    const first = await read(
      await capturePaypalOrder(post('/public/paypal/capture', { orderId: created.id }, buyer.cookie), deps),
    )
    const again = await read(
      await capturePaypalOrder(post('/public/paypal/capture', { orderId: created.id }, buyer.cookie), deps),
    )
    expect(first.data).toMatchObject({ status: 'paid' })
    expect(again).toMatchObject({ code: 1, data: { status: 'paid' } })
    expect(paypal.captures).toBe(before + 1)
    // A paid order cannot start a new PayPal payment.
    expect(
      (await read(await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), deps))).code,
    ).toBe(70004)
  })

  it('resolves an "already captured" answer from PayPal by reading the order (capture retried after a lost reply)', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie, 'Global')
    const pp = await read<{ paypalOrderId: string }>(
      await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), deps),
    )
    // Captured at PayPal with another request id (our reply got lost): the order is still unpaid here.
    const { createPaypalClient } = await import('@/features/orders/payments/paypal')
    await createPaypalClient({
      apiBase: paypal.url,
      clientId: FAKE_PAYPAL_CLIENT_ID,
      clientSecret: FAKE_PAYPAL_CLIENT_SECRET,
    }).captureOrder(pp.data.paypalOrderId, 'elsewhere')
    const body = await read(
      await capturePaypalOrder(post('/public/paypal/capture', { orderId: created.id }, buyer.cookie), deps),
    )
    expect(body).toMatchObject({ code: 1, data: { status: 'paid' } })
  })

  it('leaves the order unpaid when PayPal declines the payment', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), deps)
    paypal.declineNextCapture()
    const body = await read(
      await capturePaypalOrder(post('/public/paypal/capture', { orderId: created.id }, buyer.cookie), deps),
    )
    expect(body.code).toBe(70002)
    expect(body.msg).toBe('The payment was declined. Please try another card or PayPal account.')
    expect((await stored(created.id)).status).toBe('unpaid')
    const member0 = (await payload.findByID({ collection: 'members', id: buyer.id, overrideAccess: true })) as Member
    expect(membershipLevelOf(member0.membership)).toBe(0)
  })

  it('does not mark paid a capture of another amount', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), deps)
    paypal.captureAmountNext('1.00')
    const body = await read(
      await capturePaypalOrder(post('/public/paypal/capture', { orderId: created.id }, buyer.cookie), deps),
    )
    expect(body.code).toBe(70003)
    const record = await stored(created.id)
    expect(record.status).toBe('unpaid')
    expect(record.notes).toContain('not applied')
  })

  it('refuses someone else’s order and a guest', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    expect(
      (
        await read(
          await createPaypalOrder(post('/public/paypal', { orderId: created.id }, (await member()).cookie), deps),
        )
      ).code,
    ).toBe(403)
    expect(
      (await read(await capturePaypalOrder(post('/public/paypal/capture', { orderId: created.id }), deps))).code,
    ).toBe(401)
  })

  it('answers a clear code (not a 5xx) on both endpoints when PayPal is not configured', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    const off: PaymentDeps = { ...deps, paypal: paypalFromEnv({}) }
    for (const call of [createPaypalOrder, capturePaypalOrder]) {
      const response = await call(post('/public/paypal', { orderId: created.id }, buyer.cookie), off)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({
        code: 70001,
        msg: 'Online payment is not available at the moment; please pay by bank transfer',
      })
    }
    expect(
      (await read(await lookupOrder(get(`/public/payment/${created.id}`, buyer.cookie), String(created.id), off))).data,
    ).toMatchObject({
      checkout: { paypal: 'off' },
    })
  })

  it('answers 60007 when PayPal refuses the credentials', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    const wrong: PaymentDeps = {
      ...deps,
      paypal: paypalFromEnv({ PAYPAL_API_BASE: paypal.url, PAYPAL_CLIENT_ID: 'x', PAYPAL_CLIENT_SECRET: 'y' }),
    }
    expect(
      (await read(await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), wrong))).code,
    ).toBe(60007)
  })
})

describe('bank transfer settled by staff in the admin', () => {
  it('records the transfer received: paid, stamped, versioned, member raised', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie, 'Deluxe')
    const admin = await staff('admin')
    await payload.update({
      collection: 'orders',
      id: created.id,
      data: {
        transfers: [
          { amount: created.amount, currency: 'USD', valueDate: '2026-11-20', bankReference: `SETTLE-${created.id}` },
        ],
      },
      overrideAccess: false,
      user: admin.user as never,
    })
    const record = await stored(created.id)
    expect(record).toMatchObject({ status: 'paid', method: 'bank-transfer' })
    expect(record.paidAt).toBeTruthy()
    const raised = (await payload.findByID({ collection: 'members', id: buyer.id, overrideAccess: true })) as Member
    expect(membershipLevelOf(raised.membership)).toBe(8)
    const versions = await payload.findVersions({
      collection: 'orders',
      where: { parent: { equals: created.id } },
      overrideAccess: true,
    })
    expect(versions.totalDocs).toBeGreaterThanOrEqual(1)
  })

  it('records a transfer in two parts: outstanding shown to the buyer after the first, paid and granted after the second (issue 24)', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie, 'Plus')
    const editor = await staff('editor')
    const as = { overrideAccess: false as const, user: editor.user as never }
    const first = { amount: 1000, currency: 'USD', valueDate: '2026-03-03', bankReference: 'HSBC-7781-A' }
    await payload.update({ collection: 'orders', id: created.id, data: { transfers: [first] }, ...as })
    let record = await stored(created.id)
    expect(record.status).toBe('unpaid')
    expect(record.transfers![0]).toMatchObject({ amount: 1000, bankReference: 'HSBC-7781-A', recordedBy: editor.id })
    expect(record.transfers![0]!.recordedAt).toBeTruthy()
    expect((await lookup(created.id, buyer.cookie)).data).toMatchObject({
      status: 'unpaid',
      received: 1000,
      outstanding: 1999,
    })

    // Another currency is refused: the finance team records what arrived, in the order's currency.
    const refused = await payload
      .update({
        collection: 'orders',
        id: created.id,
        data: {
          transfers: [
            ...record.transfers!,
            { amount: 1999, currency: 'EUR', valueDate: '2026-03-05', bankReference: 'X' },
          ],
        },
        ...as,
      })
      .then(
        () => null,
        (error: { data?: { errors?: Array<{ path: string; message: string }> } }) => error,
      )
    expect(refused?.data?.errors?.[0]).toMatchObject({
      path: 'transfers.1.currency',
      message: expect.stringMatching(/order's currency \(USD\)/),
    })
    expect((await stored(created.id)).transfers).toHaveLength(1)

    const admin = await staff('admin')
    await payload.update({
      collection: 'orders',
      id: created.id,
      data: {
        transfers: [
          ...record.transfers!,
          { amount: 1999, currency: 'USD', valueDate: '2026-03-05', bankReference: 'HSBC-7790-B' },
        ],
      },
      overrideAccess: false,
      user: admin.user as never,
    })
    record = await stored(created.id)
    expect(record).toMatchObject({ status: 'paid', method: 'bank-transfer' })
    expect(record.paidAt).toBeTruthy()
    // The first row keeps who recorded it; the second names the administrator.
    expect(record.transfers!.map((t) => t.recordedBy)).toEqual([editor.id, admin.id])
    const raised = (await payload.findByID({ collection: 'members', id: buyer.id, overrideAccess: true })) as Member
    expect(membershipLevelOf(raised.membership)).toBe(6)
    expect((await lookup(created.id, buyer.cookie)).data).toMatchObject({
      status: 'paid',
      received: 2999,
      outstanding: null,
    })
  })

  it('lets no translator or member record a transfer', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    const translator = await staff('translator')
    const transfers = [{ amount: 2999, currency: 'USD', valueDate: '2026-03-03', bankReference: 'FAKE' }]
    await payload
      .update({
        collection: 'orders',
        id: created.id,
        data: { transfers },
        overrideAccess: false,
        user: translator.user as never,
      })
      .catch(() => null)
    const asMember = {
      ...(await payload.findByID({ collection: 'members', id: buyer.id, overrideAccess: true })),
      collection: 'members',
    }
    await payload
      .update({
        collection: 'orders',
        id: created.id,
        data: { transfers },
        overrideAccess: false,
        user: asMember as never,
      })
      .catch(() => null)
    expect(await stored(created.id)).toMatchObject({ status: 'unpaid', transfers: [] })
  })

  it('lets staff cancel an order, and never a member', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie)
    const editor = await staff('editor')
    await expect(
      payload.update({
        collection: 'orders',
        id: created.id,
        data: { status: 'paid' },
        overrideAccess: false,
        user: {
          ...(await payload.findByID({ collection: 'members', id: buyer.id, overrideAccess: true })),
          collection: 'members',
        } as never,
      }),
    ).rejects.toThrow()
    await payload.update({
      collection: 'orders',
      id: created.id,
      data: { status: 'cancelled', statusReason: 'Buyer asked to cancel' },
      overrideAccess: false,
      user: editor.user as never,
    })
    expect((await stored(created.id)).status).toBe('cancelled')
    expect((await lookup(created.id, buyer.cookie)).data).toMatchObject({ status: 'cancelled' })
  })
})

describe('POST /public/purchase/register', () => {
  const form = (email: string, captcha = 'AbCd') => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: 'secret-123',
    agreeTerms: true,
    consent: true,
    captcha,
    membership: 8,
    userRole: 'admin',
    customs_data_source: '1'.repeat(120),
  })
  const withCaptcha = (body: unknown, answer = 'abcd') => {
    const request = post('/public/purchase/register', body, `ts-captcha=${issueCaptchaCookie(answer, clock)}`)
    return request
  }

  it('refuses a wrong image code with the spec message', async () => {
    const body = await read(await registerForPurchase(withCaptcha(form('wrong@example.org', 'zzzz')), deps))
    expect(body).toMatchObject({ code: 20008, msg: 'Captcha text you entered was incorrect. Please try again.' })
    expect(
      (
        await payload.count({
          collection: 'members',
          where: { email: { equals: 'wrong@example.org' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('refuses bad input with the form message', async () => {
    const body = await read(
      await registerForPurchase(withCaptcha({ ...form('short@example.org'), password: '123' }), deps),
    )
    expect(body).toMatchObject({ code: 10001, msg: 'Password must be at least 6 characters' })
  })

  it('creates a NORMAL member whatever the request says about rights, and logs them in', async () => {
    const email = `new${Date.now()}@example.org`
    const response = await registerForPurchase(withCaptcha(form(email)), deps)
    const body = await read<{ id: number }>(response)
    expect(body.code).toBe(1)
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('ts-token='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const created = (await payload.findByID({
      collection: 'members',
      id: body.data.id,
      overrideAccess: true,
    })) as Member
    expect(created.membership ?? 0).toBe(0)
    expect(created.userRole ?? null).toBeNull()
    expect(created.customs_data_source ?? null).toBeNull()
    expect(created.nickname).toBe('Ada Lovelace')
    // The cookie is a working session: the new member can order.
    const token = cookie.split(';')[0]!
    expect(
      (await read(await createOrder(post('/pay/payment', { packageCode: 'PRO', consent: true }, token), deps))).code,
    ).toBe(1)
  })

  it('logs an existing member in with the right password, refuses a wrong one', async () => {
    const email = `again${Date.now()}@example.org`
    expect((await read(await registerForPurchase(withCaptcha(form(email)), deps))).code).toBe(1)
    expect((await read(await registerForPurchase(withCaptcha(form(email)), deps))).code).toBe(1)
    const wrong = await read(
      await registerForPurchase(withCaptcha({ ...form(email), password: 'other-password' }), deps),
    )
    // The same words as a wrong log-in: nothing says that the e-mail has an account.
    expect(wrong).toMatchObject({
      code: 10001,
      msg: 'The e-mail address or password is incorrect. Please check them and try again.',
    })
    expect(wrong.msg).not.toMatch(/registered|已注册|зарегистрирован/i)
  })
})

describe('POST /pay/paypal/webhook (issue 24)', () => {
  const env = { PAYPAL_WEBHOOK_ID: FAKE_PAYPAL_WEBHOOK_ID }
  const deliver = (signed: SignedWebhook, headers: Record<string, string> = {}, body = signed.body) =>
    paypalWebhook(
      new Request('http://localhost/pay/paypal/webhook', {
        method: 'POST',
        headers: { ...signed.headers, ...headers },
        body,
      }),
      deps,
      env,
    )
  const approved = (paypalOrderId: string, id = `WH-${++seq}-${Date.now()}`) => ({
    id,
    event_type: 'CHECKOUT.ORDER.APPROVED',
    resource: { id: paypalOrderId, status: 'APPROVED' },
  })

  async function approvedOrder() {
    const buyer = await member()
    const created = await order(buyer.cookie)
    const pp = await read<{ paypalOrderId: string }>(
      await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), deps),
    )
    return { buyer, id: created.id, paypalOrderId: pp.data.paypalOrderId }
  }

  it('captures an approved order when the tab was closed: paid, member raised, once', async () => {
    const { buyer, id, paypalOrderId } = await approvedOrder()
    const before = paypal.captures
    const response = await deliver(signWebhook(approved(paypalOrderId)))
    expect(response.status).toBe(200)
    const record = await stored(id)
    expect(record).toMatchObject({ status: 'paid', method: 'paypal' })
    expect(record.captureId).toBeTruthy()
    expect(paypal.captures).toBe(before + 1)
    const raised = (await payload.findByID({ collection: 'members', id: buyer.id, overrideAccess: true })) as Member
    expect(membershipLevelOf(raised.membership)).toBe(6)
  })

  it('refuses an unsigned, forged, other-webhook or re-bodied event with a 4xx and changes nothing', async () => {
    const { id, paypalOrderId } = await approvedOrder()
    const event = approved(paypalOrderId)
    const signed = signWebhook(event)
    const unsigned = await paypalWebhook(
      new Request('http://localhost/pay/paypal/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: signed.body,
      }),
      deps,
      env,
    )
    const forged = await deliver(signed, { 'paypal-transmission-sig': Buffer.from('forged').toString('base64') })
    const otherWebhook = await deliver(signWebhook(event, 'SOMEONE-ELSES-WEBHOOK'))
    const other = await approvedOrder()
    const reBodied = await deliver(signed, {}, JSON.stringify(approved(other.paypalOrderId, event.id)))
    for (const response of [unsigned, forged, otherWebhook, reBodied]) {
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
    expect((await stored(id)).status).toBe('unpaid')
    expect((await stored(other.id)).status).toBe('unpaid')
  })

  it('changes the order once for the same event delivered twice', async () => {
    const { id, paypalOrderId } = await approvedOrder()
    const before = paypal.captures
    const signed = signWebhook(approved(paypalOrderId))
    const [a, b] = await Promise.all([deliver(signed), deliver(signed)])
    expect([a.status, b.status]).toEqual([200, 200])
    const record = await stored(id)
    expect(record.status).toBe('paid')
    expect(paypal.captures).toBe(before + 1)
    const paidAt = record.paidAt
    expect((await deliver(signed)).status).toBe(200)
    expect((await stored(id)).paidAt).toBe(paidAt)
  })

  it('webhook racing the browser: one capture at PayPal, one capture id on the order, paid', async () => {
    const { buyer, id, paypalOrderId } = await approvedOrder()
    const before = paypal.captures
    const [hook, page] = await Promise.all([
      deliver(signWebhook(approved(paypalOrderId))),
      capturePaypalOrder(post('/public/paypal/capture', { orderId: id }, buyer.cookie), deps).then(read),
    ])
    expect(hook.status).toBe(200)
    expect(page).toMatchObject({ code: 1, data: { status: 'paid' } })
    expect(paypal.captures).toBe(before + 1)
    const record = await stored(id)
    expect(record.status).toBe('paid')
  })

  it('stores each verified event once, with its order, outcome and deliveries; a forged one leaves no record', async () => {
    const { id, paypalOrderId } = await approvedOrder()
    const event = approved(paypalOrderId)
    const signed = signWebhook(event)
    await Promise.all([deliver(signed), deliver(signed)])
    expect((await deliver(signed)).status).toBe(200)
    const { docs } = await payload.find({
      collection: 'payment-events',
      where: { eventId: { equals: event.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ type: 'CHECKOUT.ORDER.APPROVED', order: id, resourceId: paypalOrderId })
    expect(['paid', 'already-paid']).toContain(docs[0]!.outcome)
    expect(docs[0]!.deliveries).toBeGreaterThanOrEqual(2)

    const forged = approved(paypalOrderId)
    await deliver(signWebhook(forged), { 'paypal-transmission-sig': Buffer.from('forged').toString('base64') })
    expect(
      (
        await payload.find({
          collection: 'payment-events',
          where: { eventId: { equals: forged.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)

    // Staff who manage orders read the events; a member does not, and nobody writes them through the API.
    const buyer = await member()
    const asMember = {
      user: {
        ...(await payload.findByID({ collection: 'members', id: buyer.id, overrideAccess: true })),
        collection: 'members' as const,
      },
      overrideAccess: false as const,
    }
    await expect(payload.find({ collection: 'payment-events', ...asMember })).rejects.toThrow()
    const editor = await staff('editor')
    const asEditor = { user: editor.user as never, overrideAccess: false as const }
    expect(
      (await payload.find({ collection: 'payment-events', where: { eventId: { equals: event.id } }, ...asEditor }))
        .totalDocs,
    ).toBe(1)
    await expect(
      payload.update({ collection: 'payment-events', id: docs[0]!.id, data: { outcome: 'edited' }, ...asEditor }),
    ).rejects.toThrow()
  })

  it('settles PAYMENT.CAPTURE.COMPLETED from PayPal’s own view of the order, not the event body', async () => {
    const { id, paypalOrderId } = await approvedOrder()
    // A signed event claiming completion for an order PayPal has not captured: PayPal's view says not yet.
    const event = {
      id: `WH-${++seq}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: 'CAP-CLAIMED',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '2999.00' },
        supplementary_data: { related_ids: { order_id: paypalOrderId } },
      },
    }
    expect((await deliver(signWebhook(event))).status).toBe(200)
    expect((await stored(id)).status).toBe('unpaid')
  })

  it('settles PAYMENT.CAPTURE.COMPLETED for a capture PayPal made without our page (paid, with PayPal’s capture id)', async () => {
    const { id, paypalOrderId } = await approvedOrder()
    const { createPaypalClient } = await import('@/features/orders/payments/paypal')
    const elsewhere = await createPaypalClient({
      apiBase: paypal.url,
      clientId: FAKE_PAYPAL_CLIENT_ID,
      clientSecret: FAKE_PAYPAL_CLIENT_SECRET,
    }).captureOrder(paypalOrderId, 'elsewhere')
    const capture = elsewhere.purchase_units![0]!.payments!.captures![0]!
    const event = {
      id: `WH-${++seq}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: capture.id,
        status: 'COMPLETED',
        amount: capture.amount,
        supplementary_data: { related_ids: { order_id: paypalOrderId } },
      },
    }
    expect((await deliver(signWebhook(event))).status).toBe(200)
    expect(await stored(id)).toMatchObject({ status: 'paid', captureId: capture.id })
  })
})

describe('reconciliation (issue 24)', () => {
  it('pays an approved order whose page and webhook were both lost, once, after the buyer’s page had its time', async () => {
    clock = new Date()
    const buyer = await member()
    const created = await order(buyer.cookie)
    await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), deps)
    const before = paypal.captures
    // Too early: the buyer's page may still capture it.
    await reconcilePaypalOrders(deps)
    expect((await stored(created.id)).status).toBe('unpaid')
    expect(paypal.captures).toBe(before)

    clock = new Date(Date.now() + 10 * 60 * 1000)
    const first = await reconcilePaypalOrders(deps)
    expect(first.settled.paid).toBeGreaterThanOrEqual(1)
    expect(await stored(created.id)).toMatchObject({ status: 'paid', method: 'paypal' })
    expect(paypal.captures).toBe(before + 1)
    const raised = (await payload.findByID({ collection: 'members', id: buyer.id, overrideAccess: true })) as Member
    expect(membershipLevelOf(raised.membership)).toBe(6)

    // The next sweep finds nothing to do for it; the buyer's late page capture changes nothing either.
    const paidAt = (await stored(created.id)).paidAt
    await reconcilePaypalOrders(deps)
    const late = await read(
      await capturePaypalOrder(post('/public/paypal/capture', { orderId: created.id }, buyer.cookie), deps),
    )
    expect(late.data).toMatchObject({ status: 'paid' })
    expect((await stored(created.id)).paidAt).toBe(paidAt)
    expect(paypal.captures).toBe(before + 1)
  })
})

describe('refunds (issue 24)', () => {
  let config: Promise<import('payload').SanitizedConfig>
  beforeAll(async () => {
    config = (await import('@payload-config')).default
    Object.assign(process.env, {
      PAYPAL_API_BASE: paypal.url,
      PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT_SECRET,
    })
  })
  afterAll(() => {
    for (const key of ['PAYPAL_API_BASE', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']) delete process.env[key]
  })

  async function paidOrder() {
    clock = new Date()
    const buyer = await member()
    const created = await order(buyer.cookie)
    await createPaypalOrder(post('/public/paypal', { orderId: created.id }, buyer.cookie), deps)
    const captured = await read(
      await capturePaypalOrder(post('/public/paypal/capture', { orderId: created.id }, buyer.cookie), deps),
    )
    expect(captured.data).toMatchObject({ status: 'paid' })
    return { buyer, id: created.id }
  }

  async function tokenOf(role: 'admin' | 'editor' | 'translator') {
    const email = `refund-${role}-${++seq}-${Date.now()}@example.org`
    await payload.create({
      collection: 'users',
      data: { email, password: 'staff-password-1', role },
      overrideAccess: true,
    })
    return (await payload.login({ collection: 'users', data: { email, password: 'staff-password-1' } })).token!
  }

  const refund = (id: number, body: unknown, token?: string, lang = 'en') =>
    handleEndpoints({
      config,
      path: `/api/orders/${id}/refund`,
      request: new Request(`http://localhost/api/orders/${id}/refund`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': lang,
          ...(token ? { authorization: `JWT ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }),
    })

  it('refunds part, then the rest: each refund recorded with who, why and PayPal’s id; partially-refunded, then refunded', async () => {
    const { id } = await paidOrder()
    const editor = await tokenOf('editor')
    const before = paypal.refunds
    const part = await refund(id, { amount: 999.5, reason: 'Two of the five countries were not delivered' }, editor)
    expect(part.status).toBe(200)
    let record = await stored(id)
    expect(record.status).toBe('partially-refunded')
    expect(record.refunds).toHaveLength(1)
    expect(record.refunds![0]).toMatchObject({
      amount: 999.5,
      reason: 'Two of the five countries were not delivered',
      source: 'admin',
    })
    expect(record.refunds![0]!.providerRefundId).toBeTruthy()
    expect(record.refunds![0]!.by).toBeTruthy()

    // More than is left is refused with the amount left, in the staff user's language; nothing reaches PayPal.
    const tooMuch = await refund(id, { amount: 2000, reason: 'x' }, editor, 'ru')
    expect(tooMuch.status).toBe(400)
    expect(((await tooMuch.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(
      /остатка к возврату \(1999\.50 USD\)/,
    )
    expect((await refund(id, { amount: 1, reason: '  ' }, editor)).status).toBe(400)
    expect((await refund(id, { amount: 0.001, reason: 'x' }, editor)).status).toBe(400)
    expect(paypal.refunds).toBe(before + 1)

    const rest = await refund(id, { amount: 1999.5, reason: 'Customer cancelled' }, editor)
    expect(rest.status).toBe(200)
    record = await stored(id)
    expect(record.status).toBe('refunded')
    expect(record.refunds!.map((r) => r.amount)).toEqual([999.5, 1999.5])
    expect(paypal.refunds).toBe(before + 2)
    // Nothing is left: a further refund is refused.
    expect((await refund(id, { amount: 1, reason: 'again' }, editor)).status).toBe(400)
  })

  it('a double click or a retry of one refund refunds once; a second refund of the same amount is a new one', async () => {
    const { id } = await paidOrder()
    const admin = await tokenOf('admin')
    const before = paypal.refunds
    const once = { amount: 100, reason: 'Goodwill', requestId: `rq-${Date.now().toString(36)}-1` }
    const answers = await Promise.all([refund(id, once, admin), refund(id, once, admin)])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    expect((await refund(id, once, admin)).status).toBe(200)
    expect(paypal.refunds).toBe(before + 1)
    expect((await stored(id)).refunds).toHaveLength(1)
    expect((await refund(id, { ...once, requestId: `rq-${Date.now().toString(36)}-2` }, admin)).status).toBe(200)
    expect(paypal.refunds).toBe(before + 2)
    expect((await stored(id)).refunds!.map((r) => r.amount)).toEqual([100, 100])
    // Two different refunds finishing at the same time: both are kept.
    const [a, b] = await Promise.all([
      refund(id, { amount: 10, reason: 'A', requestId: `rq-${Date.now().toString(36)}-a` }, admin),
      refund(id, { amount: 20, reason: 'B', requestId: `rq-${Date.now().toString(36)}-b` }, admin),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect((await stored(id)).refunds!.map((r) => r.amount).sort((x, y) => x - y)).toEqual([10, 20, 100, 100])
  })

  it('refuses translators, members and guests, and leaves the order alone', async () => {
    const { id, buyer } = await paidOrder()
    const translator = await tokenOf('translator')
    expect((await refund(id, { amount: 10, reason: 'x' }, translator)).status).toBe(403)
    const memberToken = buyer.cookie.replace('ts-token=', '')
    expect([401, 403]).toContain((await refund(id, { amount: 10, reason: 'x' }, memberToken)).status)
    expect((await refund(id, { amount: 10, reason: 'x' })).status).toBe(401)
    expect(await stored(id)).toMatchObject({ status: 'paid', refunds: [] })
  })

  it('records a refund PayPal reports by webhook once, and not again for the admin’s own refund', async () => {
    const { id } = await paidOrder()
    const admin = await tokenOf('admin')
    expect((await refund(id, { amount: 50, reason: 'Partial goodwill' }, admin)).status).toBe(200)
    const own = (await stored(id)).refunds![0]!
    const paypalOrderId = (await stored(id)).providerOrderId!
    const env = { PAYPAL_WEBHOOK_ID: FAKE_PAYPAL_WEBHOOK_ID }
    const deliver = (event: Record<string, unknown>) => {
      const signed = signWebhook(event)
      return paypalWebhook(
        new Request('http://localhost/pay/paypal/webhook', {
          method: 'POST',
          headers: signed.headers,
          body: signed.body,
        }),
        deps,
        env,
      )
    }
    const refunded = (refundId: string, value: string) => ({
      id: `WH-R-${++seq}-${Date.now()}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: refundId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value },
        supplementary_data: { related_ids: { order_id: paypalOrderId } },
      },
    })
    expect((await deliver(refunded(own.providerRefundId!, '50.00'))).status).toBe(200)
    expect((await stored(id)).refunds).toHaveLength(1)
    expect((await deliver(refunded('REF-DASHBOARD-1', '2949.00'))).status).toBe(200)
    const record = await stored(id)
    expect(record.status).toBe('refunded')
    expect(record.refunds![1]).toMatchObject({ providerRefundId: 'REF-DASHBOARD-1', amount: 2949, source: 'paypal' })
  })
})

describe('the accountant’s export and revenue by month (issue 24)', () => {
  let config: Promise<import('payload').SanitizedConfig>
  beforeAll(async () => {
    config = (await import('@payload-config')).default
  })
  const get = (path: string, token?: string) =>
    handleEndpoints({
      config,
      path: path.split('?')[0]!,
      request: new Request(`http://localhost${path}`, { headers: token ? { authorization: `JWT ${token}` } : {} }),
    })

  it('exports the orders of a range as CSV and sums paid, refunded and net per month, for editors and administrators only', async () => {
    const buyer = await member()
    const created = await order(buyer.cookie, 'Plus')
    const editor = await staff('editor')
    // Paid by two transfers, then 500 refunded (recorded as a PayPal-side refund would be).
    await payload.update({
      collection: 'orders',
      id: created.id,
      data: {
        transfers: [{ amount: 2999, currency: 'USD', valueDate: '2026-11-02', bankReference: 'CSV-=HYPERLINK("x")' }],
      },
      overrideAccess: false,
      user: editor.user as never,
    })
    const { recordRefund } = await import('@/features/orders/payments/refund')
    await recordRefund(payload, created.id, {
      amount: 500,
      reason: 'Goodwill, "partial"',
      providerRefundId: `R-${Date.now()}`,
      source: 'paypal',
      by: null,
      at: new Date().toISOString(),
    })
    const token = (
      await payload.login({
        collection: 'users',
        data: { email: (editor.user as { email: string }).email, password: 'staff-password-1' },
      })
    ).token!
    const today = new Date().toISOString().slice(0, 10)
    const monthStart = `${today.slice(0, 7)}-01`

    const csv = await get(`/api/orders/export.csv?from=${monthStart}&to=${today}`, token)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/)
    expect(csv.headers.get('cache-control')).toMatch(/no-store/)
    const text = await csv.text()
    const header = text.replace(/^\uFEFF/, '').split('\r\n')[0]!
    expect(header).toBe(
      'date,event,order,receipt,creditNote,gross,net,tax,taxRate,fee,currency,method,reference,package,' +
        'servicePeriodStart,servicePeriodEnd,seller,buyerName,buyerEmail,buyerCompany,buyerCountry,buyerTaxId',
    )
    // One row per money event, dated by the money: the payment on the transfer's value date, the refund with its
    // credit note, negative.
    const rows = text.split('\r\n').filter((row) => row.includes(`,${created.id},TC-`))
    const payment = rows.find((row) => row.startsWith('2026-11-02,payment,'))!
    expect(payment).toContain(',2999.00,')
    expect(payment).toContain(',USD,bank-transfer,')
    // Cells with quotes are quoted and their quotes doubled.
    expect(payment).toContain('CSV-=HYPERLINK(""x"")')
    const refund = rows.find((row) => row.includes(',refund,'))!
    expect(refund).toMatch(/,TC-CN-\d{4}-\d{6},-500\.00,/)
    expect(rows).toHaveLength(2)

    const revenue = await get(`/api/orders/revenue?from=${monthStart}&to=${today}`, token)
    const { months } = (await revenue.json()) as {
      months: Array<{ month: string; currency: string; orders: number; paid: number; refunded: number; net: number }>
    }
    const thisMonth = months.find((m) => m.month === today.slice(0, 7) && m.currency === 'USD')!
    expect(thisMonth.paid).toBeGreaterThanOrEqual(2999)
    expect(thisMonth.refunded).toBeGreaterThanOrEqual(500)
    expect(thisMonth.net).toBeCloseTo(thisMonth.paid - thisMonth.refunded, 2)

    // Refused: a member, a translator, a guest; a broken or reversed range.
    const translator = await staff('translator')
    const translatorToken = (
      await payload.login({
        collection: 'users',
        data: { email: (translator.user as { email: string }).email, password: 'staff-password-1' },
      })
    ).token!
    expect((await get(`/api/orders/export.csv?from=${monthStart}&to=${today}`, translatorToken)).status).toBe(403)
    expect(
      (await get(`/api/orders/export.csv?from=${monthStart}&to=${today}`, buyer.cookie.replace('ts-token=', '')))
        .status,
    ).toBe(403)
    expect((await get(`/api/orders/revenue?from=${monthStart}&to=${today}`)).status).toBe(401)
    expect((await get('/api/orders/export.csv?from=2026-02-30&to=2026-03-01', token)).status).toBe(400)
    expect((await get(`/api/orders/export.csv?from=${today}&to=2020-01-01`, token)).status).toBe(400)
    expect((await get('/api/orders/export.csv', token)).status).toBe(400)
  })
})

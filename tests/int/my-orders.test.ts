/**
 * "My orders" (GET /pay/orders): a member sees their own orders, newest first, each in its state now (an
 * unpaid order past its 7 days reads invalid), with the money received by bank transfer and what is still to pay, and
 * the package's name in the visitor's language; another member's orders never appear; a guest is refused (401); the
 * answer is personal (`Cache-Control: private, no-store`).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createOrder, listOrders, type PaymentDeps } from '@/features/orders/payments/handlers'

import { closeTestPayload, testPayload } from './payload'

const DAY = 24 * 60 * 60 * 1000
const T0 = new Date('2026-05-04T09:00:00.000Z')

let payload: Payload
let clock = T0
let deps: PaymentDeps
let seq = 0

type Listed = {
  id: number
  status: string
  invalidReason: string | null
  amount: number
  currency: string
  packageName: string
  received: number
  outstanding: number | null
}
type Body<T> = { code: number; msg: string; data: T }

async function member(): Promise<{ id: number; cookie: string }> {
  const email = `my-orders${++seq}-${Date.now()}@example.org`
  const created = await payload.create({
    collection: 'members',
    data: { email, password: 'secret-123' },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'members', data: { email, password: 'secret-123' } })
  return { id: created.id, cookie: `ts-token=${token}` }
}

async function order(cookie: string, packageCode: string): Promise<number> {
  const response = await createOrder(
    new Request('http://localhost/pay/payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: 'http://localhost/en/package', cookie },
      body: JSON.stringify({ packageCode, consent: true }),
    }),
    deps,
  )
  const body = (await response.json()) as Body<{ id: number }>
  expect(body.code, body.msg).toBe(1)
  return body.data.id
}

async function list(
  cookie: string | null,
  site = 'en',
): Promise<{ response: Response; body: Body<{ orders: Listed[] }> }> {
  const response = await listOrders(
    new Request('http://localhost/pay/orders', {
      headers: { referer: `http://localhost/${site}/orders`, ...(cookie ? { cookie } : {}) },
    }),
    deps,
  )
  return { response, body: (await response.clone().json()) as Body<{ orders: Listed[] }> }
}

beforeAll(async () => {
  payload = await testPayload()
  await (await import('@/seed')).seed(payload)
  deps = { payload, now: () => clock, paypal: () => null }
})
afterAll(async () => {
  await closeTestPayload()
})

describe('GET /pay/orders', () => {
  it("lists the member's own orders only, newest first, never another member's", async () => {
    const ada = await member()
    const bob = await member()
    const first = await order(ada.cookie, 'PRO')
    clock = new Date(T0.getTime() + 60_000)
    const second = await order(ada.cookie, 'Plus')
    const bobs = await order(bob.cookie, 'Global')

    const forAda = await list(ada.cookie)
    expect(forAda.body.code).toBe(1)
    expect(forAda.body.data.orders.map((o) => o.id)).toEqual([second, first])
    expect(forAda.body.data.orders[0]).toMatchObject({
      status: 'unpaid',
      amount: 2999,
      currency: 'USD',
      packageName: 'Global Plus',
    })

    const forBob = await list(bob.cookie)
    expect(forBob.body.data.orders.map((o) => o.id)).toEqual([bobs])
    expect(forBob.body.data.orders.map((o) => o.id)).not.toContain(first)
  })

  it('refuses a guest with 401 and no orders, and answers privately', async () => {
    const guest = await list(null)
    expect(guest.body.code).toBe(401)
    expect(guest.body.data ?? null).toBeNull()

    const buyer = await member()
    await order(buyer.cookie, 'PRO')
    const mine = await list(buyer.cookie)
    expect(mine.response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('names the package in the language of the site asking', async () => {
    const buyer = await member()
    await order(buyer.cookie, 'Plus')
    expect((await list(buyer.cookie, 'cn')).body.data.orders[0]!.packageName).toBe('Plus 全球增强版')
    expect((await list(buyer.cookie, 'ru')).body.data.orders[0]!.packageName).toBe('Global Plus')
  })

  it('shows an unpaid order past its reservation as invalid (expired), and a part bank transfer with what is left', async () => {
    clock = T0
    const buyer = await member()
    const expiring = await order(buyer.cookie, 'PRO')
    const partly = await order(buyer.cookie, 'Plus')
    await payload.update({
      collection: 'orders',
      id: partly,
      overrideAccess: true,
      data: {
        transfers: [{ amount: 1000, currency: 'USD', valueDate: T0.toISOString(), bankReference: 'HSBC-77' }],
        reservedUntil: new Date(T0.getTime() + 30 * DAY).toISOString(),
      },
    })
    clock = new Date(T0.getTime() + 8 * DAY)
    const orders = (await list(buyer.cookie)).body.data.orders
    expect(orders.find((o) => o.id === expiring)).toMatchObject({ status: 'invalid', invalidReason: 'expired' })
    expect(orders.find((o) => o.id === partly)).toMatchObject({ status: 'unpaid', received: 1000, outstanding: 1999 })
  })
})

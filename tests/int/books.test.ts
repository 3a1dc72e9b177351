/**
 * Books a finance team closes: a paid order is never deleted (REST, GraphQL, local API with or without
 * overrideAccess), the order state machine holds on every door (paid only with money recorded, never paid →
 * cancelled, a reason for every staff change), nothing the receipt states changes once paid, the receipt downloads as
 * the same bytes after edits and refunds, each refund issues a credit note of its own series, the buyer (company, tax
 * id) stays on the receipt after the member's account is deleted, and the paid date is the bank's value date.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { PaymentDeps } from '@/features/orders/payments/handlers'
import type { Order } from '@/payload-types'

import {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  startFakePaypal,
  type FakePaypal,
} from '../support/fake-paypal'
import { pdfText } from '../support/pdf-text'
import { startTestSmtp, type TestSmtp } from '../support/smtp'
import { closeTestPayload, testPayload } from './payload'

vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

const BASE = 'http://localhost'
type Rest = Record<
  'PATCH' | 'DELETE' | 'GET',
  (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
>

let handlers: typeof import('@/features/orders/payments/handlers')
let rest: Rest
let graphqlPOST: (request: Request) => Promise<Response>
let payload: Payload
let paypal: FakePaypal
let smtp: TestSmtp
let deps: PaymentDeps
let seq = 0
const clock = new Date()

beforeAll(async () => {
  smtp = await startTestSmtp()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.EMAIL_FROM = 'TradeCompass <no-reply@tradecompass.test>'
  process.env.PUBLIC_SERVER_URL = 'https://www.tradecompass.test'
  process.env.MAIL_RETRY_BASE_MS = '5'
  handlers = await import('@/features/orders/payments/handlers')
  payload = await testPayload()
  rest = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as Rest
  ;({ POST: graphqlPOST } = await import('@/app/(payload)/api/graphql/route'))
  paypal = await startFakePaypal()
  const { totalDocs } = await payload.count({
    collection: 'package-tiers',
    where: { and: [{ code: { equals: 'Plus' } }, { status: { equals: 'active' } }] },
    overrideAccess: true,
  })
  if (totalDocs === 0) await (await import('@/seed')).seed(payload)
  deps = {
    payload,
    now: () => clock,
    paypal: handlers.paypalFromEnv({
      PAYPAL_API_BASE: paypal.url,
      PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT_SECRET,
    }),
  }
}, 300_000)
afterAll(async () => {
  await paypal?.close()
  await smtp?.stop()
  await closeTestPayload()
})

async function member(): Promise<{ id: number; email: string; cookie: string }> {
  const email = `books${++seq}-${Date.now()}@example.org`
  const created = await payload.create({
    collection: 'members',
    data: { email, password: 'secret-123', nickname: `Buyer ${seq}` },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'members', data: { email, password: 'secret-123' } })
  return { id: created.id, email, cookie: `ts-token=${token}` }
}

type Staff = { user: unknown; token: string; cookie: string }
async function staff(role: 'admin' | 'editor'): Promise<Staff> {
  const email = `books-staff${++seq}-${Date.now()}@example.org`
  const created = await payload.create({
    collection: 'users',
    data: { email, password: 'staff-password-1', role },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'staff-password-1' } })
  return { user: { ...created, collection: 'users' }, token: token!, cookie: `ts-staff-token=${token}` }
}

async function placed(
  buyer: { id: number },
  locale: 'zh' | 'en' | 'ru' = 'en',
  extra: { buyer?: Record<string, string> } = {},
): Promise<Order> {
  const { placeOrder } = await import('@/features/orders/payments/orders')
  const { consentRecord } = await import('@/domain/consent')
  const result = await placeOrder(payload, buyer.id, 'Plus', clock, {
    consent: consentRecord(locale, '3.1', clock),
    ...extra,
  })
  if (!result.ok) throw new Error(`order refused: ${result.reason}`)
  return result.order
}

const stored = (id: number) =>
  payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true }) as Promise<Order>

/** Staff record the full amount as bank transfers (one row per entry) in the admin. */
async function paidByTransfer(order: Order, admin: Staff, rows?: Array<{ amount: number; valueDate: string }>) {
  const transfers = (rows ?? [{ amount: order.amount, valueDate: clock.toISOString().slice(0, 10) }]).map((row, i) => ({
    ...row,
    currency: order.currency,
    bankReference: `BANK-${order.id}-${i}`,
  }))
  return (await payload.update({
    collection: 'orders',
    id: order.id,
    data: { transfers },
    overrideAccess: false,
    user: admin.user as never,
  })) as Order
}

function restCall(method: keyof Rest, who: Staff, pathname: string, body?: unknown) {
  const request = new Request(`${BASE}/api/${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${who.token}`, 'accept-language': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return rest[method](request, { params: Promise.resolve({ slug: pathname.split('?')[0]!.split('/') }) })
}

async function graphql(who: Staff, query: string) {
  const response = await graphqlPOST(
    new Request(`${BASE}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${who.token}` },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> }
}

async function download(id: number, cookie: string, creditNote?: string): Promise<Response> {
  const { downloadInvoice } = await import('@/features/orders/payments/invoice-endpoint')
  const query = creditNote ? `?creditNote=${encodeURIComponent(creditNote)}` : ''
  const headers = { 'sec-fetch-site': 'same-origin', cookie }
  return downloadInvoice(new Request(`${BASE}/pay/invoice/${id}${query}`, { headers }), String(id), payload)
}

async function refundByBank(order: Order, who: Staff, amount: number, reference: string, valueDate?: string) {
  const { refundOrder } = await import('@/features/orders/payments/refund')
  return refundOrder(
    { payload, paypal: () => null, now: () => clock },
    {
      orderId: order.id,
      amount,
      reason: 'Service not delivered',
      userId: (who.user as { id: number }).id,
      valueDate: valueDate ?? clock.toISOString().slice(0, 10),
      reference,
    },
  )
}

describe('a paid order is never deleted', () => {
  it('refuses REST, GraphQL and the local API (staff and overrideAccess); an unpaid order an admin may delete', async () => {
    const admin = await staff('admin')
    const paid = await paidByTransfer(await placed(await member()), admin)
    expect(paid.status).toBe('paid')

    const viaRest = await restCall('DELETE', admin, `orders/${paid.id}`)
    expect(viaRest.status).toBeGreaterThanOrEqual(400)
    expect(viaRest.status).toBeLessThan(500)
    const viaGraphql = await graphql(admin, `mutation { deleteOrder(id: ${paid.id}) { id } }`)
    expect(viaGraphql.errors?.length).toBeGreaterThan(0)
    await expect(
      payload.delete({ collection: 'orders', id: paid.id, overrideAccess: false, user: admin.user as never }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'orders', id: paid.id, overrideAccess: true })).rejects.toThrow(
      /cannot be deleted|不能删除|не может быть удалён/,
    )
    // A bulk delete by a query matching it leaves it too.
    await payload
      .delete({ collection: 'orders', where: { id: { equals: paid.id } }, overrideAccess: true })
      .catch(() => null)
    expect((await stored(paid.id)).invoice?.number).toMatch(/^TC-\d{4}-\d{6}$/)

    const unpaid = await placed(await member())
    const deleted = await restCall('DELETE', admin, `orders/${unpaid.id}`)
    expect(deleted.status).toBe(200)
    expect(
      await payload.findByID({ collection: 'orders', id: unpaid.id, disableErrors: true, overrideAccess: true }),
    ).toBeNull()
  })
})

describe('the order state machine on the server', () => {
  it('refuses "paid" with no money recorded, on REST, GraphQL and the local API; no receipt is issued', async () => {
    const editor = await staff('editor')
    const order = await placed(await member())
    const viaRest = await restCall('PATCH', editor, `orders/${order.id}?locale=en`, {
      status: 'paid',
      statusReason: 'customer says they paid',
    })
    expect(viaRest.status).toBe(400)
    const body = (await viaRest.json()) as { errors: Array<{ message: string }> }
    expect(body.errors[0]!.message).toMatch(/No payment is recorded/)
    const viaGraphql = await graphql(
      editor,
      `mutation { updateOrder(id: ${order.id}, data: { status: paid, statusReason: "x" }) { id status } }`,
    )
    expect(viaGraphql.errors?.[0]?.message).toMatch(/No payment is recorded|尚无付款记录|Оплата не зафиксирована/)
    await expect(
      payload.update({ collection: 'orders', id: order.id, data: { status: 'paid' }, overrideAccess: true }),
    ).rejects.toThrow(/No payment is recorded|尚无付款记录|Оплата не зафиксирована/)
    // A capture id typed by staff is not a capture: the field is not theirs to write.
    await restCall('PATCH', editor, `orders/${order.id}`, { captureId: 'CAP-FAKE', statusReason: 'x' })
    const after = await stored(order.id)
    expect(after).toMatchObject({ status: 'unpaid' })
    expect(after.captureId ?? null).toBeNull()
    expect(after.invoice?.number ?? null).toBeNull()
  })

  it('refuses paid → cancelled and refunded → paid; the message is in the request language', async () => {
    const admin = await staff('admin')
    const paid = await paidByTransfer(await placed(await member()), admin)
    const refused = await restCall('PATCH', admin, `orders/${paid.id}?locale=ru`, {
      status: 'cancelled',
      statusReason: 'mistake',
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(
      /Заказ нельзя перевести/,
    )
    await expect(
      payload.update({
        collection: 'orders',
        id: paid.id,
        data: { status: 'unpaid' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/cannot move from "paid" to "unpaid"|不能从“paid”变为“unpaid”|из «paid» в «unpaid»/)
    expect((await stored(paid.id)).status).toBe('paid')
  })

  it('a staff status change needs a reason, and the order keeps who, when and why in its versions', async () => {
    const editor = await staff('editor')
    const order = await placed(await member())
    const bare = await restCall('PATCH', editor, `orders/${order.id}`, { status: 'cancelled' })
    expect(bare.status).toBe(400)
    expect((await stored(order.id)).status).toBe('unpaid')
    const done = await restCall('PATCH', editor, `orders/${order.id}`, {
      status: 'cancelled',
      statusReason: 'Buyer asked to cancel by phone',
    })
    expect(done.status).toBe(200)
    const record = await stored(order.id)
    expect(record).toMatchObject({
      status: 'cancelled',
      statusReason: 'Buyer asked to cancel by phone',
      statusChangedBy: (editor.user as { id: number }).id,
    })
    expect(record.statusChangedAt).toBeTruthy()
    const versions = await payload.findVersions({
      collection: 'orders',
      where: { parent: { equals: order.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(versions.docs.some((v) => v.version.statusReason === 'Buyer asked to cancel by phone')).toBe(true)
  })

  it('a paid order keeps its amount, currency, package and buyer: REST, GraphQL and the local API refuse', async () => {
    const admin = await staff('admin')
    const paid = await paidByTransfer(await placed(await member()), admin)
    const viaRest = await restCall('PATCH', admin, `orders/${paid.id}`, { amount: 9.99 })
    expect(viaRest.status).toBe(400)
    const viaGraphql = await graphql(
      admin,
      `mutation { updateOrder(id: ${paid.id}, data: { currency: "EUR" }) { id } }`,
    )
    expect(viaGraphql.errors?.length).toBeGreaterThan(0)
    await expect(
      payload.update({ collection: 'orders', id: paid.id, data: { tierCode: 'PRO' }, overrideAccess: true }),
    ).rejects.toThrow(/can no longer change|不能再修改|больше не меняется/)
    await expect(
      payload.update({
        collection: 'orders',
        id: paid.id,
        data: { buyer: { company: 'Someone Else Ltd' } },
        overrideAccess: false,
        user: admin.user as never,
      }),
    ).rejects.toThrow(/can no longer change|不能再修改|больше не меняется/)
    expect(await stored(paid.id)).toMatchObject({ amount: paid.amount, currency: 'USD', tierCode: paid.tierCode })
  })

  it('refuses a refund beyond what is left to refund', async () => {
    const admin = await staff('admin')
    const paid = await paidByTransfer(await placed(await member()), admin)
    await expect(refundByBank(paid, admin, paid.amount + 1, 'RF-TOO-MUCH')).rejects.toMatchObject({ key: 'tooMuch' })
    expect((await stored(paid.id)).refunds ?? []).toHaveLength(0)
  })
})

describe('receipts as issued, credit notes for refunds', () => {
  it('the receipt downloads as the same bytes after an edit and refunds; each refund has its credit note', async () => {
    const admin = await staff('admin')
    const buyer = await member()
    const paid = await paidByTransfer(await placed(buyer, 'ru'), admin)
    const first = Buffer.from(await (await download(paid.id, buyer.cookie)).arrayBuffer())
    // The status line (the stamp beside the totals is drawn rotated, which text extraction splits).
    expect(pdfText(first)).toMatch(/Статус Оплачен /)

    await payload.update({
      collection: 'orders',
      id: paid.id,
      data: { notes: 'checked by finance' },
      overrideAccess: false,
      user: admin.user as never,
    })
    await restCall('PATCH', admin, `orders/${paid.id}`, { amount: 9.99 })
    const afterEdit = Buffer.from(await (await download(paid.id, buyer.cookie)).arrayBuffer())
    expect(afterEdit.equals(first)).toBe(true)

    const part = await refundByBank(paid, admin, 500, 'RF-1')
    expect(part.status).toBe('partially-refunded')
    const note1 = part.refunds![0]!.creditNoteNumber!
    expect(note1).toMatch(/^TC-CN-\d{4}-\d{6}$/)
    expect(part.refunds![0]!.balanceAfter).toBe(paid.amount - 500)
    const full = await refundByBank(part, admin, paid.amount - 500, 'RF-2')
    expect(full.status).toBe('refunded')
    const note2 = full.refunds![1]!.creditNoteNumber!
    expect(Number(note2.slice(-6))).toBe(Number(note1.slice(-6)) + 1)
    expect(full.refunds![0]!.creditNoteNumber).toBe(note1)

    const afterRefunds = Buffer.from(await (await download(paid.id, buyer.cookie)).arrayBuffer())
    expect(afterRefunds.equals(first)).toBe(true)
    const receiptText = pdfText(afterRefunds)
    expect(receiptText).toMatch(/Статус Оплачен /)
    expect(receiptText).not.toMatch(/Возвращ/)

    const credit = await download(paid.id, buyer.cookie, note1)
    expect(credit.status).toBe(200)
    const creditText = pdfText(new Uint8Array(await credit.arrayBuffer()))
    expect(creditText).toContain(note1)
    expect(creditText).toContain(paid.invoice!.number!)
    expect(creditText).toMatch(/КРЕДИТ-НОТА/)
    expect(creditText).toMatch(/500,00/)
    // Another member does not get it; a number of another order is not found here.
    expect((await download(paid.id, (await member()).cookie, note1)).status).toBe(404)
  })

  it('keeps the buyer (company, tax id) on the receipt after the member deletes the account', async () => {
    const admin = await staff('admin')
    const buyer = await member()
    const order = await placed(buyer, 'en', {
      buyer: { company: 'Harbour Freight Ltd', country: 'CN', taxId: '91310000MA1FL4XQ3K', address: '1 Bund Rd' },
    })
    const paid = await paidByTransfer(order, admin)
    const { deleteMemberAccount } = await import('@/features/accounts/data-rights')
    await deleteMemberAccount(payload, { id: buyer.id, email: buyer.email })
    const text = pdfText(new Uint8Array(await (await download(paid.id, admin.cookie)).arrayBuffer()))
    expect(text).toContain('Harbour Freight Ltd')
    expect(text).toContain('91310000MA1FL4XQ3K')
    expect(text).toContain(buyer.email)
    expect(text).not.toContain('deleted.invalid')
  })
})

describe('dates follow cash', () => {
  it('a bank-transfer order is paid on the value date of the transfer that completed it', async () => {
    const admin = await staff('admin')
    const order = await placed(await member())
    const paid = await paidByTransfer(order, admin, [
      { amount: 1000, valueDate: '2026-10-20' },
      { amount: order.amount - 1000, valueDate: '2026-10-31' },
    ])
    expect(paid.status).toBe('paid')
    expect(paid.paidAt?.slice(0, 10)).toBe('2026-10-31')
    expect(paid.invoice?.number).toMatch(/^TC-2026-/)
  })

  it('stores PayPal’s fee and net from the capture', async () => {
    const buyer = await member()
    const order = await placed(buyer)
    const post = (pathname: string) =>
      new Request(`${BASE}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', referer: `${BASE}/en/payment/1`, cookie: buyer.cookie },
        body: JSON.stringify({ orderId: order.id }),
      })
    await handlers.createPaypalOrder(post('/public/paypal'), deps)
    await handlers.capturePaypalOrder(post('/public/paypal/capture'), deps)
    const record = await stored(order.id)
    expect(record.status).toBe('paid')
    const fee = Math.round(order.amount * 100 * 0.0349 + 49) / 100
    expect(record.paypalFee).toBeCloseTo(fee, 2)
    expect(record.paypalNet).toBeCloseTo(order.amount - fee, 2)
  })
})

describe('a month adds up', () => {
  it('each month’s CSV carries only that month’s events: the payment by value date, the refund with its credit note', async () => {
    const admin = await staff('admin')
    const order = await placed(await member())
    await paidByTransfer(order, admin, [{ amount: order.amount, valueDate: '2026-10-31' }])
    const refunded = await refundByBank(order, admin, 399, `RF-MONTH-${order.id}`, '2026-11-05')
    const note = refunded.refunds![0]!.creditNoteNumber!
    const rowsOf = async (from: string, to: string) => {
      const response = await restCall('GET', admin, `orders/export.csv?from=${from}&to=${to}`)
      expect(response.status).toBe(200)
      return (await response.text()).split('\r\n').filter((row) => row.split(',')[2] === String(order.id))
    }
    const october = await rowsOf('2026-10-01', '2026-10-31')
    expect(october).toHaveLength(1)
    expect(october[0]).toMatch(new RegExp(`^2026-10-31,payment,${order.id},TC-2026-\\d{6},,${order.amount}\\.00,`))
    const november = await rowsOf('2026-11-01', '2026-11-30')
    expect(november).toEqual([
      expect.stringMatching(new RegExp(`^2026-11-05,refund,${order.id},TC-2026-\\d{6},${note},-399\\.00,`)),
    ])
    // The same month exported again gives the same rows.
    expect(await rowsOf('2026-10-01', '2026-10-31')).toEqual(october)
  })
})

describe('the buyer at ordering', () => {
  const order = (cookie: string, body: Record<string, unknown>) =>
    handlers
      .createOrder(
        new Request(`${BASE}/pay/payment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', referer: `${BASE}/en/package`, cookie },
          body: JSON.stringify({ packageCode: 'PRO', consent: true, ...body }),
        }),
        deps,
      )
      .then((response) => response.json() as Promise<{ code: number; data?: { id: number } }>)

  it('keeps the purchase form’s company, country and tax id; a tax id not of the country’s format is 10001', async () => {
    const buyer = await member()
    const wrong = await order(buyer.cookie, { company: 'ООО Ромашка', country: 'RU', taxId: '12345' })
    expect(wrong.code).toBe(10001)
    const placedOrder = await order(buyer.cookie, {
      company: 'ООО Ромашка',
      address: 'Москва, ул. Льва Толстого, 16',
      country: 'ru',
      taxId: '7707083893',
    })
    expect(placedOrder.code).toBe(1)
    expect((await stored(placedOrder.data!.id)).buyer).toMatchObject({
      name: expect.stringMatching(/^Buyer /),
      email: buyer.email,
      company: 'ООО Ромашка',
      country: 'RU',
      taxId: '7707083893',
    })
  })
})

/**
 * Receipts of paid orders: the number from a gap-free sequence per payment year, taken in the paying
 * transaction (PayPal captures and bank transfers at the same moment get consecutive numbers, none skipped, an order
 * keeps its number however often it is paid), the PDF in the order's language with the seller, the number and the
 * amount (read back with pdftotext), GET /pay/invoice/{id} for the owner and staff only, and the PDF attached to the
 * "payment received" mail.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

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
import { startTestSmtp, type TestSmtp } from '../support/smtp'
import { closeTestPayload, testPayload } from './payload'
import { skipOnEmbeddedDatabase } from './postgres-only'

vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

// Imported once the SMTP settings are in the environment: the handlers load the Payload config, which reads them.
let handlers: typeof import('@/features/orders/payments/handlers')
let payload: Payload
let paypal: FakePaypal
let smtp: TestSmtp
let clock = new Date()
let deps: PaymentDeps
let seq = 0

const SELLER = {
  zh: '测试罗盘信息科技有限公司',
  en: 'Test Compass Trading Ltd.',
  ru: 'ООО «Тестовый Компас»',
} as const

beforeAll(async () => {
  smtp = await startTestSmtp()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.EMAIL_FROM = 'TradeCompass <no-reply@tradecompass.test>'
  process.env.PUBLIC_SERVER_URL = 'https://www.tradecompass.test'
  process.env.MAIL_RETRY_BASE_MS = '5'
  handlers = await import('@/features/orders/payments/handlers')
  payload = await testPayload()
  paypal = await startFakePaypal()
  const { totalDocs } = await payload.count({
    collection: 'package-tiers',
    where: { and: [{ code: { equals: 'Plus' } }, { status: { equals: 'active' } }] },
    overrideAccess: true,
  })
  if (totalDocs === 0) await (await import('@/seed')).seed(payload)
  for (const locale of ['zh', 'en', 'ru'] as const) {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: { seller: { legalName: SELLER[locale], address: `Address ${locale}`, taxId: 'TAX-0042', taxRate: 0 } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
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
  const email = `invoice${++seq}-${Date.now()}@example.org`
  const created = await payload.create({
    collection: 'members',
    data: { email, password: 'secret-123', nickname: `Buyer ${seq}` },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'members', data: { email, password: 'secret-123' } })
  return { id: created.id, email, cookie: `ts-token=${token}` }
}

async function staff(role: 'admin' | 'editor' | 'translator'): Promise<{ cookie: string; user: unknown }> {
  const email = `invoice-staff${++seq}-${Date.now()}@example.org`
  const created = await payload.create({
    collection: 'users',
    data: { email, password: 'staff-password-1', role },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'staff-password-1' } })
  // Staff sessions are the `ts-staff-token` cookie (src/features/accounts/staff-session.ts).
  return { cookie: `ts-staff-token=${token}`, user: { ...created, collection: 'users' } }
}

/** An order placed by the buyer in a language, as POST /pay/payment places it. */
async function placed(buyer: { id: number }, locale: 'zh' | 'en' | 'ru' = 'en', code = 'Plus'): Promise<Order> {
  const { placeOrder } = await import('@/features/orders/payments/orders')
  const { consentRecord } = await import('@/domain/consent')
  const result = await placeOrder(payload, buyer.id, code, clock, { consent: consentRecord(locale, '3.1', clock) })
  if (!result.ok) throw new Error(`order refused: ${result.reason}`)
  return result.order
}

function post(pathname: string, body: unknown, cookie: string): Request {
  return new Request(`http://localhost${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', referer: 'http://localhost/en/payment/1', cookie },
    body: JSON.stringify(body),
  })
}

/** The buyer's page: the PayPal order made (once), then the capture. */
async function startPaypal(order: Order, cookie: string) {
  const response = await handlers.createPaypalOrder(post('/public/paypal', { orderId: order.id }, cookie), deps)
  expect(((await response.json()) as { code: number }).code).toBe(1)
}
async function capture(order: Order, cookie: string) {
  return (await (
    await handlers.capturePaypalOrder(post('/public/paypal/capture', { orderId: order.id }, cookie), deps)
  ).json()) as { code: number; data: { status: string } }
}
/** Staff record the full amount as one bank transfer in the admin. */
async function transfer(order: Order, admin: { user: unknown }, reference: string) {
  return payload.update({
    collection: 'orders',
    id: order.id,
    data: {
      transfers: [
        {
          amount: order.amount,
          currency: order.currency,
          valueDate: clock.toISOString().slice(0, 10),
          bankReference: reference,
        },
      ],
    },
    overrideAccess: false,
    user: admin.user as never,
  })
}

const stored = (id: number) =>
  payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true }) as Promise<Order>

async function numbersOfYear(year: number): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { 'invoice.number': { like: `TC-${year}-` } },
    limit: 10_000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => Number(doc.invoice!.number!.slice(`TC-${year}-`.length))).sort((a, b) => a - b)
}

async function download(id: number, cookie?: string): Promise<Response> {
  const { downloadInvoice } = await import('@/features/orders/payments/invoice-endpoint')
  // As a browser following a link of the site sends it (Payload reads a session cookie of a same-origin request only).
  const headers = { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) }
  return downloadInvoice(new Request(`http://localhost/pay/invoice/${id}`, { headers }), String(id), payload)
}

/** The text of a PDF as pdftotext reads it (spaces of any kind made plain). */
function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'))
  const file = path.join(dir, 'receipt.pdf')
  writeFileSync(file, pdf)
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\s\u00a0\u202f]+/g, ' ')
}

describe('receipt numbers', () => {
  it('gives N orders paid at the same moment (PayPal captures and bank transfers) N consecutive numbers of the year, none skipped', async () => {
    clock = new Date()
    const year = clock.getUTCFullYear()
    const admin = await staff('admin')
    const buyers = await Promise.all(Array.from({ length: 8 }, () => member()))
    const orders = await Promise.all(
      buyers.map((buyer, i) => placed(buyer, (['zh', 'en', 'ru'] as const)[i % 3], i % 2 ? 'PRO' : 'Plus')),
    )
    for (const [i, order] of orders.entries()) if (i % 2 === 0) await startPaypal(order, buyers[i]!.cookie)
    const before = await numbersOfYear(year)

    await Promise.all(
      orders.map((order, i) =>
        i % 2 === 0 ? capture(order, buyers[i]!.cookie) : transfer(order, admin, `BANK-${order.id}`),
      ),
    )

    const paid = await Promise.all(orders.map((order) => stored(order.id)))
    expect(paid.map((order) => order.status)).toEqual(orders.map(() => 'paid'))
    const numbers = paid.map((order) => order.invoice?.number ?? '')
    for (const number of numbers) expect(number).toMatch(new RegExp(`^TC-${year}-\\d{6}$`))
    expect(new Set(numbers).size).toBe(8)
    const mine = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b)
    expect(mine[7]! - mine[0]!).toBe(7)
    // Gap-free over the whole year: every number from 1 up to the last one taken is on exactly one order.
    const all = await numbersOfYear(year)
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1))
    expect(all.length).toBe(before.length + 8)
  })

  it.skipIf(
    skipOnEmbeddedDatabase(
      'two captures of one order at the same instant take one receipt number (the row lock needs transactions, which the embedded database has not)',
    ),
  )(
    'gives one order paid twice at the same instant one number (PostgreSQL only: the row lock needs a transaction)',
    async () => {
      clock = new Date()
      const buyer = await member()
      const order = await placed(buyer, 'en')
      await startPaypal(order, buyer.cookie)
      const count = (await numbersOfYear(clock.getUTCFullYear())).length
      // The buyer's page and a retry of it at the same moment.
      const [first, second] = await Promise.all([capture(order, buyer.cookie), capture(order, buyer.cookie)])
      expect([first.data?.status, second.data?.status], JSON.stringify([first, second])).toEqual(['paid', 'paid'])
      expect((await stored(order.id)).invoice?.number).toMatch(/^TC-\d{4}-\d{6}$/)
      expect((await numbersOfYear(clock.getUTCFullYear())).length).toBe(count + 1)
    },
  )

  it('keeps an order’s number when it is paid again, marked paid again or refunded', async () => {
    clock = new Date()
    const buyer = await member()
    const order = await placed(buyer, 'en')
    await startPaypal(order, buyer.cookie)
    // The buyer's page, then a retry of it.
    const first = await capture(order, buyer.cookie)
    const second = await capture(order, buyer.cookie)
    expect([first.data?.status, second.data?.status], JSON.stringify([first, second])).toEqual(['paid', 'paid'])
    const number = (await stored(order.id)).invoice?.number
    expect(number).toMatch(/^TC-\d{4}-\d{6}$/)
    const count = (await numbersOfYear(clock.getUTCFullYear())).length

    expect((await capture(order, buyer.cookie)).data.status).toBe('paid')
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'paid', notes: 'checked' },
      overrideAccess: true,
    })
    const { recordRefund } = await import('@/features/orders/payments/refund')
    await recordRefund(payload, order.id, {
      amount: 100,
      reason: 'goodwill',
      providerRefundId: `R-${Date.now()}`,
      source: 'admin',
      by: null,
      at: new Date().toISOString(),
    })
    const after = await stored(order.id)
    expect(after.status).toBe('partially-refunded')
    expect(after.invoice?.number).toBe(number)
    // Nobody edits the number by hand, not even an administrator.
    const admin = await staff('admin')
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { invoice: { number: 'TC-1999-000001' } } as never,
      overrideAccess: false,
      user: admin.user as never,
    })
    expect((await stored(order.id)).invoice?.number).toBe(number)
    expect((await numbersOfYear(clock.getUTCFullYear())).length).toBe(count)
  })

  it('starts each year at 000001, numbered by the payment’s date', async () => {
    clock = new Date('2041-01-01T00:00:05.000Z')
    const buyer = await member()
    const first = await placed(buyer, 'en')
    await startPaypal(first, buyer.cookie)
    expect((await capture(first, buyer.cookie)).data.status).toBe('paid')
    expect((await stored(first.id)).invoice?.number).toBe('TC-2041-000001')
    const second = await placed(buyer, 'en', 'PRO')
    await startPaypal(second, buyer.cookie)
    await capture(second, buyer.cookie)
    expect((await stored(second.id)).invoice?.number).toBe('TC-2041-000002')
  })
})

describe('the receipt PDF', () => {
  async function paidOrder(locale: 'zh' | 'en' | 'ru') {
    clock = new Date()
    const buyer = await member()
    const order = await placed(buyer, locale)
    await startPaypal(order, buyer.cookie)
    await capture(order, buyer.cookie)
    return { buyer, order: await stored(order.id) }
  }

  it('is in Chinese for a zh order: seller, number, amount, the line, with the Chinese text extracted', async () => {
    const { buyer, order } = await paidOrder('zh')
    const response = await download(order.id, buyer.cookie)
    expect(response.status).toBe(200)
    const text = pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain(order.invoice!.number!)
    expect(text).toContain('付款收据')
    expect(text).toContain(SELLER.zh)
    expect(text).toContain('数据套餐')
    expect(text).toContain('US$2,999.00')
    expect(text).toContain(order.captureId!)
  })

  it('is in Russian for a ru order, Cyrillic included', async () => {
    const { buyer, order } = await paidOrder('ru')
    const text = pdfText(new Uint8Array(await (await download(order.id, buyer.cookie)).arrayBuffer()))
    expect(text).toContain(order.invoice!.number!)
    expect(text).toContain('КВИТАНЦИЯ ОБ ОПЛАТЕ')
    expect(text).toContain(SELLER.ru)
    expect(text).toContain('2 999,00 $')
    expect(text).toContain('Пакет данных')
  })

  it('shows the tax of the rate set when the order was paid (included in the price)', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { seller: { taxRate: 6 } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      const { buyer, order } = await paidOrder('en')
      expect(order.invoice?.taxRate).toBe(6)
      const text = pdfText(new Uint8Array(await (await download(order.id, buyer.cookie)).arrayBuffer()))
      // 2,999.00 including 6 %: 2,829.25 net and 169.75 tax.
      expect(text).toContain('$2,829.25')
      expect(text).toContain('$169.75')
      expect(text).toContain('$2,999.00')
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { seller: { taxRate: 0 } },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })
})

describe('GET /pay/invoice/{id}', () => {
  it('serves the PDF to the order’s member and to staff; 404 to another member, a guest, a translator and for an unpaid order', async () => {
    clock = new Date()
    const buyer = await member()
    const order = await placed(buyer, 'en')
    // Unpaid or cancelled: no number and no receipt, even for the owner.
    expect((await download(order.id, buyer.cookie)).status).toBe(404)
    const cancelled = await placed(buyer, 'en', 'PRO')
    await payload.update({
      collection: 'orders',
      id: cancelled.id,
      data: { status: 'cancelled', statusReason: 'test' },
      overrideAccess: true,
    })
    expect((await download(cancelled.id, buyer.cookie)).status).toBe(404)
    expect((await stored(cancelled.id)).invoice?.number ?? null).toBeNull()
    await startPaypal(order, buyer.cookie)
    await capture(order, buyer.cookie)
    const number = (await stored(order.id)).invoice!.number!

    const owner = await download(order.id, buyer.cookie)
    expect(owner.status).toBe(200)
    expect(owner.headers.get('content-type')).toBe('application/pdf')
    expect(owner.headers.get('content-disposition')).toContain(`${number}.pdf`)
    expect(owner.headers.get('cache-control')).toMatch(/private/)
    expect(owner.headers.get('cache-control')).toMatch(/no-store/)
    expect(
      Buffer.from(await owner.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    expect((await download(order.id, (await staff('editor')).cookie)).status).toBe(200)
    expect((await download(order.id, (await staff('admin')).cookie)).status).toBe(200)
    for (const cookie of [(await member()).cookie, undefined, (await staff('translator')).cookie, 'ts-token=forged']) {
      const refused = await download(order.id, cookie)
      expect(refused.status).toBe(404)
      expect(refused.headers.get('content-type')).not.toBe('application/pdf')
    }
    expect((await download(99_999_999, buyer.cookie)).status).toBe(404)
  })
})

describe('the payment-received mail', () => {
  it('carries the receipt as a PDF attachment and the download link', async () => {
    clock = new Date()
    const buyer = await member()
    const order = await placed(buyer, 'en')
    await startPaypal(order, buyer.cookie)
    await capture(order, buyer.cookie)
    const number = (await stored(order.id)).invoice!.number!
    await payload.jobs.run({ queue: 'default', limit: 100, where: { taskSlug: { equals: 'orderMail' } }, silent: true })
    const deadline = Date.now() + 10_000
    let mail = smtp.mails.find((m) => m.to.includes(buyer.email) && m.subject.startsWith('Payment received'))
    while (!mail && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      mail = smtp.mails.find((m) => m.to.includes(buyer.email) && m.subject.startsWith('Payment received'))
    }
    expect(mail).toBeTruthy()
    expect(mail!.text).toContain(`https://www.tradecompass.test/pay/invoice/${order.id}`)
    expect(mail!.text).toContain(number)
    const part = mail!.raw.split(/\r?\n--/).find((p) => /content-type:\s*application\/pdf/i.test(p))
    expect(part).toBeTruthy()
    expect(part).toContain(`${number}.pdf`)
    const base64 = part!
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s+/g, '')
    expect(pdfText(Buffer.from(base64, 'base64'))).toContain(number)
  })
})

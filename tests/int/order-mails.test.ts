/**
 * The buyer's order mails, through the jobs queue to a local SMTP server, in the order's language:
 * placed (payment link and bank details), paid, each refund, and the reminder the day before the reservation ends;
 * each queued and sent once, however often the paths that queue it run.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestSmtp, type TestSmtp } from '../support/smtp'
import { closeTestPayload, testPayload } from './payload'

vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

let payload: Payload
let smtp: TestSmtp
let seq = 0

beforeAll(async () => {
  smtp = await startTestSmtp()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.EMAIL_FROM = 'TradeCompass <no-reply@tradecompass.test>'
  process.env.PUBLIC_SERVER_URL = 'https://www.tradecompass.test'
  process.env.MAIL_RETRY_BASE_MS = '5'
  payload = await testPayload()
  // The mails read the tier and the bank details: seeded by an earlier file of the run, else seeded here; the bank
  // details set as the seed has them (another file may have changed the settings).
  const { totalDocs } = await payload.count({
    collection: 'package-tiers',
    where: { code: { equals: 'Plus' } },
    overrideAccess: true,
  })
  if (totalDocs === 0) await (await import('@/seed')).seed(payload)
  const { siteSettings } = await import('@/seed/content/site-settings')
  const { note: _intl, ...international } = siteSettings.bankTransfer.international
  const { note: _mainland, ...mainland } = siteSettings.bankTransfer.mainland
  const bank = () =>
    payload.updateGlobal({
      slug: 'site-settings',
      data: { bankTransfer: { international, mainland } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  await bank().catch(async () => {
    // A database whose settings were never saved: the seed fills the required fields first.
    await (await import('@/seed')).seed(payload)
    await bank()
  })
}, 300_000)
afterAll(async () => {
  await smtp?.stop()
  await closeTestPayload()
})

async function runMailJobs() {
  await payload.jobs.run({ queue: 'default', limit: 100, where: { taskSlug: { equals: 'orderMail' } }, silent: true })
  await new Promise((resolve) => setTimeout(resolve, 300))
}

async function placed(locale: 'zh' | 'en' | 'ru') {
  const email = `order-mail-${++seq}-${Date.now()}@example.org`
  const member = await payload.create({
    collection: 'members',
    data: { email, password: 'secret-123' },
    overrideAccess: true,
  })
  const { placeOrder } = await import('@/features/orders/payments/orders')
  const { consentRecord } = await import('@/domain/consent')
  const result = await placeOrder(payload, member.id, 'Plus', new Date(), { consent: consentRecord(locale, '3.1') })
  if (!result.ok) throw new Error(`order refused: ${result.reason}`)
  return { email, order: result.order }
}

describe('order mails', () => {
  it('placed → paid → refunded, in Russian, each once', async () => {
    const { email, order } = await placed('ru')
    const since = smtp.mails.length
    await runMailJobs()
    const first = smtp.mails.slice(since).filter((mail) => mail.to.includes(email))
    expect(first).toHaveLength(1)
    // The package by its name on the Russian site, as the payment page and the receipt show it, not its code.
    const ruName = (
      await payload.find({
        collection: 'package-tiers',
        where: { code: { equals: 'Plus' } },
        locale: 'ru',
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!.name
    expect(ruName).not.toBe('Plus')
    expect(first[0]!.subject.replace(/\s/g, ' ')).toBe(`Ваш заказ ${order.id}: ${ruName}, 2 999,00 $`)
    expect(first[0]!.text).toContain(`https://www.tradecompass.test/ru/payment/${order.id}`)
    expect(first[0]!.text).toContain('зарезервирован за вами до')
    // The bank details from the site settings.
    expect(first[0]!.text).toMatch(/TradeCompass \(Hong Kong\) Limited/)

    // Queued again by a retry of the same path: nothing new.
    const { queueOrderMail } = await import('@/features/orders/payments/order-mail')
    expect(await queueOrderMail(payload, order.id, 'placed')).toBe(false)

    await payload.update({
      collection: 'orders',
      id: order.id,
      // As the PayPal path records it: paid with a capture (the server refuses "paid" with no money recorded).
      data: { status: 'paid', method: 'paypal', captureId: `CAP-MAIL-${order.id}` },
      overrideAccess: true,
    })
    const { recordRefund } = await import('@/features/orders/payments/refund')
    const refund = {
      amount: 500,
      reason: 'Страна не поставлена',
      providerRefundId: `R-${Date.now()}`,
      source: 'admin' as const,
      by: null,
      at: new Date().toISOString(),
    }
    await recordRefund(payload, order.id, refund)
    await recordRefund(payload, order.id, refund)
    await runMailJobs()
    await runMailJobs()
    const later = smtp.mails.slice(since).filter((mail) => mail.to.includes(email))
    // The queue runs jobs side by side: the mails may arrive in any order, each exactly once.
    expect(later.map((mail) => mail.subject.replace(/\s/g, ' ')).sort()).toEqual(
      [
        `Ваш заказ ${order.id}: ${ruName}, 2 999,00 $`,
        `Оплата заказа ${order.id} получена`,
        `Возврат по заказу ${order.id}`,
      ].sort(),
    )
    const refundText = later.find((mail) => mail.subject.startsWith('Возврат'))!.text.replace(/\s/g, ' ')
    expect(refundText).toContain('вернули 500,00 $')
    expect(refundText).toContain('Причина: Страна не поставлена')
    expect(refundText).toContain('Оплачено и не возвращено: 2 499,00 $')

    const records = await payload.find({
      collection: 'order-mails',
      where: { order: { equals: order.id } },
      overrideAccess: true,
      sort: 'queuedAt',
    })
    expect(records.docs.map((r) => r.kind).sort()).toEqual(['paid', 'placed', 'refunded'])
    expect(records.docs.every((r) => Boolean(r.sentAt))).toBe(true)
  })

  it('reminds once the day before the reservation ends, in the order’s language', async () => {
    const { email, order } = await placed('en')
    await runMailJobs()
    const since = smtp.mails.length
    const { remindReservationsEnding } = await import('@/features/orders/payments/orders')
    // Six days later: the reservation (7 days) ends within a day.
    const sixDaysLater = new Date(new Date(order.reservedUntil).getTime() - 12 * 60 * 60 * 1000)
    expect(
      await remindReservationsEnding(payload, new Date(sixDaysLater.getTime() - 24 * 60 * 60 * 1000)),
    ).toBeGreaterThanOrEqual(0)
    const countBefore = (
      await payload.count({
        collection: 'order-mails',
        where: { and: [{ order: { equals: order.id } }, { kind: { equals: 'reminder' } }] },
        overrideAccess: true,
      })
    ).totalDocs
    expect(countBefore).toBe(0)
    expect(await remindReservationsEnding(payload, sixDaysLater)).toBeGreaterThanOrEqual(1)
    await remindReservationsEnding(payload, sixDaysLater)
    await runMailJobs()
    const reminders = smtp.mails.slice(since).filter((mail) => mail.to.includes(email))
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.subject).toBe(`Order ${order.id}: the reservation ends tomorrow`)
    expect(reminders[0]!.text).toContain(`https://www.tradecompass.test/en/payment/${order.id}`)
  })

  it('is read by editors and administrators only', async () => {
    const member = (await payload.find({ collection: 'members', limit: 1, overrideAccess: true })).docs[0]!
    await expect(
      payload.find({
        collection: 'order-mails',
        overrideAccess: false,
        user: { ...member, collection: 'members' } as never,
      }),
    ).rejects.toThrow()
  })
})

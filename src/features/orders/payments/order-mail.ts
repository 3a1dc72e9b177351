/**
 * The buyer's e-mails about an order, in the language the order was placed in: placed (package, amount,
 * reservation end, how to pay with the bank details), paid, refunded (each refund), and the reminder the day before
 * the reservation ends. Queued through the jobs queue like the submission mails (retried by the queue, never sent
 * twice): `queueOrderMail` makes an `order-mails` record whose key is unique per order, kind (and refund), then a job;
 * the job sends and marks the record sent.
 */
import type { Payload, PayloadRequest } from 'payload'

import { publicOrigin } from '../../../settings'
import { localeToSite, type Locale } from '../../../domain/locale'
import { refundedOf } from '../../../domain/orders'
import { fill as fillIn } from '../../../i18n/fill'
import { ORDER_MAIL } from '../../../i18n/messages/order-mail'
import { escapeHtml } from '../../forms/api/mail-texts'
import { orderLocale } from './order-locale'
import { tierNameOf } from './tier-name'
import type { Member, Order, SiteSetting } from '../../../payload-types'
import { settingsWithContactDomain } from '../../../domain/contact'

export const ORDER_MAIL_TASK = 'orderMail'

export type OrderMailKind = 'placed' | 'paid' | 'refunded' | 'reminder'

/** Queues one mail once: false when it was queued before (the same order, kind and refund). */
export async function queueOrderMail(
  payload: Payload,
  orderId: number,
  kind: OrderMailKind,
  options: { refundId?: string; req?: Partial<PayloadRequest>; now?: Date } = {},
): Promise<boolean> {
  const key = `${orderId}:${kind}${options.refundId ? `:${options.refundId}` : ''}`
  const existing = await payload.count({
    collection: 'order-mails',
    where: { key: { equals: key } },
    overrideAccess: true,
    req: options.req,
  })
  if (existing.totalDocs > 0) return false
  let record
  try {
    record = await payload.create({
      collection: 'order-mails',
      overrideAccess: true,
      req: options.req,
      data: {
        key,
        order: orderId,
        kind,
        refundId: options.refundId ?? null,
        queuedAt: (options.now ?? new Date()).toISOString(),
      },
    })
  } catch (error) {
    // Queued at the same instant by another path (the webhook and the page): the unique key kept one.
    if (
      (
        await payload.count({
          collection: 'order-mails',
          where: { key: { equals: key } },
          overrideAccess: true,
          req: options.req,
        })
      ).totalDocs > 0
    )
      return false
    throw error
  }
  await payload.jobs.queue({
    task: ORDER_MAIL_TASK,
    input: { mail: record.id },
    req: options.req as PayloadRequest | undefined,
  })
  return true
}

/** Sends a queued order mail unless it was sent; a failure is stored on the record and thrown (the queue retries). */
export async function sendOrderMail(payload: Payload, mailId: number): Promise<'sent' | 'already-sent' | 'gone'> {
  const record = await payload.findByID({
    collection: 'order-mails',
    id: mailId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!record) return 'gone'
  if (record.sentAt) return 'already-sent'
  const orderId = record.order && typeof record.order === 'object' ? record.order.id : record.order
  if (!orderId) return 'gone'
  const order = (await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Order | null
  if (!order) return 'gone'
  const memberId = typeof order.member === 'object' ? order.member.id : order.member
  const member = (await payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Member | null
  if (!member?.email) return 'gone'
  const locale = orderLocale(order)
  const settings = settingsWithContactDomain(
    (await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true })) as SiteSetting,
  )
  const packageName = await tierNameOf(payload, order.tierCode, locale)
  const message = orderMailText(record.kind as OrderMailKind, {
    order,
    locale,
    settings,
    refundId: record.refundId ?? undefined,
    packageName,
  })
  // The "payment received" mail carries the receipt (src/features/orders/payments/invoice.ts, loaded only here: pdfkit
  // and the font).
  const attachments = []
  if (record.kind === 'paid') {
    const { invoicePdfOf, invoiceFileName } = await import('./invoice')
    const invoice = await invoicePdfOf(payload, order)
    if (invoice)
      attachments.push({
        filename: invoiceFileName(invoice.number),
        content: invoice.pdf,
        contentType: 'application/pdf',
      })
  }
  // Each refund's mail carries its credit note.
  const refund = (order.refunds ?? []).find((row) => row.providerRefundId === record.refundId)
  if (record.kind === 'refunded' && refund?.creditNoteNumber) {
    const { creditNotePdfOf, invoiceFileName } = await import('./invoice')
    const note = await creditNotePdfOf(payload, order, refund.creditNoteNumber)
    if (note)
      attachments.push({ filename: invoiceFileName(note.number), content: note.pdf, contentType: 'application/pdf' })
  }
  try {
    await payload.sendEmail({ to: member.email, ...message, ...(attachments.length > 0 ? { attachments } : {}) })
  } catch (error) {
    await payload.update({
      collection: 'order-mails',
      id: mailId,
      overrideAccess: true,
      data: { lastError: String((error as Error).message ?? error).slice(0, 300) },
    })
    throw error
  }
  await payload.update({
    collection: 'order-mails',
    id: mailId,
    overrideAccess: true,
    data: { sentAt: new Date().toISOString(), lastError: null },
  })
  return 'sent'
}

const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en-US', ru: 'ru-RU' }

/** The subject, text and HTML of one order mail (pure: tests read it without sending). */
export function orderMailText(
  kind: OrderMailKind,
  {
    order,
    locale,
    settings,
    refundId,
    packageName,
  }: {
    order: Order
    locale: Locale
    settings?: SiteSetting | null
    refundId?: string
    /** The tier's name in `locale` (its code without it). */ packageName?: string
  },
): { subject: string; text: string; html: string } {
  const t = ORDER_MAIL[locale]
  const money = (n: number) =>
    new Intl.NumberFormat(HTML_LANG[locale], { style: 'currency', currency: order.currency }).format(n)
  const date = (iso: string) =>
    new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
      new Date(iso),
    ) + ' UTC'
  const refund = (order.refunds ?? []).find((r) => r.providerRefundId === refundId) ?? (order.refunds ?? []).at(-1)
  const refunded = refundedOf(order)
  const values: Record<string, string> = {
    id: String(order.id),
    package: packageName || order.tierCode,
    amount: money(order.amount),
    until: date(order.reservedUntil),
    refund: refund ? money(refund.amount) : '',
    reason: refund?.reason ?? '',
    // What was left paid right after this refund (stored with it), not after any later one.
    left: money(typeof refund?.balanceAfter === 'number' ? refund.balanceAfter : Math.max(0, order.amount - refunded)),
    number: order.invoice?.number ?? '',
  }
  const fill = (text: string) => fillIn(text, values)
  const link = `${publicOrigin(localeToSite(locale))}/${localeToSite(locale)}/payment/${order.id}`
  const receipt = `${publicOrigin(localeToSite(locale))}/pay/invoice/${order.id}`
  const lines: string[] = []
  let subject: string
  if (kind === 'placed') {
    subject = fill(t.placed.subject)
    lines.push(fill(t.placed.intro), '', fill(t.reserved), link, '', fill(t.transfer), ...bankLines(settings, locale))
  } else if (kind === 'paid') {
    subject = fill(t.paid.subject)
    lines.push(fill(t.paid.intro), '', t.view, link, ...(order.invoice?.number ? ['', fill(t.receipt), receipt] : []))
  } else if (kind === 'refunded') {
    subject = fill(t.refunded.subject)
    lines.push(fill(t.refunded.intro), fill(t.left), '', t.view, link)
  } else {
    subject = fill(t.reminder.subject)
    lines.push(fill(t.reminder.intro), '', fill(t.reserved), link, '', fill(t.transfer), ...bankLines(settings, locale))
  }
  lines.push('', t.sign)
  const text = lines.join('\n')
  const html = lines
    .map((line) =>
      line === link || line === receipt
        ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
        : line === ''
          ? ''
          : `<p>${escapeHtml(line)}</p>`,
    )
    .join('')
  return { subject, text, html: `<div lang="${HTML_LANG[locale]}">${html}</div>` }
}

function bankLines(settings: SiteSetting | null | undefined, locale: Locale): string[] {
  const t = ORDER_MAIL[locale]
  const bank = settings?.bankTransfer
  const out: string[] = []
  const intl = bank?.international
  if (intl?.account) {
    out.push(
      '',
      `${t.international}:`,
      ...[intl.beneficiary, intl.bank, intl.account, intl.swift ? `SWIFT ${intl.swift}` : null, intl.address].filter(
        (v): v is string => Boolean(v),
      ),
    )
  }
  const mainland = bank?.mainland
  if (mainland?.account) {
    out.push(
      '',
      `${t.mainland}:`,
      ...[mainland.beneficiary, mainland.bank, mainland.account, mainland.branch].filter((v): v is string =>
        Boolean(v),
      ),
    )
  }
  return out
}

/**
 * The buyer's e-mails about an order (issue 24), in the language the order was placed in: placed (package, amount,
 * reservation end, how to pay with the bank details), paid, refunded (each refund), and the reminder the day before
 * the reservation ends. Queued through the jobs queue like the submission mails (retried by the queue, never sent
 * twice): `queueOrderMail` makes an `order-mails` record whose key is unique per order, kind (and refund), then a job;
 * the job sends and marks the record sent.
 */
import type { Payload, PayloadRequest } from 'payload'

import { publicOrigin } from '../../../env'
import { isLocale, localeToSite, type Locale } from '../../../domain/locale'
import { refundedOf } from '../../../domain/orders'
import { fill as fillIn } from '../../../i18n/fill'
import { escapeHtml } from '../../forms/api/mail-texts'
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
  // The "payment received" mail carries the receipt (src/features/orders/payments/invoice.ts, loaded only here: pdfkit and the font).
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

/** The language of an order: the one its buyer agreed to the terms in when ordering, else Chinese. */
export function orderLocale(order: Pick<Order, 'consent'>): Locale {
  const locale = order.consent?.locale
  return isLocale(locale) ? locale : 'zh'
}

const TEXT = {
  en: {
    placed: {
      subject: 'Your order {id}: {package}, {amount}',
      intro: 'Thank you for your order {id} of the {package} package ({amount}, one year).',
    },
    reserved: 'It is reserved for you until {until}. Pay online or by bank transfer on its payment page:',
    transfer: 'For a bank transfer, write the order number {id} in the reference.',
    paid: {
      subject: 'Payment received for order {id}',
      intro: 'We received your payment of {amount} for order {id} ({package}). Your package is active now.',
    },
    receipt: 'Your receipt {number} is attached; you can also download it here (signed in):',
    refunded: {
      subject: 'Refund for order {id}',
      intro: 'We refunded {refund} of order {id} ({package}). Reason: {reason}',
    },
    left: 'Paid and not refunded: {left}.',
    reminder: {
      subject: 'Order {id}: the reservation ends tomorrow',
      intro:
        'Your order {id} of the {package} package ({amount}) is reserved until {until}. After that it lapses and you would need to order again.',
    },
    view: 'Your order:',
    international: 'Hong Kong / international',
    mainland: 'Mainland China',
    sign: 'TradeCompass',
  },
  zh: {
    placed: {
      subject: '您的订单 {id}：{package}，{amount}',
      intro: '感谢您订购 {package} 套餐（订单 {id}，{amount}，一年）。',
    },
    reserved: '订单为您保留至 {until}。请在订单的支付页面在线支付或通过银行转账支付：',
    transfer: '银行转账时请在附言中注明订单号 {id}。',
    paid: {
      subject: '订单 {id} 已收到付款',
      intro: '我们已收到订单 {id}（{package}）的付款 {amount}，您的套餐现已开通。',
    },
    receipt: '付款收据 {number} 见附件；登录后也可在此下载：',
    refunded: { subject: '订单 {id} 退款通知', intro: '我们已为订单 {id}（{package}）退款 {refund}。原因：{reason}' },
    left: '已支付未退款金额：{left}。',
    reminder: {
      subject: '订单 {id} 的保留期明天结束',
      intro: '您的订单 {id}（{package}，{amount}）保留至 {until}，之后将失效，需要重新下单。',
    },
    view: '查看订单：',
    international: '香港 / 国际',
    mainland: '中国大陆',
    sign: 'TradeCompass 贸易罗盘',
  },
  ru: {
    placed: {
      subject: 'Ваш заказ {id}: {package}, {amount}',
      intro: 'Спасибо за заказ {id}: пакет {package} ({amount}, на год).',
    },
    reserved:
      'Он зарезервирован за вами до {until}. Оплатить онлайн или банковским переводом можно на странице оплаты заказа:',
    transfer: 'При банковском переводе укажите в назначении платежа номер заказа {id}.',
    paid: {
      subject: 'Оплата заказа {id} получена',
      intro: 'Мы получили оплату {amount} по заказу {id} ({package}). Ваш пакет активен.',
    },
    receipt: 'Квитанция {number} во вложении; её также можно скачать здесь (после входа):',
    refunded: {
      subject: 'Возврат по заказу {id}',
      intro: 'Мы вернули {refund} по заказу {id} ({package}). Причина: {reason}',
    },
    left: 'Оплачено и не возвращено: {left}.',
    reminder: {
      subject: 'Заказ {id}: резерв заканчивается завтра',
      intro:
        'Ваш заказ {id}, пакет {package} ({amount}), зарезервирован до {until}. Затем он станет недействительным, и заказ придётся оформить заново.',
    },
    view: 'Ваш заказ:',
    international: 'Гонконг / международный перевод',
    mainland: 'Материковый Китай',
    sign: 'TradeCompass',
  },
} as const

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
  const t = TEXT[locale]
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
  const t = TEXT[locale]
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

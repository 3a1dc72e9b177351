/**
 * The receipt of a paid order as a PDF, in the order's language (zh, en, ru): the seller from the site
 * settings (name, address, tax number, bank), the buyer from the order's member, the line (package, one year), the
 * tax line (rate stored on the order when it was numbered), the total, how and when it was paid, and its number
 * (src/features/orders/payments/invoice-number.ts). Drawn with pdfkit in one embedded font, Noto Sans SC (Latin,
 * Cyrillic and CJK; SIL OFL), which pdfkit subsets to the glyphs used. Served by GET /pay/invoice/{orderId} to the
 * order's member and to staff, attached to the "payment received" mail.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import PDFDocument from 'pdfkit'
import type { Payload } from 'payload'

import { siteUserOfHeaders } from '../../../data/identity'
import { addMonths, refundedOf } from '../../../domain/orders'
import type { Locale } from '../../../domain/locale'
import { fill } from '../../../i18n/fill'
import { INVOICE } from '../../../i18n/messages/invoice'
import { endpoint } from '../../../http/frame'
import type { Member, Order, SiteSetting } from '../../../payload-types'
import { log } from '../../../server/log'
import { isInvoicedStatus } from './invoice-number'
import { orderLocale } from './order-locale'
import { canViewOrder, findOrder, viewerOf } from './orders'
import { tierNameOf } from './tier-name'
import { settingsWithContactDomain } from '../../../domain/contact'

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans-sc')
const FONT_FILES = { regular: '400Regular/NotoSansSC_400Regular.ttf', bold: '700Bold/NotoSansSC_700Bold.ttf' } as const
let fonts: { regular: Buffer; bold: Buffer } | null = null

/** The two faces, read once per process (about 10 MB each; only the glyphs used go into a PDF). */
function fontFaces(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, FONT_FILES.regular)),
    bold: readFileSync(path.join(FONT_DIR, FONT_FILES.bold)),
  }
  return fonts
}

const LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en-US', ru: 'ru-RU' }

/** Everything a receipt shows, read from the order, its member, its tier and the site settings. */
export interface InvoiceData {
  number: string
  locale: Locale
  orderId: number
  status: 'paid' | 'partially-refunded' | 'refunded'
  currency: string
  amount: number
  taxRate: number
  taxLabel: string | null
  refunded: number
  packageName: string
  paidAt: string
  method: string | null
  references: string[]
  seller: {
    name: string
    address: string | null
    taxId: string | null
    email: string | null
    bank: SiteSetting['bankTransfer'] | null
  }
  buyer: { name: string | null; email: string | null; phone: string | null; account: string | null; memberId: number }
}

/** The file name a receipt downloads as. */
export const invoiceFileName = (number: string) => `${number}.pdf`

/** The receipt of an order that has one (a paid order with a number), else null. */
export async function invoiceDataOf(payload: Payload, order: Order): Promise<InvoiceData | null> {
  if (!isInvoicedStatus(order.status) || !order.invoice?.number) return null
  const locale = orderLocale(order)
  const memberId = typeof order.member === 'object' ? order.member.id : order.member
  const [member, settings, packageName] = await Promise.all([
    payload.findByID({
      collection: 'members',
      id: memberId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    }) as Promise<Member | null>,
    payload
      .findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true })
      .then((s) => settingsWithContactDomain(s as SiteSetting)),
    tierNameOf(payload, order.tierCode, locale),
  ])
  const refunded = refundedOf(order)
  const references =
    order.method === 'bank-transfer'
      ? (order.transfers ?? []).map(
          (t) => `${t.bankReference} (${t.valueDate.slice(0, 10)}, ${money(locale, order.currency, Number(t.amount))})`,
        )
      : order.captureId
        ? [fill(INVOICE[locale].capture, { id: order.captureId })]
        : []
  return {
    number: order.invoice.number,
    locale,
    orderId: order.id,
    status: order.status,
    currency: order.currency,
    amount: order.amount,
    taxRate: Number(order.invoice.taxRate ?? 0) || 0,
    taxLabel: settings?.seller?.taxLabel?.trim() || null,
    refunded,
    packageName,
    paidAt: order.paidAt ?? order.updatedAt,
    method: order.method ?? null,
    references,
    seller: {
      name: settings?.seller?.legalName?.trim() || settings?.companyName || 'TradeCompass',
      address: settings?.seller?.address?.trim() || null,
      taxId: settings?.seller?.taxId?.trim() || null,
      email: settings?.supportEmail ?? null,
      bank: settings?.bankTransfer ?? null,
    },
    buyer: {
      name: member?.nickname?.trim() || null,
      email: member?.email ?? null,
      phone: member?.phone?.trim() || null,
      account: member?.accountName?.trim() || null,
      memberId,
    },
  }
}

/** Intl's money, with the narrow no-break space (not in the font) as a no-break space. */
function money(locale: Locale, currency: string, value: number): string {
  return new Intl.NumberFormat(LANG[locale], { style: 'currency', currency }).format(value).replace(/\u202f/g, '\u00a0')
}

function day(locale: Locale, iso: string | Date): string {
  return new Intl.DateTimeFormat(LANG[locale], { dateStyle: 'long', timeZone: 'UTC' })
    .format(new Date(iso))
    .replace(/\u202f/g, '\u00a0')
}

const cents = (value: number) => Math.round(value * 100)

/** Net and tax of a price that includes tax at `rate` percent (cents rounded; net + tax = total). */
export function taxSplit(total: number, rate: number): { net: number; tax: number } {
  const totalCents = cents(total)
  const netCents = rate > 0 ? Math.round(totalCents / (1 + rate / 100)) : totalCents
  return { net: netCents / 100, tax: (totalCents - netCents) / 100 }
}

// Layout (A4 portrait, points).
const PAGE = { width: 595.28, height: 841.89, margin: 48 }
const INK = '#1f2933'
const MUTED = '#616e7c'
const RULE = '#d3d9e0'
const ACCENT = '#0b5cad'

/** Draws the receipt and returns the PDF's bytes. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const t = INVOICE[data.locale]
  const faces = fontFaces()
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: LANG[data.locale],
    info: {
      Title: `${t.title} ${data.number}`,
      Author: data.seller.name,
      Subject: `${t.order} ${data.orderId}`,
      Creator: 'TradeCompass',
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  // One font for every script: its curly apostrophe is a full-width CJK glyph, so Latin text gets the straight one.
  const text = doc.text.bind(doc)
  doc.text = ((value: string, ...rest: unknown[]) =>
    text(String(value).replace(/[\u2018\u2019]/g, "'"), ...(rest as []))) as typeof doc.text
  doc.registerFont('regular', faces.regular)
  doc.registerFont('bold', faces.bold)

  const left = PAGE.margin
  const right = PAGE.width - PAGE.margin
  const width = right - left
  const m = (value: number) => money(data.locale, data.currency, value)

  // Band at the top.
  doc.rect(0, 0, PAGE.width, 6).fill(ACCENT)

  // Seller (left) and the title with the receipt's number (right).
  const top = 40
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(INK)
    .text(data.seller.name, left, top, { width: width * 0.55 })
  doc.font('regular').fontSize(9).fillColor(MUTED)
  const sellerLines = [
    data.seller.address,
    data.seller.taxId ? `${t.taxId}: ${data.seller.taxId}` : null,
    data.seller.email,
  ].filter((line): line is string => Boolean(line))
  for (const line of sellerLines) doc.text(line, { width: width * 0.55, lineGap: 1 })
  const sellerBottom = doc.y

  doc
    .font('bold')
    .fontSize(data.locale === 'ru' ? 17 : 22)
    .fillColor(ACCENT)
    .text(t.title, left + width * 0.5, top - 2, { width: width * 0.5, align: 'right' })
  let y = doc.y + 8
  const meta: Array<[string, string]> = [
    [t.number, data.number],
    [t.issued, day(data.locale, data.paidAt)],
    [t.order, String(data.orderId)],
  ]
  for (const [label, value] of meta) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, left + width * 0.5, y, { width: width * 0.25, align: 'right' })
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(value, left + width * 0.75 + 6, y, { width: width * 0.25 - 6, align: 'right' })
    y += 15
  }

  y = Math.max(sellerBottom, y) + 18
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.8).strokeColor(RULE).stroke()
  y += 16

  // Buyer (left) and payment (right).
  const column = (x: number, heading: string, rows: Array<[string | null, string]>, w: number) => {
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(ACCENT)
      .text(heading.toUpperCase(), x, y, { width: w, characterSpacing: data.locale === 'zh' ? 0 : 0.6 })
    let yy = doc.y + 4
    for (const [label, value] of rows) {
      if (label !== null) {
        doc.font('regular').fontSize(9).fillColor(MUTED).text(label, x, yy, { width: 88 })
        doc
          .font('regular')
          .fontSize(9.5)
          .fillColor(INK)
          .text(value, x + 92, yy, { width: w - 92 })
      } else {
        doc.font('regular').fontSize(9.5).fillColor(INK).text(value, x, yy, { width: w })
      }
      yy = doc.y + 3
    }
    return yy
  }
  const buyerRows: Array<[string | null, string]> = [
    ...(data.buyer.name ? [[null, data.buyer.name] as [null, string]] : []),
    ...(data.buyer.email ? [[null, data.buyer.email] as [null, string]] : []),
    ...(data.buyer.phone ? [[null, data.buyer.phone] as [null, string]] : []),
    [
      t.account,
      `${data.buyer.account && data.buyer.account !== data.buyer.email ? `${data.buyer.account} · ` : ''}#${data.buyer.memberId}`,
    ],
  ]
  const half = (width - 24) / 2
  const buyerBottom = column(left, t.buyer, buyerRows, half)
  const paymentRows: Array<[string | null, string]> = [
    [t.method, data.method ? (t.methods[data.method as keyof typeof t.methods] ?? data.method) : '—'],
    ...data.references.map((reference, i) => [i === 0 ? t.reference : '', reference] as [string, string]),
    [t.paidOn, day(data.locale, data.paidAt)],
    [t.status, t.statuses[data.status]],
  ]
  const paymentBottom = column(left + half + 24, t.payment, paymentRows, half)
  y = Math.max(buyerBottom, paymentBottom) + 20

  // The line.
  const cols = { desc: left + 10, period: left + width * 0.5, qty: left + width * 0.76, amount: right - 10 }
  doc.rect(left, y, width, 22).fill('#eef2f6')
  doc.font('bold').fontSize(8.5).fillColor(MUTED)
  doc.text(t.description, cols.desc, y + 7, { width: width * 0.45 })
  doc.text(t.period, cols.period, y + 7, { width: width * 0.25 })
  doc.text(t.qty, cols.qty, y + 7, { width: 40, align: 'center' })
  doc.text(t.amount, cols.amount - 100, y + 7, { width: 100, align: 'right' })
  y += 30
  const { net, tax } = taxSplit(data.amount, data.taxRate)
  const start = new Date(data.paidAt)
  const end = new Date(addMonths(start, 12).getTime() - 24 * 60 * 60 * 1000)
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(fill(t.line, { package: data.packageName }), cols.desc, y, { width: width * 0.46 })
  const lineBottom = doc.y
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(`${day(data.locale, start)} –\n${day(data.locale, end)}`, cols.period, y, { width: width * 0.25 })
  const periodBottom = doc.y
  doc.text('1', cols.qty, y, { width: 40, align: 'center' })
  doc
    .font('regular')
    .fontSize(10)
    .text(m(net), cols.amount - 120, y, { width: 120, align: 'right' })
  y = Math.max(lineBottom, periodBottom) + 12
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.8).strokeColor(RULE).stroke()
  y += 12

  // Totals, with a PAID stamp beside them.
  const totalsTop = y
  const labelX = left + width * 0.32
  const labelW = cols.amount - 130 - labelX
  const total = (label: string, value: string, strong = false) => {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 9.5)
      .fillColor(strong ? INK : MUTED)
      .text(label, labelX, y, { width: labelW, align: 'right' })
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 9.5)
      .fillColor(INK)
      .text(value, cols.amount - 120, y, { width: 120, align: 'right' })
    y = doc.y + 6
  }
  total(t.subtotal, m(net))
  total(fill(t.tax, { label: data.taxLabel ?? t.taxDefault, rate: formatRate(data.locale, data.taxRate) }), m(tax))
  doc
    .moveTo(labelX + 60, y)
    .lineTo(cols.amount, y)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke()
  y += 6
  total(`${t.total} (${data.currency})`, m(data.amount), true)
  total(t.paid, m(data.amount))
  if (data.refunded > 0) {
    total(t.refunded, `−${m(data.refunded)}`)
    total(t.net, m(Math.max(0, (cents(data.amount) - cents(data.refunded)) / 100)), true)
  }

  const stampY = totalsTop + 14
  doc.save()
  doc.rotate(-12, { origin: [left + 80, stampY + 20] })
  doc
    .roundedRect(left + 10, stampY, 140, 40, 6)
    .lineWidth(2)
    .strokeColor('#2f855a')
    .stroke()
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('#2f855a')
    .text(t.stamp, left + 10, stampY + 10, { width: 140, align: 'center' })
  doc.restore()

  // The seller's bank details.
  y += 16
  const bank = data.seller.bank
  const banks: Array<[string, string[]]> = []
  const intl = bank?.international
  if (intl?.account) {
    banks.push([
      t.intl,
      [intl.beneficiary, intl.bank, intl.account, intl.swift ? `SWIFT ${intl.swift}` : null, intl.address].filter(
        (v): v is string => Boolean(v),
      ),
    ])
  }
  const mainland = bank?.mainland
  if (mainland?.account)
    banks.push([
      t.mainland,
      [mainland.beneficiary, mainland.bank, mainland.account, mainland.branch].filter((v): v is string => Boolean(v)),
    ])
  if (banks.length > 0) {
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(ACCENT)
      .text(t.bank.toUpperCase(), left, y, { width, characterSpacing: data.locale === 'zh' ? 0 : 0.6 })
    y = doc.y + 4
    const w = (width - 24) / banks.length
    let bottom = y
    banks.forEach(([heading, lines], i) => {
      const x = left + i * (w + 24)
      doc.font('bold').fontSize(8.5).fillColor(INK).text(heading, x, y, { width: w })
      doc.font('regular').fontSize(8.5).fillColor(MUTED)
      for (const line of lines) doc.text(line, { width: w })
      bottom = Math.max(bottom, doc.y)
    })
    y = bottom + 16
  }

  // The note, and each page's footer.
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(t.note, left, Math.max(y, PAGE.height - 120), { width })
  const range = doc.bufferedPageRange()
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i)
    // The footer stands in the bottom margin: without this, pdfkit would start a new page for it.
    doc.page.margins.bottom = 0
    const footerY = PAGE.height - 36
    doc
      .moveTo(left, footerY - 8)
      .lineTo(right, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()
    doc.font('regular').fontSize(7.5).fillColor(MUTED)
    doc.text(`${data.seller.name} · ${data.number}`, left, footerY, { width: width * 0.75, lineBreak: false })
    doc.text(fill(t.page, { n: i + 1, total: range.count }), left + width * 0.75, footerY, {
      width: width * 0.25,
      align: 'right',
      lineBreak: false,
    })
  }
  doc.end()
  return done
}

function formatRate(locale: Locale, rate: number): string {
  return new Intl.NumberFormat(LANG[locale], { maximumFractionDigits: 2 }).format(rate)
}

/** The receipt of an order as a PDF, or null when it has none. */
export async function invoicePdfOf(payload: Payload, order: Order): Promise<{ number: string; pdf: Buffer } | null> {
  const data = await invoiceDataOf(payload, order)
  return data ? { number: data.number, pdf: await renderInvoicePdf(data) } : null
}

// ---------------------------------------------------------------------------------------------------------------
// GET /pay/invoice/{orderId}
// ---------------------------------------------------------------------------------------------------------------

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}

/**
 * The receipt of a paid order as `application/pdf`, to the order's member and to staff. Anyone else (a guest,
 * another member, a translator) and an order without a receipt (unpaid, invalid, cancelled, unknown) get the same
 * 404, so order numbers reveal nothing.
 */
export const downloadInvoice = endpoint(
  {},
  async ({ request }, rawId: string, payload: Payload | (() => Promise<Payload>)) => {
    const db = typeof payload === 'function' ? await payload() : payload
    const id = /^\d{1,15}$/.test(rawId ?? '') ? Number(rawId) : null
    if (id === null) return notFound()
    const viewer = viewerOf(await siteUserOfHeaders(db, request.headers))
    if (!viewer) return notFound()
    const order = await findOrder(db, id)
    if (!order || !canViewOrder(viewer, order)) return notFound()
    const invoice = await invoicePdfOf(db, order)
    if (!invoice) return notFound()
    log.info(
      { event: 'invoice.download', order: order.id, number: invoice.number, by: viewer.collection },
      'receipt downloaded',
    )
    return new Response(new Uint8Array(invoice.pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(invoice.pdf.length),
        'content-disposition': `attachment; filename="${invoiceFileName(invoice.number)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  },
)

/**
 * The receipt of a paid order as a PDF, in the order's language (zh, en, ru): the seller from the site settings
 * (name, address, tax number, bank), the buyer from the order's buyer snapshot, the line (package, one year), the
 * tax line, the total, how and when it was paid, and its number (src/features/orders/payments/invoice-number.ts).
 * All of it is frozen on the order when the number is given (`invoice.snapshot`, with its SHA-256) and the PDF is
 * drawn from that alone, dated by it: the same receipt downloads as the same bytes whatever happens to the order
 * later. A refund never touches it: each refund has its credit note (its own number, PDF and language). Drawn with pdfkit in one embedded font, Noto Sans SC (Latin, Cyrillic and CJK;
 * SIL OFL), which pdfkit subsets to the glyphs used. Served by GET /pay/invoice/{orderId} to the order's member and
 * to staff, attached to the "payment received" mail.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import PDFDocument from 'pdfkit'
import type { Payload, PayloadRequest } from 'payload'

import { addMonths, taxSplit } from '../../../domain/orders'
import type { Locale } from '../../../domain/locale'
import { fill } from '../../../i18n/fill'
import { CREDIT_NOTE, INVOICE as TEXT } from '../../../i18n/messages/invoice'
import type { Member, Order, SiteSetting } from '../../../payload-types'
import { isInvoicedStatus } from './invoice-number'
import { orderLocale } from './order-locale'
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

export { taxSplit }

const LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en-US', ru: 'ru-RU' }

/** Everything a receipt shows, frozen on the order when its number is given. */
export interface InvoiceData {
  number: string
  locale: Locale
  orderId: number
  /** The day the receipt is dated (the payment's date); also the PDF's creation date. */
  issuedAt: string
  currency: string
  amount: number
  taxRate: number
  taxLabel: string | null
  net: number
  tax: number
  packageCode: string
  packageName: string
  servicePeriod: { start: string; end: string }
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
  buyer: {
    name: string | null
    email: string | null
    company: string | null
    address: string | null
    country: string | null
    taxId: string | null
    phone: string | null
    account: string | null
    memberId: number | null
  }
}

/** The file name a receipt downloads as. */
export const invoiceFileName = (number: string) => `${number}.pdf`

const DAY_MS = 24 * 60 * 60 * 1000
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/**
 * What the receipt of an order shows, read now from the order (its buyer snapshot first), its member, its tier and
 * the site settings: called once, when the number is given, and its answer stored on the order.
 */
export async function receiptSnapshotOf(
  payload: Payload,
  order: Order,
  req?: Partial<PayloadRequest>,
): Promise<InvoiceData> {
  const locale = orderLocale(order)
  const memberId = (typeof order.member === 'object' ? order.member?.id : order.member) ?? null
  const [member, settings, packageName] = await Promise.all([
    memberId === null
      ? null
      : (payload.findByID({
          collection: 'members',
          id: memberId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        }) as Promise<Member | null>),
    payload
      .findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true, req })
      .then((s) => settingsWithContactDomain(s as SiteSetting)),
    // In the paying transaction's connection: concurrent payments each hold one while they wait for the counter.
    tierNameOf(payload, order.tierCode, locale, req),
  ])
  const references =
    order.method === 'bank-transfer' || !order.captureId
      ? (order.transfers ?? []).map(
          (t) => `${t.bankReference} (${t.valueDate.slice(0, 10)}, ${money(locale, order.currency, Number(t.amount))})`,
        )
      : [fill(TEXT[locale].capture, { id: order.captureId })]
  const paidAt = order.paidAt ?? order.updatedAt ?? new Date().toISOString()
  const taxRate = Number(order.invoice?.taxRate ?? 0) || 0
  const start = new Date(paidAt)
  const end = new Date(addMonths(start, 12).getTime() - DAY_MS)
  const buyer = order.buyer ?? {}
  return {
    number: order.invoice!.number!,
    locale,
    orderId: order.id,
    issuedAt: new Date(paidAt).toISOString(),
    currency: order.currency,
    amount: order.amount,
    taxRate,
    taxLabel: settings?.seller?.taxLabel?.trim() || null,
    ...taxSplit(order.amount, taxRate),
    packageCode: order.tierCode,
    packageName,
    servicePeriod: { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) },
    paidAt: new Date(paidAt).toISOString(),
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
      name: text(buyer.name) ?? text(member?.nickname),
      email: text(buyer.email) ?? text(member?.email),
      company: text(buyer.company),
      address: text(buyer.address),
      country: text(buyer.country),
      taxId: text(buyer.taxId),
      phone: text(member?.phone),
      account: text(member?.accountName),
      memberId,
    },
  }
}

/** The receipt of an order that has one (a paid order with a number), as issued; else null. */
export async function invoiceDataOf(payload: Payload, order: Order): Promise<InvoiceData | null> {
  if (!isInvoicedStatus(order.status) || !order.invoice?.number) return null
  const frozen = order.invoice.snapshot as InvoiceData | null | undefined
  if (frozen && typeof frozen === 'object' && frozen.number === order.invoice.number) return frozen
  // Paid before receipts were frozen: drawn from the order as it is.
  return receiptSnapshotOf(payload, order)
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

// Layout (A4 portrait, points).
const PAGE = { width: 595.28, height: 841.89, margin: 48 }
const INK = '#1f2933'
const MUTED = '#616e7c'
const RULE = '#d3d9e0'
const ACCENT = '#0b5cad'

/**
 * A new A4 document in the order's language with the embedded font, dated `createdAt` (pdfkit derives the file's id
 * from its info, and names font subsets from their glyphs: the same content and date give the same bytes).
 */
function startPdf(locale: Locale, info: { Title: string; Author: string; Subject: string }, createdAt: string) {
  const faces = fontFaces()
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: LANG[locale],
    info: { ...info, Creator: 'TradeCompass', CreationDate: new Date(createdAt) },
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
  return { doc, done }
}

/** Draws the receipt and returns the PDF's bytes. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const t = TEXT[data.locale]
  const { doc, done } = startPdf(
    data.locale,
    { Title: `${t.title} ${data.number}`, Author: data.seller.name, Subject: `${t.order} ${data.orderId}` },
    data.issuedAt,
  )

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
    ...(data.buyer.company ? [[null, data.buyer.company] as [null, string]] : []),
    ...(data.buyer.address || data.buyer.country
      ? [[null, [data.buyer.address, data.buyer.country].filter(Boolean).join(', ')] as [null, string]]
      : []),
    ...(data.buyer.taxId ? [[t.taxId, data.buyer.taxId] as [string, string]] : []),
    ...(data.buyer.phone ? [[null, data.buyer.phone] as [null, string]] : []),
    ...(data.buyer.memberId !== null
      ? [
          [
            t.account,
            `${data.buyer.account && data.buyer.account !== data.buyer.email ? `${data.buyer.account} · ` : ''}#${data.buyer.memberId}`,
          ] as [string, string],
        ]
      : []),
  ]
  const half = (width - 24) / 2
  const buyerBottom = column(left, t.buyer, buyerRows, half)
  const paymentRows: Array<[string | null, string]> = [
    [t.method, data.method ? (t.methods[data.method as keyof typeof t.methods] ?? data.method) : '—'],
    ...data.references.map((reference, i) => [i === 0 ? t.reference : '', reference] as [string, string]),
    [t.paidOn, day(data.locale, data.paidAt)],
    // The receipt states the payment; a refund is stated by its credit note.
    [t.status, t.statuses.paid],
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
  const { net, tax } = data
  const start = new Date(data.servicePeriod.start)
  const end = new Date(data.servicePeriod.end)
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

/** A refund's credit note: the refund as recorded (never changed) and the receipt it corrects, as issued. */
export interface CreditNoteData {
  number: string
  issuedAt: string
  amount: number
  net: number
  tax: number
  balanceAfter: number
  reason: string
  reference: string | null
  receipt: InvoiceData
}

/** The credit note of an order's refund by its number, or null (no such note on this order). */
export async function creditNoteDataOf(payload: Payload, order: Order, number: string): Promise<CreditNoteData | null> {
  const refund = (order.refunds ?? []).find((row) => row.creditNoteNumber === number)
  if (!refund) return null
  const receipt = await invoiceDataOf(payload, order)
  if (!receipt) return null
  const amount = Number(refund.amount)
  return {
    number,
    issuedAt: new Date(refund.valueDate ?? refund.at).toISOString(),
    amount,
    ...taxSplit(amount, receipt.taxRate),
    balanceAfter: Number(refund.balanceAfter ?? 0),
    reason: refund.reason,
    reference: refund.bankReference ?? refund.providerRefundId ?? null,
    receipt,
  }
}

/** Draws a credit note and returns the PDF's bytes. */
export function renderCreditNotePdf(data: CreditNoteData): Promise<Buffer> {
  const receipt = data.receipt
  const locale = receipt.locale
  const t = TEXT[locale]
  const c = CREDIT_NOTE[locale]
  const { doc, done } = startPdf(
    locale,
    { Title: `${c.title} ${data.number}`, Author: receipt.seller.name, Subject: `${c.corrects} ${receipt.number}` },
    data.issuedAt,
  )
  const left = PAGE.margin
  const right = PAGE.width - PAGE.margin
  const width = right - left
  const m = (value: number) => money(locale, receipt.currency, value)
  doc.rect(0, 0, PAGE.width, 6).fill(ACCENT)
  const top = 40
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(INK)
    .text(receipt.seller.name, left, top, { width: width * 0.55 })
  doc.font('regular').fontSize(9).fillColor(MUTED)
  for (const line of [
    receipt.seller.address,
    receipt.seller.taxId ? `${t.taxId}: ${receipt.seller.taxId}` : null,
    receipt.seller.email,
  ]) {
    if (line) doc.text(line, { width: width * 0.55, lineGap: 1 })
  }
  const sellerBottom = doc.y
  doc
    .font('bold')
    .fontSize(locale === 'ru' ? 17 : 20)
    .fillColor(ACCENT)
    .text(c.title, left + width * 0.5, top - 2, { width: width * 0.5, align: 'right' })
  let y = doc.y + 8
  const meta: Array<[string, string]> = [
    [c.number, data.number],
    [c.issued, day(locale, data.issuedAt)],
    [c.corrects, receipt.number],
    [t.order, String(receipt.orderId)],
  ]
  for (const [label, value] of meta) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, left + width * 0.45, y, { width: width * 0.27, align: 'right' })
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(value, left + width * 0.72 + 6, y, { width: width * 0.28 - 6, align: 'right' })
    y += 15
  }
  y = Math.max(sellerBottom, y) + 18
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.8).strokeColor(RULE).stroke()
  y += 16
  doc.font('bold').fontSize(8.5).fillColor(ACCENT).text(t.buyer.toUpperCase(), left, y, { width })
  doc.font('regular').fontSize(9.5).fillColor(INK)
  const buyer = receipt.buyer
  for (const line of [
    buyer.name,
    buyer.email,
    buyer.company,
    [buyer.address, buyer.country].filter(Boolean).join(', ') || null,
    buyer.taxId ? `${t.taxId}: ${buyer.taxId}` : null,
  ]) {
    if (line) doc.text(line, { width })
  }
  y = doc.y + 20
  doc.rect(left, y, width, 22).fill('#eef2f6')
  doc.font('bold').fontSize(8.5).fillColor(MUTED)
  doc.text(t.description, left + 10, y + 7, { width: width * 0.6 })
  doc.text(t.amount, right - 110, y + 7, { width: 100, align: 'right' })
  y += 30
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(fill(c.line, { package: receipt.packageName, receipt: receipt.number }), left + 10, y, {
      width: width * 0.65,
    })
  doc
    .font('regular')
    .fontSize(10)
    .text(`−${m(data.net)}`, right - 130, y, { width: 120, align: 'right' })
  y = doc.y + 14
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.8).strokeColor(RULE).stroke()
  y += 12
  const labelX = left + width * 0.32
  const labelW = right - 140 - labelX
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
      .text(value, right - 130, y, { width: 120, align: 'right' })
    y = doc.y + 6
  }
  const stampY = y + 14
  total(t.subtotal, `−${m(data.net)}`)
  total(
    fill(t.tax, { label: receipt.taxLabel ?? t.taxDefault, rate: formatRate(locale, receipt.taxRate) }),
    `−${m(data.tax)}`,
  )
  total(`${c.credited} (${receipt.currency})`, `−${m(data.amount)}`, true)
  total(c.balance, m(data.balanceAfter))
  doc.save()
  doc.rotate(-12, { origin: [left + 80, stampY + 20] })
  doc
    .roundedRect(left + 10, stampY, 150, 40, 6)
    .lineWidth(2)
    .strokeColor('#b7791f')
    .stroke()
  doc
    .font('bold')
    .fontSize(15)
    .fillColor('#b7791f')
    .text(c.stamp, left + 10, stampY + 11, { width: 150, align: 'center' })
  doc.restore()
  y += 16
  doc.font('regular').fontSize(9).fillColor(MUTED).text(`${c.reason}: `, left, y, { width, continued: true })
  doc.fillColor(INK).text(data.reason)
  if (data.reference) {
    doc.fillColor(MUTED).text(`${c.reference}: `, { width, continued: true })
    doc.fillColor(INK).text(data.reference)
  }
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(c.note, left, Math.max(doc.y + 16, PAGE.height - 120), { width })
  doc.end()
  return done
}

/** A credit note of an order as a PDF, or null when the order has no such note. */
export async function creditNotePdfOf(
  payload: Payload,
  order: Order,
  number: string,
): Promise<{ number: string; pdf: Buffer } | null> {
  const data = await creditNoteDataOf(payload, order, number)
  return data ? { number, pdf: await renderCreditNotePdf(data) } : null
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

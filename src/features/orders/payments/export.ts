/**
 * For the accountant: the money events of a date range as CSV, and revenue by month, for editors and administrators.
 *   GET /api/orders/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD  each payment and refund dated in the range
 *   GET /api/orders/revenue?from=YYYY-MM-DD&to=YYYY-MM-DD     per month (UTC): paid, refunded and net, per currency
 * The admin's order list has both above the table (src/features/orders/admin/OrderActions.tsx).
 */
import type { Endpoint, PayloadHandler, PayloadRequest, Where } from 'payload'

import { isEditorOrAdmin } from '../../../cms/access'
import { csvCell } from '../../forms/api/submission-staff'
import type { Member, Order } from '../../../payload-types'
import { isSettledStatus, taxSplit } from '../../../domain/orders'
import type { InvoiceData } from './invoice'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const MAX_DAYS = 732

type Range = { from: Date; to: Date; label: string }

/** The range of `?from=&to=` (both days included, UTC), or the reason it is refused. */
export function rangeOf(query: Record<string, unknown>): Range | { refused: string } {
  const from = typeof query.from === 'string' ? query.from : ''
  const to = typeof query.to === 'string' ? query.to : ''
  if (!DAY.test(from) || !DAY.test(to)) return { refused: 'Give the range as ?from=YYYY-MM-DD&to=YYYY-MM-DD.' }
  const start = new Date(`${from}T00:00:00.000Z`)
  const end = new Date(`${to}T23:59:59.999Z`)
  if (
    Number.isNaN(start.getTime()) ||
    Number.isNaN(end.getTime()) ||
    start.toISOString().slice(0, 10) !== from ||
    end.toISOString().slice(0, 10) !== to
  ) {
    return { refused: 'One of the dates does not exist.' }
  }
  if (end < start) return { refused: '"from" is after "to".' }
  if ((end.getTime() - start.getTime()) / 86_400_000 > MAX_DAYS)
    return { refused: `At most ${MAX_DAYS} days at a time.` }
  return { from: start, to: end, label: `${from}_${to}` }
}

const inRange = (value: string | null | undefined, range: Range) => {
  if (!value) return false
  const time = new Date(value).getTime()
  return time >= range.from.getTime() && time <= range.to.getTime()
}

async function ordersOf(req: PayloadRequest, range: Range): Promise<Order[]> {
  const between = (field: string): Where => ({
    and: [
      { [field]: { greater_than_equal: range.from.toISOString() } },
      { [field]: { less_than_equal: range.to.toISOString() } },
    ],
  })
  const where: Where = {
    or: [between('paidAt'), between('refunds.at'), between('refunds.valueDate')],
  }
  const docs: Order[] = []
  for (let page = 1; ; page++) {
    const result = await req.payload.find({
      collection: 'orders',
      where,
      sort: 'createdAt',
      limit: 500,
      page,
      depth: 1,
      req,
      overrideAccess: false,
    })
    docs.push(...(result.docs as Order[]))
    if (!result.hasNextPage || page >= 200) break
  }
  return docs
}

/**
 * One row per money event in the range, by the date the money moved: a payment on its paid date (the bank's value
 * date, or the capture's time), a refund on its value date (else when it was recorded). Nothing outside the range
 * and no running totals, so the months of a year add up to the year and the same month exported twice is the same.
 */
export const ORDER_CSV_COLUMNS = [
  'date',
  'event',
  'order',
  'receipt',
  'creditNote',
  'gross',
  'net',
  'tax',
  'taxRate',
  'fee',
  'currency',
  'method',
  'reference',
  'package',
  'servicePeriodStart',
  'servicePeriodEnd',
  'seller',
  'buyerName',
  'buyerEmail',
  'buyerCompany',
  'buyerCountry',
  'buyerTaxId',
] as const

const money = (n: number) => n.toFixed(2)

type Column = (typeof ORDER_CSV_COLUMNS)[number]

export function ordersCsv(docs: Order[], range: Range): string {
  const events: Array<Record<Column, unknown>> = []
  for (const order of docs) {
    const receipt = order.invoice?.snapshot as InvoiceData | null | undefined
    const taxRate = Number(receipt?.taxRate ?? order.invoice?.taxRate ?? 0) || 0
    const buyer = receipt?.buyer ?? order.buyer ?? {}
    const member = typeof order.member === 'object' && order.member ? (order.member as Member) : null
    const common = {
      order: order.id,
      receipt: order.invoice?.number ?? '',
      taxRate,
      currency: order.currency,
      method: order.method ?? '',
      package: order.tierCode,
      servicePeriodStart: receipt?.servicePeriod?.start ?? '',
      servicePeriodEnd: receipt?.servicePeriod?.end ?? '',
      seller: receipt?.seller?.name ?? '',
      buyerName: buyer.name ?? '',
      buyerEmail: buyer.email ?? member?.email ?? '',
      buyerCompany: buyer.company ?? '',
      buyerCountry: buyer.country ?? '',
      buyerTaxId: buyer.taxId ?? '',
    }
    if (isSettledStatus(order.status) && inRange(order.paidAt, range)) {
      const { net, tax } = taxSplit(order.amount, taxRate)
      events.push({
        ...common,
        date: String(order.paidAt).slice(0, 10),
        event: 'payment',
        creditNote: '',
        gross: money(order.amount),
        net: money(net),
        tax: money(tax),
        fee: money(Number(order.paypalFee ?? 0)),
        reference:
          order.method === 'bank-transfer'
            ? (order.transfers ?? []).map((t) => t.bankReference).join('; ')
            : (order.captureId ?? ''),
      })
    }
    for (const refund of order.refunds ?? []) {
      const when = refund.valueDate ?? refund.at
      if (!inRange(when, range)) continue
      const { net, tax } = taxSplit(refund.amount, taxRate)
      events.push({
        ...common,
        date: String(when).slice(0, 10),
        event: 'refund',
        creditNote: refund.creditNoteNumber ?? '',
        gross: money(-refund.amount),
        net: money(-net),
        tax: money(-tax),
        fee: money(0),
        reference: refund.bankReference ?? refund.providerRefundId ?? '',
      })
    }
  }
  events.sort(
    (a, b) =>
      String(a.date).localeCompare(String(b.date)) ||
      Number(a.order) - Number(b.order) ||
      String(a.event).localeCompare(String(b.event)) ||
      String(a.creditNote).localeCompare(String(b.creditNote)),
  )
  // A plain number (a negative refund among them) stays a number; anything else is quoted and kept from formulas.
  const cell = (value: unknown) => (/^-?\d+(\.\d+)?$/.test(String(value)) ? String(value) : csvCell(value))
  const rows = events.map((cells) => ORDER_CSV_COLUMNS.map((column) => cell(cells[column])).join(','))
  return `\uFEFF${[ORDER_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`
}

export type RevenueMonth = {
  month: string
  currency: string
  orders: number
  paid: number
  refunded: number
  net: number
}

/** Paid in a month (by payment date) and refunded in a month (by refund date), per currency; months ascending. */
export function revenueByMonth(docs: Order[], range: Range): RevenueMonth[] {
  const months = new Map<string, RevenueMonth>()
  const row = (when: string, currency: string) => {
    const key = `${when.slice(0, 7)}|${currency}`
    let entry = months.get(key)
    if (!entry)
      months.set(key, (entry = { month: when.slice(0, 7), currency, orders: 0, paid: 0, refunded: 0, net: 0 }))
    return entry
  }
  for (const order of docs) {
    if (
      order.paidAt &&
      inRange(order.paidAt, range) &&
      order.status !== 'unpaid' &&
      order.status !== 'invalid' &&
      order.status !== 'cancelled'
    ) {
      const entry = row(order.paidAt, order.currency)
      entry.orders++
      entry.paid = Math.round((entry.paid + order.amount) * 100) / 100
    }
    for (const refund of order.refunds ?? []) {
      const when = refund.valueDate ?? refund.at
      if (!inRange(when, range)) continue
      const entry = row(when, order.currency)
      entry.refunded = Math.round((entry.refunded + refund.amount) * 100) / 100
    }
  }
  return [...months.values()]
    .map((entry) => ({ ...entry, net: Math.round((entry.paid - entry.refunded) * 100) / 100 }))
    .sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency))
}

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'private, no-store' } })

const exportCsv: PayloadHandler = async (req) => {
  if (!isEditorOrAdmin(req.user)) return refuse(req.user ? 403 : 401, 'Only editors and administrators export orders.')
  const range = rangeOf(req.query as Record<string, unknown>)
  if ('refused' in range) return refuse(400, range.refused)
  return new Response(ordersCsv(await ordersOf(req, range), range), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="orders-${range.label}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}

const revenue: PayloadHandler = async (req) => {
  if (!isEditorOrAdmin(req.user)) return refuse(req.user ? 403 : 401, 'Only editors and administrators see revenue.')
  const range = rangeOf(req.query as Record<string, unknown>)
  if ('refused' in range) return refuse(400, range.refused)
  return Response.json(
    { months: revenueByMonth(await ordersOf(req, range), range) },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

export const orderExportEndpoints: Endpoint[] = [
  { path: '/export.csv', method: 'get', handler: exportCsv },
  { path: '/revenue', method: 'get', handler: revenue },
]

/**
 * Receipt numbers: `TC-2026-000123`, one gap-free sequence per year of payment (UTC).
 *
 * The counter is a row per year in `invoice_sequences` (migration 20261125_152955), moved with one
 * `INSERT … ON CONFLICT DO UPDATE SET last = last + 1 RETURNING last` inside the transaction that marks the order
 * paid. The row stays locked until that transaction ends, so concurrent payments take numbers one after the other;
 * a payment whose transaction rolls back gives its number back with it (never skipped), and a committed number is
 * never handed out again (never reused). The order row itself is locked first (`SELECT … FOR UPDATE`), so two
 * paths paying the same order at once (the webhook and the buyer's page) cannot give it two numbers.
 */
import type { Payload, PayloadRequest } from 'payload'

import { runSql, sql } from '../../../db/sql'

export const INVOICE_PREFIX = 'TC'

/** The statuses of an order that has been paid: each has a receipt. */
export const INVOICED_STATUSES = ['paid', 'partially-refunded', 'refunded'] as const

export function isInvoicedStatus(status: unknown): status is (typeof INVOICED_STATUSES)[number] {
  return (INVOICED_STATUSES as readonly unknown[]).includes(status)
}

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`
}

/** The year a payment's receipt is numbered in: the payment's date, in UTC. */
export function invoiceYearOf(paidAt: string | Date | null | undefined, now: Date = new Date()): number {
  const date = paidAt ? new Date(paidAt) : now
  return (Number.isNaN(date.getTime()) ? now : date).getUTCFullYear()
}

/** The order's receipt as stored, read under a row lock held until the transaction of `req` ends. */
export async function lockedInvoiceOf(
  payload: Payload,
  orderId: number,
  req?: Partial<PayloadRequest>,
): Promise<{ number: string; taxRate: number | null; snapshot: unknown; hash: string | null } | null> {
  const rows = await runSql<{
    number: string | null
    tax_rate: string | number | null
    snapshot: unknown
    hash: string | null
  }>(
    payload,
    sql`SELECT invoice_number AS number, invoice_tax_rate AS tax_rate, invoice_snapshot AS snapshot,
        invoice_hash AS hash FROM orders WHERE id = ${orderId} FOR UPDATE`,
    req,
  )
  const row = rows[0]
  return row?.number
    ? {
        number: row.number,
        taxRate: row.tax_rate === null ? null : Number(row.tax_rate),
        snapshot: row.snapshot ?? null,
        hash: row.hash ?? null,
      }
    : null
}

/** Takes the next number of a year's sequence, in the transaction of `req`. */
export async function nextInvoiceNumber(
  payload: Payload,
  year: number,
  req?: Partial<PayloadRequest>,
): Promise<string> {
  const rows = await runSql<{ last: number }>(
    payload,
    sql`INSERT INTO invoice_sequences (year, last) VALUES (${year}, 1)
        ON CONFLICT (year) DO UPDATE SET last = invoice_sequences.last + 1
        RETURNING last`,
    req,
  )
  const last = Number(rows[0]?.last)
  if (!Number.isInteger(last) || last < 1) throw new Error(`invoice sequence ${year} returned no number`)
  return formatInvoiceNumber(year, last)
}

/** Credit notes (a refund's document): `TC-CN-2026-000001`, their own gap-free series per year of the refund. */
export const CREDIT_NOTE_PREFIX = 'TC-CN'

export function formatCreditNoteNumber(year: number, sequence: number): string {
  return `${CREDIT_NOTE_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`
}

/** Takes the next credit-note number of a year, in the transaction of `req` (same locking as the receipts'). */
export async function nextCreditNoteNumber(
  payload: Payload,
  year: number,
  req?: Partial<PayloadRequest>,
): Promise<string> {
  const rows = await runSql<{ last: number }>(
    payload,
    sql`INSERT INTO credit_note_sequences (year, last) VALUES (${year}, 1)
        ON CONFLICT (year) DO UPDATE SET last = credit_note_sequences.last + 1
        RETURNING last`,
    req,
  )
  const last = Number(rows[0]?.last)
  if (!Number.isInteger(last) || last < 1) throw new Error(`credit note sequence ${year} returned no number`)
  return formatCreditNoteNumber(year, last)
}

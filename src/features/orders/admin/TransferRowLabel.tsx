'use client'
/** A bank transfer row in the admin: "1,000.00 USD · 2026-11-20 · HSBC-REF-123" instead of "Untitled". */
import { useRowLabel } from '@payloadcms/ui'

export function TransferRowLabel() {
  const { data, rowNumber } = useRowLabel<{
    amount?: number
    currency?: string
    valueDate?: string
    bankReference?: string
  }>()
  const parts = [
    typeof data?.amount === 'number' ? `${data.amount.toFixed(2)} ${data.currency ?? ''}`.trim() : null,
    data?.valueDate ? data.valueDate.slice(0, 10) : null,
    data?.bankReference || null,
  ].filter(Boolean)
  return <span>{parts.length > 0 ? parts.join(' · ') : `#${(rowNumber ?? 0) + 1}`}</span>
}

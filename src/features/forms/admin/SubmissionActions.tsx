'use client'
/**
 * Above the submissions list: export what the list shows (its current filter) as CSV, and resend the notifications
 * that failed. The endpoints refuse anyone but admins and editors.
 */
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

export function SubmissionActions() {
  const params = useSearchParams()
  const [state, setState] = useState<string>('')
  const filter = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where')) filter.append(key, value)
  const href = `/api/submissions/export.csv${filter.size ? `?${filter.toString()}` : ''}`

  async function retry() {
    setState('…')
    const response = await fetch('/api/submissions/retry-notifications', { method: 'POST', credentials: 'include' })
    if (!response.ok) return setState(`Failed (${response.status})`)
    const result = (await response.json()) as { retried: number; stillFailing: number }
    setState(
      `Retried ${result.retried}, still failing ${result.stillFailing} · 已重试 ${result.retried}，仍失败 ${result.stillFailing}`,
    )
  }

  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', margin: '0 0 16px' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export CSV · 导出 CSV
      </a>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={retry}>
        Retry failed e-mails · 重发失败邮件
      </button>
      <span role="status">{state}</span>
    </div>
  )
}

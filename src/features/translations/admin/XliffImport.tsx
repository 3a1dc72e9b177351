'use client'
/**
 * /admin/translations: upload a translated XLIFF 2.0 file (POST /api/translations/xliff) and read, unit by unit, what
 * was saved as a draft and what was refused and why (src/features/translations/endpoints/xliff.ts).
 */
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { adminLabel, type AdminKey } from '../../../i18n/admin'

type UnitReport = { id: string; status: 'applied' | 'refused' | 'skipped'; message: string }
type Report = { locale: string; applied: number; refused: number; skipped: number; units: UnitReport[] }

export function XliffImport({ language }: { language: string }) {
  const t = (key: AdminKey, vars?: Record<string, string | number>) => adminLabel(language, key, vars)
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [report, setReport] = useState<Report | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0) {
      setError(t('xliffChooseFile'))
      return
    }
    setBusy(true)
    setError('')
    setReport(null)
    try {
      const response = await fetch('/api/translations/xliff', { method: 'POST', body: form, credentials: 'include' })
      const body = (await response.json().catch(() => null)) as (Report & { errors?: { message: string }[] }) | null
      if (!response.ok || !body) setError(body?.errors?.[0]?.message ?? `HTTP ${response.status}`)
      else {
        setReport(body)
        // The table below is the server's: read it again so imported documents leave the list.
        if (body.applied > 0) router.refresh()
      }
    } catch {
      setError(t('xliffNetworkError'))
    } finally {
      setBusy(false)
    }
  }

  const COLOR = {
    applied: 'var(--theme-success-600, green)',
    refused: 'var(--theme-error-600, #b00)',
    skipped: 'var(--theme-elevation-600, #666)',
  } as const
  return (
    <div data-testid="xliff-import">
      <form onSubmit={submit} style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}>
        <label>
          <div>{t('xliffFile')}</div>
          <input type="file" name="file" accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml" />
        </label>
        <button
          type="submit"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          disabled={busy}
        >
          {busy ? t('xliffImporting') : t('xliffImport')}
        </button>
      </form>
      {error && (
        <p role="alert" data-testid="xliff-error" style={{ color: COLOR.refused }}>
          {error}
        </p>
      )}
      {report && (
        <div data-testid="xliff-report">
          <p>
            {t('xliffSummary', {
              applied: report.applied,
              refused: report.refused,
              skipped: report.skipped,
              locale: report.locale,
            })}
          </p>
          <ul style={{ fontSize: 12, listStyle: 'none', padding: 0 }}>
            {report.units.map((unit) => (
              <li key={unit.id} data-status={unit.status} data-unit={unit.id}>
                <strong style={{ color: COLOR[unit.status] }}>{t(`xliff_${unit.status}`)}</strong>{' '}
                <code>{unit.id}</code> — {unit.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

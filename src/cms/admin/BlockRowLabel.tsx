'use client'
/**
 * The header of a block or array row: its number, its kind, and its own heading or first text (instead of
 * "Hero · Untitled"), following the row as it is typed. Added to every block and array by src/features/translations/editor-aids.ts.
 */
import { useRowLabel, useTranslation } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'

import { rowHeading } from '../../domain/translation-status'
import { adminLabel } from '../../i18n/admin'

type Label = string | Record<string, string>

export function BlockRowLabel({ kind }: { kind?: Label }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const heading = rowHeading(data)
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  return (
    <span data-testid="row-label" style={{ display: 'inline-flex', gap: 8, alignItems: 'baseline', minWidth: 0 }}>
      <span style={{ color: 'var(--theme-elevation-500)' }}>{number}</span>
      {kind && <span className="pill pill--style-white pill--size-small">{getTranslation(kind, i18n as never)}</span>}
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '40ch' }}>
        {heading || <em style={{ color: 'var(--theme-elevation-500)' }}>{adminLabel(i18n.language, 'untitled')}</em>}
      </span>
    </span>
  )
}

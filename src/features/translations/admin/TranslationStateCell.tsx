/**
 * List-view cell: one badge per locale — done (green), outdated (amber), missing (grey); none for a locale off its
 * site.
 */
import type { DefaultServerCellComponentProps } from 'payload'

import { localeStatus, type TranslationState } from '../../../domain/translation-status'
import { adminLabel } from '../../../i18n/admin'

const COLORS = { done: '#15803d', outdated: '#b45309', missing: '#9ca3af' } as const
const LABELS = { zh: '中', en: 'EN', ru: 'RU' } as const

export function TranslationStateCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  const state = (cellData ?? {}) as TranslationState
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      {(['zh', 'en', 'ru'] as const).map((locale) => {
        const status = localeStatus(state, locale)
        // A language whose site does not show the document gets no badge: there is nothing to translate.
        if (status === 'off') return null
        return (
          <span
            key={locale}
            title={`${LABELS[locale]}: ${adminLabel(i18n?.language ?? 'en', status)}`}
            data-status={status}
            style={{
              background: COLORS[status],
              color: '#fff',
              borderRadius: 4,
              padding: '0 6px',
              fontSize: 12,
              lineHeight: '18px',
            }}
          >
            {LABELS[locale]}
          </span>
        )
      })}
    </span>
  )
}

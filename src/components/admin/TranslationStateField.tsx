'use client'
/** Sidebar display of the translation state: when zh, en and ru were last saved, and what is left to translate. */
import { useField } from '@payloadcms/ui'

import { localeStatus, type TranslationState } from '../../domain/translation-status'

const COLORS = { done: '#15803d', outdated: '#b45309', missing: '#9ca3af' } as const
const WORDS = { done: 'up to date', outdated: 'older than zh', missing: 'missing' } as const

export function TranslationStateField({ path }: { path: string }) {
  const { value } = useField<TranslationState | null>({ path })
  const state = value ?? {}
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <div className="field-label">翻译状态 · Translations</div>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {(['zh', 'en', 'ru'] as const).map((locale) => {
          const status = localeStatus(state, locale)
          return (
            <li key={locale} data-locale={locale} data-status={status} style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '4px 0' }}>
              <span style={{ background: COLORS[status], color: '#fff', borderRadius: 4, padding: '0 6px', fontSize: 12 }}>{locale}</span>
              <span>{locale === 'zh' ? (state.zh ? new Date(state.zh).toLocaleString() : WORDS.missing) : WORDS[status]}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

'use client'
/** Sidebar display of the translation state: per language, up to date or which fields need work, and who saved last. */
import { useField, useTranslation } from '@payloadcms/ui'

import {
  fieldAnchor,
  lastSave,
  localeStatus,
  translationNeeds,
  type TranslationState,
} from '../../../domain/translation-status'
import { adminLabel } from '../../../i18n/admin'

const COLORS = { done: '#15803d', outdated: '#b45309', missing: '#9ca3af', off: '#d1d5db' } as const
const MARK = { missing: '∅', untranslated: '≡', outdated: '±' } as const

export function TranslationStateField({ path }: { path: string }) {
  const { value } = useField<TranslationState | null>({ path })
  const { i18n } = useTranslation()
  const t = (key: Parameters<typeof adminLabel>[1]) => adminLabel(i18n.language, key)
  const state = value ?? {}
  const needs = translationNeeds(state)
  return (
    <div className="field-type" style={{ marginBottom: 24 }} data-testid="translation-state">
      <div className="field-label">{t('translations')}</div>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {(['zh', 'en', 'ru'] as const).map((locale) => {
          const status = localeStatus(state, locale)
          const saved = lastSave(state, locale)
          const fields = needs.find((need) => need.locale === locale)?.fields ?? []
          return (
            <li key={locale} data-locale={locale} data-status={status} style={{ margin: '4px 0' }}>
              <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <span
                  style={{ background: COLORS[status], color: '#fff', borderRadius: 4, padding: '0 6px', fontSize: 12 }}
                >
                  {locale}
                </span>
                <span>
                  {locale === 'zh'
                    ? saved.at
                      ? new Date(saved.at).toLocaleString()
                      : t('missing')
                    : t(status === 'off' ? 'offSite' : status)}
                </span>
              </span>
              {fields.length > 0 && (
                <ul style={{ margin: '2px 0 0 28px', padding: 0, fontSize: 12, fontFamily: 'monospace' }}>
                  {fields.slice(0, 8).map((field) => (
                    <li key={field.path} data-reason={field.reason}>
                      <a href={`?locale=${locale}#${fieldAnchor(field.path)}`} title={t(field.reason)}>
                        {MARK[field.reason]} {field.path}
                      </a>
                    </li>
                  ))}
                  {fields.length > 8 && <li>… {fields.length - 8}</li>}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

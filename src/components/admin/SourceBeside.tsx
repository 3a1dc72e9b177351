'use client'
/**
 * The translator's view of one field: in the en or ru locale, the source text (zh, or en for ru where zh is empty)
 * read-only under the input, marked when it changed since the field was translated or was never translated.
 * Added to every localized text, textarea and rich-text field, and to the text inside localized blocks, by
 * collections/editor-aids.ts. One request per document (`?locale=all`) serves all its fields.
 */
import { useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

import { fieldAnchor, fieldNeeds, valueText, type TranslationState } from '../../domain/translation-status'
import { adminLabel } from './i18n'

type Doc = Record<string, unknown>
const documents = new Map<string, Promise<Doc | null>>()

/** The document in every locale (localized values as { zh, en, ru }), latest draft; fetched once per document. */
function allLocales(url: string): Promise<Doc | null> {
  let pending = documents.get(url)
  if (!pending) {
    pending = fetch(url, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<Doc>) : null))
      .catch(() => null)
    documents.set(url, pending)
    // Fresh again after a while: another editor may change the source.
    setTimeout(() => documents.delete(url), 60_000)
  }
  return pending
}

const LOCALE_KEYS = ['zh', 'en', 'ru']
function isByLocale(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).some((k) => LOCALE_KEYS.includes(k)) && Object.keys(value as object).every((k) => LOCALE_KEYS.includes(k))
}

/** The value at a form path (`layout.0.heading`) in one locale of a `locale=all` document. */
export function valueAt(doc: Doc | null, path: string, locale: string): unknown {
  let current: unknown = doc
  for (const segment of path.split('.')) {
    if (isByLocale(current)) current = current[locale]
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[segment]
  }
  return isByLocale(current) ? current[locale] : current
}

export function SourceBeside({ path, field }: { path: string; field?: { type?: string } }) {
  const { code: locale } = useLocale()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { i18n } = useTranslation()
  const state = useFormFields(([fields]) => fields.translationState?.value as TranslationState | undefined)
  const [doc, setDoc] = useState<Doc | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const target = locale === 'en' || locale === 'ru' ? locale : null
  const url = collectionSlug && id ? `/api/${collectionSlug}/${id}?locale=all&depth=0&draft=true` : globalSlug ? `/api/globals/${globalSlug}?locale=all&depth=0&draft=true` : null

  useEffect(() => {
    if (!target || !url) return
    let live = true
    void allLocales(url).then((found) => live && setDoc(found))
    return () => {
      live = false
    }
  }, [target, url])

  useEffect(() => {
    if (doc && typeof window !== 'undefined' && window.location.hash === `#${fieldAnchor(path)}`) {
      box.current?.parentElement?.scrollIntoView({ block: 'center' })
    }
  }, [doc, path])

  if (!target || !url || !doc) return null
  const type = field?.type ?? 'text'
  const zh = valueText(type, valueAt(doc, path, 'zh'))
  const fromEn = !zh && target === 'ru'
  const source = zh || (fromEn ? valueText(type, valueAt(doc, path, 'en')) : '')
  const t = (key: Parameters<typeof adminLabel>[1]) => adminLabel(i18n.language, key)
  const need = state ? fieldNeeds(state, target).find((n) => n.path === path) : undefined
  const color = need?.reason === 'outdated' ? '#b45309' : need?.reason === 'missing' ? '#6b7280' : '#15803d'
  return (
    <div
      ref={box}
      className="source-beside"
      data-testid="source-beside"
      data-path={path}
      data-need={need?.reason ?? 'done'}
      style={{ marginTop: 6, padding: '6px 10px', borderLeft: `3px solid ${color}`, background: 'var(--theme-elevation-50)', fontSize: 13 }}
    >
      <div style={{ display: 'flex', gap: 8, color: 'var(--theme-elevation-600)', fontSize: 12 }}>
        <span>
          {t('source')} · {fromEn ? 'en' : 'zh'}
        </span>
        {need && (
          <strong data-testid="source-changed" style={{ color }}>
            {need.reason === 'outdated' ? t('changedSinceTranslation') : t('notTranslated')}
          </strong>
        )}
      </div>
      <div lang={fromEn ? 'en' : 'zh'} style={{ whiteSpace: 'pre-wrap', userSelect: 'text' }}>
        {source || <em>{t('sourceEmpty')}</em>}
      </div>
    </div>
  )
}

'use client'
/**
 * The translator's view of one field: in the en or ru locale, the source text (zh, or en for ru where zh is empty)
 * read-only under the input, marked when it changed since the field was translated or was never translated.
 * Added to every localized text, textarea and rich-text field, and to the text inside localized blocks, by
 * src/features/translations/editor-aids.ts. One request per document (`?locale=all`) serves all its fields.
 * Glossary terms found in the source are marked, with the term the translation must use (one glossary request per
 * editor page: ./glossary-terms.ts).
 */
import { useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { findTerms, type GlossaryTerm } from '../../../domain/glossary'

import {
  fieldAnchor,
  fieldNeeds,
  sentencesOf,
  sourceDiff,
  valueText,
  type TranslationState,
} from '../../../domain/translation-status'
import { adminLabel } from '../../../i18n/admin'
import { glossaryTerms } from './glossary-terms'
import { allLocales, documentUrl, valueAt, type Doc } from './source-doc'

export function SourceBeside({ path, field }: { path: string; field?: { type?: string } }) {
  const { code: locale } = useLocale()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { i18n } = useTranslation()
  const state = useFormFields(([fields]) => fields.translationState?.value as TranslationState | undefined)
  const [doc, setDoc] = useState<Doc | null>(null)
  const [draftDoc, setDraftDoc] = useState<Doc | null>(null)
  const [terms, setTerms] = useState<GlossaryTerm[]>([])
  const box = useRef<HTMLDivElement>(null)
  const target = locale === 'en' || locale === 'ru' ? locale : null
  // The source is the PUBLISHED text; the latest draft only shows what is coming.
  const url = documentUrl({ id, collectionSlug, globalSlug }, 'published')
  const draftUrl = documentUrl({ id, collectionSlug, globalSlug }, 'draft')

  useEffect(() => {
    if (!target || !url || !draftUrl) return
    let live = true
    void allLocales(url).then((found) => live && setDoc(found))
    void allLocales(draftUrl).then((found) => live && setDraftDoc(found))
    void glossaryTerms().then((found) => live && setTerms(found))
    return () => {
      live = false
    }
  }, [target, url, draftUrl])

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
  const pivot = target === 'ru' && !fromEn ? valueText(type, valueAt(doc, path, 'en')) : ''
  const coming = draftDoc ? valueText(type, valueAt(draftDoc, path, fromEn ? 'en' : 'zh')) : source
  const t = (key: Parameters<typeof adminLabel>[1]) => adminLabel(i18n.language, key)
  const need = state ? fieldNeeds(state, target).find((n) => n.path === path) : undefined
  const color = need?.reason === 'outdated' ? '#b45309' : need ? '#6b7280' : '#15803d'
  // What changed since the translation: the source's sentences that were not there when the field was translated.
  const changedSentences =
    need?.reason === 'outdated' && source
      ? new Set((sourceDiff(state, target, path, source) ?? []).filter((s) => s.changed).map((s) => s.text))
      : null
  // The glossary terms in the source that have a required term in the locale being edited.
  const from = fromEn ? 'en' : 'zh'
  const targetTerms = terms.filter((term) => String(term[target] ?? '').trim())
  const termTitle = (term: GlossaryTerm) =>
    `${t('glossaryRequired')} (${target}): ${String(term[target]).trim()}${term.note ? ` · ${term.note}` : ''}`
  const withTerms = (text: string): ReactNode => {
    const hits = findTerms(text, targetTerms, from)
    if (hits.length === 0) return text
    const nodes: ReactNode[] = []
    let at = 0
    for (const hit of hits) {
      if (hit.start > at) nodes.push(text.slice(at, hit.start))
      nodes.push(
        <mark
          key={hit.start}
          className="tc-glossary-term"
          data-testid="glossary-term"
          data-required={String(hit.term[target]).trim()}
          title={termTitle(hit.term)}
          tabIndex={0}
          style={{
            background: 'rgba(37, 99, 235, 0.14)',
            color: 'inherit',
            borderBottom: '2px dotted #2563eb',
            padding: '0 1px',
          }}
        >
          {text.slice(hit.start, hit.end)}
        </mark>,
      )
      at = hit.end
    }
    if (at < text.length) nodes.push(text.slice(at))
    return nodes
  }
  const termsFound = source ? [...new Set(findTerms(source, targetTerms, from).map((hit) => hit.term))] : []
  const needLabel =
    need?.reason === 'outdated'
      ? t('changedSinceTranslation')
      : need?.reason === 'untranslated'
        ? t('stillSourceText')
        : t('notTranslated')
  return (
    <div
      ref={box}
      className="source-beside"
      data-testid="source-beside"
      data-path={path}
      data-need={need?.reason ?? 'done'}
      style={{
        marginTop: 6,
        padding: '6px 10px',
        borderLeft: `3px solid ${color}`,
        background: 'var(--theme-elevation-50)',
        fontSize: 13,
      }}
    >
      <div style={{ display: 'flex', gap: 8, color: 'var(--theme-elevation-600)', fontSize: 12 }}>
        <span>
          {t('source')} · {fromEn ? 'en' : 'zh'}
        </span>
        {need && (
          <strong data-testid="source-changed" style={{ color }}>
            {needLabel}
          </strong>
        )}
      </div>
      <div lang={fromEn ? 'en' : 'zh'} style={{ whiteSpace: 'pre-wrap', userSelect: 'text' }}>
        {!source ? (
          <em>{t('sourceEmpty')}</em>
        ) : changedSentences && changedSentences.size > 0 ? (
          source.split('\n').map((line, lineIndex) => (
            <div key={lineIndex}>
              {sentencesOf(line)
                .map((sentence, index) =>
                  changedSentences.has(sentence) ? (
                    <mark
                      key={index}
                      data-testid="changed-sentence"
                      title={t('changedSinceTranslation')}
                      style={{ background: 'rgba(245, 158, 11, 0.35)', color: 'inherit' }}
                    >
                      {withTerms(sentence)}
                    </mark>
                  ) : (
                    <span key={index}>{withTerms(sentence)}</span>
                  ),
                )
                .reduce<React.ReactNode[]>(
                  (all, node, index) => (index === 0 ? [node] : [...all, fromEn ? ' ' : '', node]),
                  [],
                )}
            </div>
          ))
        ) : (
          withTerms(source)
        )}
      </div>
      {termsFound.length > 0 && (
        // The required terms as text too (a title shows on hover only): what the translation must use, and why.
        <ul
          data-testid="glossary-hints"
          aria-label={t('glossary')}
          style={{
            listStyle: 'none',
            margin: '4px 0 0',
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: '2px 12px',
            fontSize: 12,
            color: 'var(--theme-elevation-600)',
          }}
        >
          <li style={{ fontWeight: 600 }}>{t('glossary')}:</li>
          {termsFound.map((term) => (
            <li key={term.zh} data-testid="glossary-hint">
              <span lang={from}>{String(term[from])}</span> →{' '}
              <strong lang={target} style={{ color: 'var(--theme-elevation-800)' }}>
                {String(term[target]).trim()}
              </strong>
              {term.note ? <span> ({term.note})</span> : null}
            </li>
          ))}
        </ul>
      )}
      {target === 'ru' && !fromEn && pivot && (
        // Russian translators may work from the English translation too (their pivot), beside the Chinese source.
        <details data-testid="pivot-en" style={{ marginTop: 4, fontSize: 12 }}>
          <summary style={{ cursor: 'pointer', color: 'var(--theme-elevation-600)' }}>{t('pivotEnglish')}</summary>
          <div lang="en" style={{ whiteSpace: 'pre-wrap', userSelect: 'text' }}>
            {pivot}
          </div>
        </details>
      )}
      {coming !== source && (
        <div data-testid="coming-change" style={{ marginTop: 4, fontSize: 12, color: 'var(--theme-elevation-600)' }}>
          <span>{t('comingChange')}</span>{' '}
          <span lang={fromEn ? 'en' : 'zh'} style={{ whiteSpace: 'pre-wrap' }}>
            {coming || <em>{t('sourceEmpty')}</em>}
          </span>
        </div>
      )}
    </div>
  )
}

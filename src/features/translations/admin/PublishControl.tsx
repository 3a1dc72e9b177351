'use client'
/**
 * Payload's publish button, as each staff user may use it:
 * - a translator, who writes en and ru only, gets no publish control on the Chinese screen, and no "Publish all
 *   locales" (the server refuses both; offering them only produced "An unknown error occurred.");
 * - publishing en or ru while some of its texts are still the source text (copied by "copy structure", or pasted)
 *   asks first: visitors of that site would read Chinese. The check reads the form as it is on screen, so text typed
 *   since the last save counts;
 * - in the same question, the fields whose Chinese source has a glossary term that their translation does not use
 *   (the rule: src/domain/glossary.ts). Answering no publishes nothing.
 */
import { PublishButton, useAllFormFields, useAuth, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState, type MouseEvent } from 'react'

import { glossaryProblems, type GlossaryProblem, type GlossaryTerm } from '../../../domain/glossary'
import { valueText, type TranslationState } from '../../../domain/translation-status'
import { glossaryTerms } from './glossary-terms'
import { adminLabel } from '../../../i18n/admin'
import { allLocales, documentUrl, valueAt, type Doc } from './source-doc'

const HAN = /\p{Script=Han}/u

/** The form's text at each of the source's prose paths that is still, word for word, the (Chinese) source text. */
export function stillSource(formValues: Record<string, unknown>, sourcePaths: string[], source: Doc | null): string[] {
  if (!source) return []
  return sourcePaths.filter((path) => {
    const value = formValues[path]
    const type = value && typeof value === 'object' && 'root' in (value as object) ? 'richText' : 'text'
    const mine = valueText(type, value)
    const zh = valueText(type, valueAt(source, path, 'zh'))
    return Boolean(mine) && mine === zh && HAN.test(zh)
  })
}

/** The fields of the form whose translation misses (or misuses) a glossary term of their published source. */
export function glossaryMisses(
  formValues: Record<string, unknown>,
  sourcePaths: string[],
  source: Doc | null,
  terms: GlossaryTerm[],
  locale: 'en' | 'ru',
): GlossaryProblem[] {
  if (!source) return []
  return glossaryProblems(
    sourcePaths.map((path) => ({ path, source: valueAt(source, path, 'zh'), translation: formValues[path] })),
    terms,
    locale,
  )
}

const listed = (items: string[]) => items.slice(0, 5).join(', ') + (items.length > 5 ? ', …' : '')

export function PublishControl() {
  const { user } = useAuth()
  const { code: locale } = useLocale()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { i18n } = useTranslation()
  const [fields] = useAllFormFields()
  const [source, setSource] = useState<Doc | null>(null)
  const [terms, setTerms] = useState<GlossaryTerm[]>([])
  const translator = (user as { role?: string } | null)?.role === 'translator'
  const target = locale === 'en' || locale === 'ru' ? locale : null
  const url = documentUrl({ id, collectionSlug, globalSlug }, 'published')

  useEffect(() => {
    if (!target || !url) return
    let live = true
    void allLocales(url).then((found) => live && setSource(found))
    void glossaryTerms().then((found) => live && setTerms(found))
    return () => {
      live = false
    }
  }, [target, url])

  if (translator && !target) return null

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!target) return
    const clicked = event.target as HTMLElement
    if (!clicked.closest('#action-save, #publish-locale')) return
    const state = fields.translationState?.value as TranslationState | undefined
    const zh = state?.zh
    const sourcePaths = zh && typeof zh === 'object' ? Object.keys(zh.hashes ?? {}) : []
    const values = Object.fromEntries(Object.entries(fields).map(([path, field]) => [path, field?.value]))
    const copies = stillSource(values, sourcePaths, source)
    // Text still in Chinese is asked about above; the glossary is checked in translated text.
    const misses = glossaryMisses(values, sourcePaths, source, terms, target).filter(
      (miss) => !copies.includes(miss.path),
    )
    if (copies.length === 0 && misses.length === 0) return
    const missedFields = [...new Set(misses.map((miss) => miss.path))]
    const question = [
      misses.length > 0
        ? adminLabel(i18n.language, 'publishGlossaryConfirm', {
            count: missedFields.length,
            locale: target,
            fields: listed(
              misses.map((miss) =>
                miss.reason === 'forbidden'
                  ? `${miss.path}: ${miss.variant} ✗ → ${miss.required}`
                  : `${miss.path}: ${miss.source} → ${miss.required}`,
              ),
            ),
          })
        : null,
      copies.length > 0
        ? adminLabel(i18n.language, 'publishUntranslatedConfirm', {
            count: copies.length,
            locale: target,
            fields: listed(copies),
          })
        : adminLabel(i18n.language, 'publishAnywayConfirm'),
    ]
      .filter(Boolean)
      .join('\n\n')
    if (!window.confirm(question)) {
      event.preventDefault()
      event.stopPropagation()
    }
  }

  return (
    <div
      onClickCapture={onClickCapture}
      data-testid="publish-control"
      className={translator ? 'tc-publish tc-publish--translator' : 'tc-publish'}
    >
      {/* A translator publishes the locale on screen only: no sub-menu ("Publish all locales", scheduling). */}
      {translator && <style>{'#action-save-popup, #publish-locale { display: none !important; }'}</style>}
      <PublishButton />
    </div>
  )
}

'use client'
/**
 * Payload's publish button, as each staff user may use it (issue 26):
 * - a translator, who writes en and ru only, gets no publish control on the Chinese screen, and no "Publish all
 *   locales" (the server refuses both; offering them only produced "An unknown error occurred.");
 * - publishing en or ru while some of its texts are still the source text (copied by "copy structure", or pasted)
 *   asks first: visitors of that site would read Chinese. The check reads the form as it is on screen, so text typed
 *   since the last save counts.
 */
import { PublishButton, useAllFormFields, useAuth, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState, type MouseEvent } from 'react'

import { valueText, type TranslationState } from '../../domain/translation-status'
import { adminLabel } from './i18n'
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

export function PublishControl() {
  const { user } = useAuth()
  const { code: locale } = useLocale()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { i18n } = useTranslation()
  const [fields] = useAllFormFields()
  const [source, setSource] = useState<Doc | null>(null)
  const translator = (user as { role?: string } | null)?.role === 'translator'
  const target = locale === 'en' || locale === 'ru' ? locale : null
  const url = documentUrl({ id, collectionSlug, globalSlug }, 'published')

  useEffect(() => {
    if (!target || !url) return
    let live = true
    void allLocales(url).then((found) => live && setSource(found))
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
    if (copies.length === 0) return
    const shown = copies.slice(0, 5).join(', ') + (copies.length > 5 ? ', …' : '')
    if (!window.confirm(adminLabel(i18n.language, 'publishUntranslatedConfirm', { count: copies.length, locale: target, fields: shown }))) {
      event.preventDefault()
      event.stopPropagation()
    }
  }

  return (
    <div onClickCapture={onClickCapture} data-testid="publish-control" className={translator ? 'tc-publish tc-publish--translator' : 'tc-publish'}>
      {/* A translator publishes the locale on screen only: the sub-menu ("Publish all locales", scheduling) is hidden. */}
      {translator && <style>{'#action-save-popup, #publish-locale { display: none !important; }'}</style>}
      <PublishButton />
    </div>
  )
}

'use client'
/**
 * Above a translated document: (1) the saved but unpublished changes of every locale and of the shared fields, with
 * who saved them and when — autosave keeps drafts of half-typed text, and this shows them before anyone publishes;
 * (2) in en/ru, "copy structure from Chinese" for documents built from blocks.
 * It also enables the publish button when the locale on screen has saved, unpublished changes: Payload 3.90.1 counts
 * a document's unpublished versions once, when it opens, and counts an autosave only when the newest version was not
 * an autosave already. An editor who opens a document whose newest version is another editor's autosave in another
 * locale (their own locale still published) gets a count of 0, their autosaves add nothing, and "Publish in …" stays
 * disabled however much they type (until a reload).
 */
import { useAuth, useConfig, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { adminLabel, type AdminKey } from '../../i18n/admin'

type Pending = {
  everPublished: boolean
  locales: { locale: string; at?: string; by?: string }[]
  shared: boolean
  present?: { email: string; since: string }[]
}
type Loaded = Pending & { savedAt?: string }

export function EditorToolbar() {
  const { id, collectionSlug, savedDocumentData, unpublishedVersionCount, setUnpublishedVersionCount } =
    useDocumentInfo()
  const { code: locale } = useLocale()
  const { i18n } = useTranslation()
  const { user } = useAuth()
  const { getEntityConfig } = useConfig()
  const [pending, setPending] = useState<Loaded | null>(null)
  const [message, setMessage] = useState('')
  const t = (key: AdminKey, vars?: Record<string, string | number>) => adminLabel(i18n.language, key, vars)
  const savedAt = (savedDocumentData as { updatedAt?: string } | undefined)?.updatedAt

  const load = useCallback(async () => {
    if (!id || !collectionSlug) return
    const response = await fetch(`/api/${collectionSlug}/${id}/unpublished`, { credentials: 'include' }).catch(
      () => null,
    )
    if (response?.ok) setPending({ ...((await response.json()) as Pending), savedAt })
  }, [id, collectionSlug, savedAt])

  useEffect(() => {
    void load()
    const timer = setInterval(() => void load(), 15_000)
    return () => clearInterval(timer)
  }, [load, savedAt])

  // Read after the last save only (a list read before a publish would enable the button again).
  const localeHasChanges = Boolean(
    pending && pending.savedAt === savedAt && pending.locales.some((change) => change.locale === locale),
  )
  useEffect(() => {
    if (localeHasChanges && unpublishedVersionCount === 0) setUnpublishedVersionCount(1)
  }, [localeHasChanges, unpublishedVersionCount, setUnpublishedVersionCount])

  if (!id || !collectionSlug) return null
  const fields = (getEntityConfig({ collectionSlug })?.fields ?? []) as { type: string; localized?: boolean }[]
  const hasBlocks = fields.some((f) => f.localized && (f.type === 'blocks' || f.type === 'array'))
  const canCopy = hasBlocks && (locale === 'en' || locale === 'ru')
  const shown = pending?.everPublished ? pending : null
  const changes = shown ? [...shown.locales, ...(shown.shared ? [{ locale: t('sharedFields') }] : [])] : []

  const copy = async () => {
    if (!window.confirm(t('copyStructureConfirm', { locale }))) return
    const response = await fetch(`/api/${collectionSlug}/${id}/copy-structure?locale=${locale}`, {
      method: 'POST',
      credentials: 'include',
    })
    const body = (await response.json().catch(() => ({}))) as { copied?: number; errors?: { message: string }[] }
    if (!response.ok) return setMessage(body.errors?.[0]?.message ?? String(response.status))
    setMessage(t('copyStructureDone', { count: body.copied ?? 0 }))
    window.location.reload()
  }

  const present = pending?.present ?? []
  if (changes.length === 0 && !canCopy && present.length === 0) return null
  return (
    <div data-testid="editor-toolbar" style={{ marginBottom: 20 }}>
      {present.length > 0 && (
        <div
          role="status"
          data-testid="presence"
          style={{
            border: '1px solid #3b82f6',
            background: 'rgba(59, 130, 246, 0.08)',
            borderRadius: 4,
            padding: '8px 12px',
            marginBottom: 12,
          }}
        >
          {t('presence', {
            who: present
              .map((p) => `${p.email} (${t('openSince', { at: new Date(p.since).toLocaleTimeString(i18n.language) })})`)
              .join(', '),
          })}
        </div>
      )}
      {changes.length > 0 && (
        <div
          role="status"
          data-testid="unpublished-changes"
          style={{
            border: '1px solid #f59e0b',
            background: 'rgba(245, 158, 11, 0.08)',
            borderRadius: 4,
            padding: '8px 12px',
            marginBottom: 12,
          }}
        >
          <strong>{t('pendingDrafts')}</strong> — {t('pendingDraftsIntro')}
          <ul style={{ margin: '4px 0 4px 20px', padding: 0 }}>
            {changes.map((change) => {
              const who =
                'by' in change && change.by
                  ? change.by === user?.email
                    ? `${change.by} (${t('you')})`
                    : change.by
                  : t('someone')
              const at = 'at' in change && change.at ? new Date(change.at).toLocaleString(i18n.language) : '—'
              return (
                <li key={change.locale} data-locale={change.locale}>
                  {'at' in change ? t('pendingDraftBy', { locale: change.locale, who, at }) : change.locale}
                </li>
              )
            })}
          </ul>
          <small>{t('pendingDraftsWarn', { locale })}</small>
        </div>
      )}
      {canCopy && (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
            onClick={() => void copy()}
            title={t('copyStructureHelp')}
          >
            {t('copyStructure')}
          </button>
          <small style={{ color: 'var(--theme-elevation-600)' }}>{message || t('copyStructureHelp')}</small>
        </div>
      )}
    </div>
  )
}

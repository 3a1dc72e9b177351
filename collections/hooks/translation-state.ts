/**
 * Translation state, by content: each save of a locale records the hashes of its translatable values and, for en and
 * ru, the hashes of the source each field was translated from (src/domain/translation-status.ts). After the save the
 * document's two translation tasks (en, ru) are brought up to date for the /admin/translations view.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionConfig, Field, PayloadRequest } from 'payload'

import { runSql, sql } from '../../src/db/sql'
import {
  TRANSLATION_TARGETS,
  fieldNeeds,
  localeStatus,
  offSiteLocales,
  pathLabel,
  recordSave,
  sourceWords,
  translatableTexts,
  valueText,
  type ContentLocale,
  type FieldLike,
  type TranslationState,
} from '../../src/domain/translation-status'
import { reviewAfterSave, type ReviewStep } from '../../src/domain/translation-review'

export type { TranslationState }

export const translationStateField: Field = {
  name: 'translationState',
  type: 'json',
  label: { en: 'Translations', zh: '翻译状态', ru: 'Переводы' },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: {
      en: 'Which languages need work, field by field. Kept up to date automatically.',
      zh: '各语言需要翻译或更新的字段，自动维护。',
      ru: 'Какие поля каких языков требуют перевода. Обновляется автоматически.',
    },
    components: {
      Cell: '/components/admin/TranslationStateCell#TranslationStateCell',
      // Our own display: the JSON editor would load Monaco from a CDN.
      Field: '/components/admin/TranslationStateField#TranslationStateField',
    },
  },
}

const CONTENT_LOCALES: readonly string[] = ['zh', 'en', 'ru']

function titleText(collection: CollectionConfig, doc: Record<string, unknown>): string {
  const field = collection.admin?.useAsTitle
  return field ? valueText('text', doc[field]) : ''
}

/**
 * The sites a collection is ever shown on, when fewer than all (collection `custom.onlySites`): news is shown on /cn
 * only (SPEC §2.1), so it never asks for en or ru whatever its `sites` say.
 */
function onlySitesOf(collection: CollectionConfig): string[] | undefined {
  const only = (collection.custom as { onlySites?: unknown } | undefined)?.onlySites
  return Array.isArray(only) ? (only as string[]) : undefined
}

/** Whether this save is a draft (the admin's autosave and "save draft", or any save of a document still a draft). */
function isDraftSave(collection: CollectionConfig, data: Record<string, unknown>, before: Record<string, unknown>): boolean {
  if (!collection.versions || !(collection.versions as { drafts?: unknown }).drafts) return false
  return (data._status ?? before._status) === 'draft'
}

export const recordTranslationState: CollectionBeforeChangeHook = ({ data, originalDoc, req, collection }) => {
  const locale = req.locale
  if (!locale || !CONTENT_LOCALES.includes(locale)) return data
  const fields = collection.fields as unknown as FieldLike[]
  const before = (originalDoc ?? {}) as Record<string, unknown>
  const after = { ...before, ...data }
  const user = req.user as { email?: string } | null | undefined
  const hasSites = collection.fields.some((field) => 'name' in field && field.name === 'sites')
  const draft = isDraftSave(collection, data as Record<string, unknown>, before)
  const publishAll = !draft && (data as { _status?: string })._status === 'published' && !req.query?.publishSpecificLocale
  const state = recordSave(
    before.translationState as TranslationState | undefined,
    locale as ContentLocale,
    translatableTexts(fields, after),
    translatableTexts(fields, before),
    {
      at: new Date().toISOString(),
      by: user?.email,
      title: titleText(collection, after),
      draft,
      everPublished: before._status === 'published',
      publishAll,
      offSite: offSiteLocales(hasSites ? after.sites : undefined, onlySitesOf(collection)),
    },
  )
  return { ...data, translationState: state }
}

/**
 * The document's en and ru rows in `translation-tasks`, created or updated in place (one query each way). Updated in
 * place, a row keeps its assignee, due date and review history (issue 26); its review step is reset when the locale
 * needs work again and set to "published" when `publishedLocales` (this save's publish) holds the locale.
 */
export async function syncTranslationTasks(
  req: PayloadRequest,
  collection: string,
  doc: Record<string, unknown>,
  publishedLocales: readonly string[] = [],
): Promise<void> {
  const state = (doc.translationState ?? {}) as TranslationState
  const docId = Number(doc.id)
  if (!Number.isFinite(docId)) return
  const { docs } = await req.payload.find({
    collection: 'translation-tasks',
    where: { and: [{ collection: { equals: collection } }, { docId: { equals: docId } }] },
    depth: 0,
    limit: 2,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const title = (locale: ContentLocale) => {
    const record = state[locale]
    return typeof record === 'object' ? (record.title ?? null) : null
  }
  const fallbackTitle = String(doc[(req.payload.collections[collection as 'pages']?.config.admin?.useAsTitle as string) ?? 'id'] ?? '')
  for (const locale of TRANSLATION_TARGETS) {
    const existing = docs.find((row) => row.locale === locale)
    // A locale whose site does not show the document is not a task at all.
    if (localeStatus(state, locale) === 'off') {
      if (existing) await req.payload.delete({ collection: 'translation-tasks', id: existing.id, overrideAccess: true, req, context: { disableRevalidate: true } })
      continue
    }
    const needs = fieldNeeds(state, locale)
    const config = req.payload.collections[collection as 'pages']?.config
    const fieldConfig = (config?.fields ?? []) as unknown as FieldLike[]
    const data = {
      collection,
      docId,
      locale,
      state: localeStatus(state, locale) as 'done' | 'missing' | 'outdated',
      // Each field with its label path ("Layout › Call to action › Text") for the overview.
      fields: needs.map((need) => ({ ...need, label: pathLabel(fieldConfig, doc, need.path), words: sourceWords(state, locale, need.path) })),
      firstField: needs[0]?.path ?? null,
      titleZh: title('zh') ?? fallbackTitle,
      titleEn: title('en'),
      titleRu: title('ru'),
    } as const
    const review = reviewAfterSave(
      { state: data.state, review: (existing?.review ?? null) as ReviewStep | null, reviewHistory: existing?.reviewHistory },
      publishedLocales.includes(locale),
      (req.user as { email?: string } | null | undefined)?.email ?? 'system',
      new Date().toISOString(),
    )
    if (existing) {
      await req.payload.update({ collection: 'translation-tasks', id: existing.id, data: review ? { ...data, ...review } : data, depth: 0, overrideAccess: true, req, context: { disableRevalidate: true } })
    } else {
      await req.payload.create({ collection: 'translation-tasks', data: review ? { ...data, ...review } : data, depth: 0, overrideAccess: true, req, context: { disableRevalidate: true } })
    }
  }
}

/** The target locales a save published: the one of "Publish in …" (publishSpecificLocale), or all on a full publish. */
function publishedBySave(req: PayloadRequest, doc: Record<string, unknown>): string[] {
  if (doc._status !== 'published') return []
  const specific = req.query?.publishSpecificLocale
  if (typeof specific === 'string' && specific) return [specific]
  return [...TRANSLATION_TARGETS]
}

export const syncTasksAfterChange: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
  await syncTranslationTasks(req, collection.slug, doc as Record<string, unknown>, publishedBySave(req, doc as Record<string, unknown>))
  return doc
}

export const deleteTasksAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, collection }) => {
  await req.payload.delete({
    collection: 'translation-tasks',
    where: { and: [{ collection: { equals: collection.slug } }, { docId: { equals: Number((doc as { id: unknown }).id) } }] },
    overrideAccess: true,
    req,
  })
  return doc
}

/** Every collection with a translation state also keeps its translation tasks. */
export function withTranslationTasks(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    const tracked = collection.fields.some((field) => 'name' in field && field.name === 'translationState')
    if (!tracked) return collection
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), syncTasksAfterChange],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), deleteTasksAfterDelete],
      },
    }
  })
}

/**
 * For documents saved before translation state was kept by content (timestamps only): records each locale's current
 * text as translated from today's source (so only empty translations count as missing) and writes their tasks.
 * Run once by the migration that adds `translation-tasks`; a no-op on an empty database.
 */
export async function backfillTranslationTasks(payload: PayloadRequest['payload'], req: PayloadRequest): Promise<void> {
  for (const collection of payload.config.collections) {
    if (!collection.fields.some((field) => 'name' in field && field.name === 'translationState')) continue
    const slug = collection.slug as 'pages'
    // A collection that a later migration creates (case-studies, issue 27) has no table yet: nothing to backfill.
    const [table] = await runSql<{ name: string | null }>(payload, sql`select to_regclass(${`public.${slug.replace(/-/g, '_')}`})::text as name`, req)
    if (!table?.name) continue
    // Nothing to backfill in an empty collection (a fresh database): skip the full read, which selects every column
    // of today's schema, including those that later migrations add and have not created yet.
    const { totalDocs } = await payload.count({ collection: slug, overrideAccess: true, req })
    if (totalDocs === 0) continue
    const { docs } = await payload.find({ collection: slug, locale: 'all', depth: 0, pagination: false, draft: true, overrideAccess: true, req })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const existing = doc.translationState as TranslationState | undefined
      if (existing && typeof existing.zh === 'object') continue
      const fields = collection.fields as unknown as FieldLike[]
      let state: TranslationState = {}
      for (const locale of ['zh', 'en', 'ru'] as const) {
        const inLocale = await payload.findByID({ collection: slug, id: doc.id as number, locale, fallbackLocale: false, depth: 0, draft: true, overrideAccess: true, req })
        const texts = translatableTexts(fields, inLocale)
        if (Object.keys(texts).length === 0 && locale !== 'zh') continue
        const at = typeof existing?.[locale] === 'string' ? (existing[locale] as string) : new Date().toISOString()
        state = recordSave(state, locale, texts, {}, { at, title: titleText(collection as unknown as CollectionConfig, inLocale as unknown as Record<string, unknown>) })
      }
      await payload.db.updateOne({ collection: slug, id: doc.id as number, data: { translationState: state }, req })
      await syncTranslationTasks(req, slug, { ...doc, translationState: state })
    }
  }
}

/**
 * Issue 26: documents saved before tracking followed `sites` keep tasks for languages their sites do not show.
 * Records each document's off-site languages from its sites and writes its tasks again (in pages of 100, so a
 * database of 10,000 documents is not read at once). Run once by a migration; a no-op on an empty database.
 */
export async function refreshOffSiteTasks(payload: PayloadRequest['payload'], req: PayloadRequest): Promise<number> {
  let changed = 0
  for (const collection of payload.config.collections) {
    if (!collection.fields.some((field) => 'name' in field && field.name === 'translationState')) continue
    const slug = collection.slug as 'pages'
    const hasSites = collection.fields.some((field) => 'name' in field && field.name === 'sites')
    const only = onlySitesOf(collection as unknown as CollectionConfig)
    if (!hasSites && !only) continue
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await payload.find({ collection: slug, depth: 0, limit: 100, page, sort: 'id', draft: true, overrideAccess: true, req })
      for (const doc of docs as unknown as Record<string, unknown>[]) {
        const state = (doc.translationState ?? {}) as TranslationState
        const offSite = offSiteLocales(hasSites ? doc.sites : undefined, only)
        if ((state.offSite ?? []).join() === offSite.join()) continue
        const next: TranslationState = { ...state }
        if (offSite.length > 0) next.offSite = offSite
        else delete next.offSite
        await payload.db.updateOne({ collection: slug, id: doc.id as number, data: { translationState: next }, req })
        await syncTranslationTasks(req, slug, { ...doc, translationState: next })
        changed++
      }
      if (!hasNextPage) break
    }
  }
  return changed
}

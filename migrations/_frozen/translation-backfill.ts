/**
 * Frozen copy of the translation backfills run by migrations (the save hooks' task writer and the backfills as of the
 * code re-layout): for documents and globals saved before their translation state was kept by content or followed
 * their sites, it records that state and writes their en and ru rows in `translation-tasks`. Each migration names the
 * collections or globals it backfills; their fields come from tracked-schema.ts, never from today's config.
 * Documents are still read and task rows written through Payload's local API, so that reads and writes keep Payload's
 * own storage of blocks, arrays and locales. Nothing outside `migrations/` imports this file.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { TRACKED_COLLECTIONS, TRACKED_GLOBALS, type FrozenCollection, type FrozenGlobal } from './tracked-schema'
import {
  GLOBAL_TASK_DOC_ID,
  TRANSLATION_TARGETS,
  fieldNeeds,
  globalTaskKey,
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
} from './translation-status'

type Doc = Record<string, unknown>

/**
 * The part of Payload's local API the backfills call, typed loosely: a migration must not depend on the collection
 * types generated from today's config.
 */
type LocalApi = {
  count(args: Doc): Promise<{ totalDocs: number }>
  find(args: Doc): Promise<{ docs: Doc[]; hasNextPage?: boolean }>
  findByID(args: Doc): Promise<Doc>
  findGlobal(args: Doc): Promise<Doc>
  create(args: Doc): Promise<Doc>
  update(args: Doc): Promise<Doc>
  delete(args: Doc): Promise<unknown>
  db: { updateOne(args: Doc): Promise<unknown>; updateGlobal(args: Doc): Promise<unknown> }
}

type Payload = PayloadRequest['payload']

const api = (payload: Payload): LocalApi => payload as unknown as LocalApi

/** The sites a Header or Footer group may be named after (each group is shown on its own site only). */
const SITES: readonly string[] = ['cn', 'en', 'ru']

type SQL = ReturnType<typeof sql>
type Executor = { execute: (query: SQL) => Promise<{ rows: unknown[] }> }

/** Runs one statement on Payload's connection, inside the migration's transaction when it has one. */
async function runSql<Row = Doc>(payload: Payload, query: SQL, req?: Partial<PayloadRequest>): Promise<Row[]> {
  const db = payload.db as unknown as PostgresAdapter
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const target = ((transactionID !== undefined && db.sessions?.[String(transactionID)]?.db) ||
    db.drizzle) as unknown as Executor
  const result = await target.execute(query)
  return result.rows as Row[]
}

/** A review step of a task row, and one entry of its history. */
type ReviewStep = 'translated' | 'reviewed' | 'published'
type HistoryEntry = { state: string; by: string; at: string; to?: string | null; due?: string | null }

/** At most this many history entries are kept per task (the oldest are dropped). */
const HISTORY_LIMIT = 50

function historyOf(task: { reviewHistory?: unknown }): HistoryEntry[] {
  return Array.isArray(task.reviewHistory)
    ? (task.reviewHistory as HistoryEntry[]).filter((e) => e && typeof e === 'object' && typeof e.state === 'string')
    : []
}

function appendHistory(history: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [...history, entry].slice(-HISTORY_LIMIT)
}

/**
 * The review step after a save recomputed the task: reset when it needs work again, "published" when this save
 * published the locale with nothing left to translate; `null` when nothing changes.
 */
function reviewAfterSave(
  task: { state: string; review?: ReviewStep | null; reviewHistory?: unknown },
  published: boolean,
  by: string,
  at: string,
): { review: ReviewStep | null; reviewHistory: HistoryEntry[] } | null {
  if (task.state !== 'done') {
    if (!task.review) return null
    return { review: null, reviewHistory: appendHistory(historyOf(task), { state: 'reopened', by, at }) }
  }
  if (published && task.review !== 'published') {
    return { review: 'published', reviewHistory: appendHistory(historyOf(task), { state: 'published', by, at }) }
  }
  return null
}

function titleText(collection: FrozenCollection, doc: Doc): string {
  const field = collection.useAsTitle
  return field ? valueText('text', doc[field]) : ''
}

/** Where a document's tasks are kept and how the overview names it. */
type TaskKey = {
  collection: string
  docId: number
  fields: FieldLike[]
  fallbackTitle: string
  titles?: Partial<Record<ContentLocale, string>>
}

/**
 * The en and ru rows in `translation-tasks` of one document or global, created or updated in place. Updated in
 * place, a row keeps its assignee, due date and review history; its review step is reset when the locale needs work
 * again. A locale whose site does not show the document has no row.
 */
async function writeTasks(req: PayloadRequest, key: TaskKey, doc: Doc): Promise<void> {
  const local = api(req.payload)
  const state = (doc.translationState ?? {}) as TranslationState
  const { collection, docId } = key
  const { docs } = await local.find({
    collection: 'translation-tasks',
    where: { and: [{ collection: { equals: collection } }, { docId: { equals: docId } }] },
    depth: 0,
    limit: 2,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const title = (locale: ContentLocale) => {
    if (key.titles?.[locale]) return key.titles[locale]!
    const record = state[locale]
    return typeof record === 'object' ? (record.title ?? null) : null
  }
  const context = { disableRevalidate: true }
  for (const locale of TRANSLATION_TARGETS) {
    const existing = docs.find((row) => row.locale === locale)
    if (localeStatus(state, locale) === 'off') {
      if (existing)
        await local.delete({ collection: 'translation-tasks', id: existing.id, overrideAccess: true, req, context })
      continue
    }
    const needs = fieldNeeds(state, locale)
    const data = {
      collection,
      docId,
      locale,
      state: localeStatus(state, locale) as 'done' | 'missing' | 'outdated',
      fields: needs.map((need) => ({
        ...need,
        label: pathLabel(key.fields, doc, need.path),
        words: sourceWords(state, locale, need.path),
      })),
      firstField: needs[0]?.path ?? null,
      titleZh: title('zh') ?? key.fallbackTitle,
      titleEn: title('en'),
      titleRu: title('ru'),
    }
    const review = reviewAfterSave(
      {
        state: data.state,
        review: (existing?.review ?? null) as ReviewStep | null,
        reviewHistory: existing?.reviewHistory,
      },
      false,
      (req.user as { email?: string } | null | undefined)?.email ?? 'system',
      new Date().toISOString(),
    )
    const written = review ? { ...data, ...review } : data
    if (existing) {
      await local.update({
        collection: 'translation-tasks',
        id: existing.id,
        data: written,
        depth: 0,
        overrideAccess: true,
        req,
        context,
      })
    } else {
      await local.create({
        collection: 'translation-tasks',
        data: written,
        depth: 0,
        overrideAccess: true,
        req,
        context,
      })
    }
  }
}

/** A document's en and ru rows in `translation-tasks` (see writeTasks). */
async function syncTranslationTasks(req: PayloadRequest, collection: FrozenCollection, doc: Doc): Promise<void> {
  const docId = Number(doc.id)
  if (!Number.isFinite(docId)) return
  const fallbackTitle = String(doc[collection.useAsTitle ?? 'id'] ?? '')
  await writeTasks(req, { collection: collection.slug, docId, fields: collection.fields, fallbackTitle }, doc)
}

/** The frozen entries named by a migration, in the config's order; an unknown name is a mistake in the migration. */
function pick<T extends { slug: string }>(all: readonly T[], slugs: readonly string[]): T[] {
  const unknown = slugs.filter((slug) => !all.some((entry) => entry.slug === slug))
  if (unknown.length > 0) throw new Error(`Not in the frozen translation schema: ${unknown.join(', ')}`)
  return all.filter((entry) => slugs.includes(entry.slug))
}

/**
 * For documents saved before translation state was kept by content (timestamps only): records each locale's current
 * text as translated from today's source (so only empty translations count as missing) and writes their tasks.
 * A no-op on an empty database.
 */
export async function backfillTranslationTasks(
  payload: Payload,
  req: PayloadRequest,
  slugs: readonly string[],
): Promise<void> {
  const local = api(payload)
  for (const collection of pick(TRACKED_COLLECTIONS, slugs)) {
    const slug = collection.slug
    // A collection whose table a later migration creates has nothing to backfill.
    const [table] = await runSql<{ name: string | null }>(
      payload,
      sql`select to_regclass(${`public.${slug.replace(/-/g, '_')}`})::text as name`,
      req,
    )
    if (!table?.name) continue
    // An empty collection (a fresh database) is skipped before the full read, which selects every column Payload
    // knows of, including those that later migrations add and have not created yet.
    const { totalDocs } = await local.count({ collection: slug, overrideAccess: true, req })
    if (totalDocs === 0) continue
    const { docs } = await local.find({
      collection: slug,
      locale: 'all',
      depth: 0,
      pagination: false,
      draft: true,
      overrideAccess: true,
      req,
    })
    for (const doc of docs) {
      const existing = doc.translationState as TranslationState | undefined
      if (existing && typeof existing.zh === 'object') continue
      let state: TranslationState = {}
      for (const locale of ['zh', 'en', 'ru'] as const) {
        const inLocale = await local.findByID({
          collection: slug,
          id: doc.id,
          locale,
          fallbackLocale: false,
          depth: 0,
          draft: true,
          overrideAccess: true,
          req,
        })
        const texts = translatableTexts(collection.fields, inLocale)
        if (Object.keys(texts).length === 0 && locale !== 'zh') continue
        const at = typeof existing?.[locale] === 'string' ? (existing[locale] as string) : new Date().toISOString()
        state = recordSave(state, locale, texts, {}, { at, title: titleText(collection, inLocale) })
      }
      await local.db.updateOne({ collection: slug, id: doc.id, data: { translationState: state }, req })
      await syncTranslationTasks(req, collection, { ...doc, translationState: state })
    }
  }
}

/**
 * For documents saved before tracking followed their `sites`: records each document's off-site languages and writes
 * its tasks again (in pages of 100). Returns how many documents changed; a no-op on an empty database.
 */
export async function refreshOffSiteTasks(
  payload: Payload,
  req: PayloadRequest,
  slugs: readonly string[],
): Promise<number> {
  const local = api(payload)
  let changed = 0
  for (const collection of pick(TRACKED_COLLECTIONS, slugs)) {
    const { slug, hasSites, onlySites } = collection
    if (!hasSites && !onlySites) continue
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await local.find({
        collection: slug,
        depth: 0,
        limit: 100,
        page,
        sort: 'id',
        draft: true,
        overrideAccess: true,
        req,
      })
      for (const doc of docs) {
        const state = (doc.translationState ?? {}) as TranslationState
        const offSite = offSiteLocales(hasSites ? doc.sites : undefined, onlySites)
        if ((state.offSite ?? []).join() === offSite.join()) continue
        const next: TranslationState = { ...state }
        if (offSite.length > 0) next.offSite = offSite
        else delete next.offSite
        await local.db.updateOne({ collection: slug, id: doc.id, data: { translationState: next }, req })
        await syncTranslationTasks(req, collection, { ...doc, translationState: next })
        changed++
      }
      if (!hasNextPage) break
    }
  }
  return changed
}

/** A label (one string, or one per admin language) in one language. */
function labelIn(label: unknown, locale: ContentLocale): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, string>
    return byLanguage[locale] ?? byLanguage.en ?? ''
  }
  return ''
}

/** The top-level groups named after a site (Header and Footer: `cn`, `en`, `ru`). */
function siteGroupsOf(fields: readonly FieldLike[]): string[] {
  return fields
    .filter((field) => field.type === 'group' && field.name !== undefined && SITES.includes(field.name))
    .map((field) => field.name!)
}

function globalTaskKeyOf(global: FrozenGlobal): TaskKey {
  return {
    collection: globalTaskKey(global.slug),
    docId: GLOBAL_TASK_DOC_ID,
    fields: global.fields,
    fallbackTitle: global.slug,
    // A global's title in the overview is its own name, in each language.
    titles: { zh: labelIn(global.label, 'zh'), en: labelIn(global.label, 'en'), ru: labelIn(global.label, 'ru') },
  }
}

/**
 * For globals saved before they were tracked: records each locale's current (published) text as translated from
 * today's source (only empty translations count as missing) and writes their tasks. A global never saved (a fresh
 * database) has nothing to record. Returns how many globals were recorded.
 */
export async function backfillGlobalTasks(
  payload: Payload,
  req: PayloadRequest,
  slugs: readonly string[],
): Promise<number> {
  const local = api(payload)
  let changed = 0
  for (const global of pick(TRACKED_GLOBALS, slugs)) {
    const slug = global.slug
    const read = (locale: ContentLocale) =>
      local.findGlobal({ slug, locale, fallbackLocale: false, depth: 0, overrideAccess: true, req })
    const stored = await read('zh')
    if (!stored.updatedAt) continue
    const existing = stored.translationState as TranslationState | undefined
    if (existing && typeof existing.zh === 'object') continue
    let state: TranslationState = {}
    for (const locale of ['zh', 'en', 'ru'] as const) {
      const inLocale = locale === 'zh' ? stored : await read(locale)
      const texts = translatableTexts(global.fields, inLocale)
      if (Object.keys(texts).length === 0 && locale !== 'zh') continue
      state = recordSave(
        state,
        locale,
        texts,
        {},
        {
          at: String(stored.updatedAt),
          title: labelIn(global.label, locale),
          siteGroups: siteGroupsOf(global.fields),
        },
      )
    }
    await local.db.updateGlobal({ slug, data: { translationState: state }, req })
    await writeTasks(req, globalTaskKeyOf(global), { ...stored, translationState: state })
    changed++
  }
  return changed
}

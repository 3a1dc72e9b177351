/**
 * Translation state, by content: each save of a locale records the hashes of its translatable values and, for en and
 * ru, the hashes of the source each field was translated from (src/domain/translation-status.ts). After the save the
 * document's two translation tasks (en, ru) are brought up to date for the /admin/translations view.
 * Why by content, and per-locale publishing: docs/decisions/0003-per-locale-publishing.md.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  GlobalAfterChangeHook,
  GlobalBeforeChangeHook,
  GlobalBeforeOperationHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'
import { deepMergeWithSourceArrays } from 'payload'

import { runSql, sql } from '../../db/sql'
import { SITES } from '../../domain/locale'
import { contentVersions, staffOnlyField } from '../../cms/access'
import { label } from '../../cms/shared'
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
} from '../../domain/translation-status'
import { reviewAfterSave, type ReviewStep } from '../../domain/translation-review'

export type { TranslationState }

/** Who saved which locale when (staff e-mails) and the review steps: the staff's, never in a guest's or member's answer. */
export const translationStateField: Field = {
  name: 'translationState',
  type: 'json',
  access: { read: staffOnlyField },
  label: label('translation-state.field'),
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: label('translation-state.field.description'),
    components: {
      Cell: '/features/translations/admin/TranslationStateCell#TranslationStateCell',
      // Our own display: the JSON editor would load Monaco from a CDN.
      Field: '/features/translations/admin/TranslationStateField#TranslationStateField',
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
function isDraftSave(
  collection: CollectionConfig,
  data: Record<string, unknown>,
  before: Record<string, unknown>,
): boolean {
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
  const publishAll =
    !draft && (data as { _status?: string })._status === 'published' && !req.query?.publishSpecificLocale
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

/** Where a document's tasks are kept and how the overview names it. */
type TaskKey = {
  collection: string
  docId: number
  fields: FieldLike[]
  fallbackTitle: string
  titles?: Partial<Record<ContentLocale, string>>
}

/**
 * The en and ru rows in `translation-tasks` of one document or global, created or updated in place (one query each
 * way). Updated in place, a row keeps its assignee, due date and review history; its review step is reset
 * when the locale needs work again and set to "published" when `publishedLocales` (this save's publish) holds it.
 */
async function writeTasks(
  req: PayloadRequest,
  key: TaskKey,
  doc: Record<string, unknown>,
  publishedLocales: readonly string[] = [],
): Promise<void> {
  const state = (doc.translationState ?? {}) as TranslationState
  const { collection, docId } = key
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
    if (key.titles?.[locale]) return key.titles[locale]!
    const record = state[locale]
    return typeof record === 'object' ? (record.title ?? null) : null
  }
  for (const locale of TRANSLATION_TARGETS) {
    const existing = docs.find((row) => row.locale === locale)
    // A locale whose site does not show the document is not a task at all.
    if (localeStatus(state, locale) === 'off') {
      if (existing)
        await req.payload.delete({
          collection: 'translation-tasks',
          id: existing.id,
          overrideAccess: true,
          req,
          context: { disableRevalidate: true },
        })
      continue
    }
    const needs = fieldNeeds(state, locale)
    const data = {
      collection,
      docId,
      locale,
      state: localeStatus(state, locale) as 'done' | 'missing' | 'outdated',
      // Each field with its label path ("Layout › Call to action › Text") for the overview.
      fields: needs.map((need) => ({
        ...need,
        label: pathLabel(key.fields, doc, need.path),
        words: sourceWords(state, locale, need.path),
      })),
      firstField: needs[0]?.path ?? null,
      titleZh: title('zh') ?? key.fallbackTitle,
      titleEn: title('en'),
      titleRu: title('ru'),
    } as const
    const review = reviewAfterSave(
      {
        state: data.state,
        review: (existing?.review ?? null) as ReviewStep | null,
        reviewHistory: existing?.reviewHistory,
      },
      publishedLocales.includes(locale),
      (req.user as { email?: string } | null | undefined)?.email ?? 'system',
      new Date().toISOString(),
    )
    if (existing) {
      await req.payload.update({
        collection: 'translation-tasks',
        id: existing.id,
        data: review ? { ...data, ...review } : data,
        depth: 0,
        overrideAccess: true,
        req,
        context: { disableRevalidate: true },
      })
    } else {
      await req.payload.create({
        collection: 'translation-tasks',
        data: review ? { ...data, ...review } : data,
        depth: 0,
        overrideAccess: true,
        req,
        context: { disableRevalidate: true },
      })
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

/** The document's en and ru rows in `translation-tasks` (see writeTasks). */
export async function syncTranslationTasks(
  req: PayloadRequest,
  collection: string,
  doc: Record<string, unknown>,
  publishedLocales: readonly string[] = [],
): Promise<void> {
  const docId = Number(doc.id)
  if (!Number.isFinite(docId)) return
  const config = req.payload.collections[collection as 'pages']?.config
  const fallbackTitle = String(doc[(config?.admin?.useAsTitle as string) ?? 'id'] ?? '')
  await writeTasks(
    req,
    { collection, docId, fields: (config?.fields ?? []) as unknown as FieldLike[], fallbackTitle },
    doc,
    publishedLocales,
  )
}

export const syncTasksAfterChange: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
  await syncTranslationTasks(
    req,
    collection.slug,
    doc as Record<string, unknown>,
    publishedBySave(req, doc as Record<string, unknown>),
  )
  return doc
}

export const deleteTasksAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, collection }) => {
  await req.payload.delete({
    collection: 'translation-tasks',
    where: {
      and: [{ collection: { equals: collection.slug } }, { docId: { equals: Number((doc as { id: unknown }).id) } }],
    },
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
export async function backfillTranslationTasks(
  payload: PayloadRequest['payload'],
  req: PayloadRequest,
  only?: readonly string[],
): Promise<void> {
  for (const collection of payload.config.collections) {
    if (!collection.fields.some((field) => 'name' in field && field.name === 'translationState')) continue
    // A later migration that starts tracking a collection backfills that collection only.
    if (only && !only.includes(collection.slug)) continue
    const slug = collection.slug as 'pages'
    // A collection that a later migration creates (case-studies) has no table yet: nothing to backfill.
    const [table] = await runSql<{ name: string | null }>(
      payload,
      sql`select to_regclass(${`public.${slug.replace(/-/g, '_')}`})::text as name`,
      req,
    )
    if (!table?.name) continue
    // Nothing to backfill in an empty collection (a fresh database): skip the full read, which selects every column
    // of today's schema, including those that later migrations add and have not created yet.
    const { totalDocs } = await payload.count({ collection: slug, overrideAccess: true, req })
    if (totalDocs === 0) continue
    const { docs } = await payload.find({
      collection: slug,
      locale: 'all',
      depth: 0,
      pagination: false,
      draft: true,
      overrideAccess: true,
      req,
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const existing = doc.translationState as TranslationState | undefined
      if (existing && typeof existing.zh === 'object') continue
      const fields = collection.fields as unknown as FieldLike[]
      let state: TranslationState = {}
      for (const locale of ['zh', 'en', 'ru'] as const) {
        const inLocale = await payload.findByID({
          collection: slug,
          id: doc.id as number,
          locale,
          fallbackLocale: false,
          depth: 0,
          draft: true,
          overrideAccess: true,
          req,
        })
        const texts = translatableTexts(fields, inLocale)
        if (Object.keys(texts).length === 0 && locale !== 'zh') continue
        const at = typeof existing?.[locale] === 'string' ? (existing[locale] as string) : new Date().toISOString()
        state = recordSave(
          state,
          locale,
          texts,
          {},
          {
            at,
            title: titleText(collection as unknown as CollectionConfig, inLocale as unknown as Record<string, unknown>),
          },
        )
      }
      await payload.db.updateOne({ collection: slug, id: doc.id as number, data: { translationState: state }, req })
      await syncTranslationTasks(req, slug, { ...doc, translationState: state })
    }
  }
}

/**
 * Documents saved before tracking followed `sites` keep tasks for languages their sites do not show.
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
      const { docs, hasNextPage } = await payload.find({
        collection: slug,
        depth: 0,
        limit: 100,
        page,
        sort: 'id',
        draft: true,
        overrideAccess: true,
        req,
      })
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

/*
 * Globals: the Header, Footer and site settings are translated like the content collections. Each keeps
 * a translation state, saves drafts that go live per locale when published (a translator's save never
 * publishes at once), and has one task row per target locale under the key `global:<slug>`, docId 0.
 */

/** A label (one string, or one per admin language) in one language. */
function labelIn(label: unknown, locale: ContentLocale): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, string>
    return byLanguage[locale] ?? byLanguage.en ?? ''
  }
  return ''
}

/** The top-level groups named after a site (Header and Footer: `cn`, `en`, `ru`), each shown on its site only. */
function siteGroupsOf(fields: readonly Field[]): string[] {
  return fields
    .filter((field) => field.type === 'group' && 'name' in field && (SITES as readonly string[]).includes(field.name))
    .map((field) => (field as { name: string }).name)
}

/** A publication status that may be kept per locale (`localizeStatus`): its value for `locale`. */
function statusIn(status: unknown, locale: string): unknown {
  return status && typeof status === 'object' ? (status as Record<string, unknown>)[locale] : status
}

const draftKey = (slug: string) => `translationDraft:${slug}`

/** Notes how an update of a global was asked: a draft, or a publish of every locale (for the hook below). */
export const noteGlobalDraftSave: GlobalBeforeOperationHook = ({ args, operation, req, global }) => {
  if (operation !== 'update') return args
  const asked = args as { draft?: unknown; data?: { _status?: unknown }; publishAllLocales?: unknown }
  // With per-locale status a publish is of one locale unless every locale is asked for.
  const publishAll = asked.publishAllLocales === true || asked.publishAllLocales === 'true'
  const draft = Boolean(asked.draft) && asked.data?._status !== 'published' && !publishAll
  if (!req.context) req.context = {}
  req.context[draftKey(global.slug)] = { draft, publishAll: !draft && publishAll }
  return args
}

export const recordGlobalTranslationState: GlobalBeforeChangeHook = ({ data, originalDoc, req, global }) => {
  const locale = req.locale
  if (!locale || !CONTENT_LOCALES.includes(locale)) return data
  const fields = global.fields as unknown as FieldLike[]
  const before = (originalDoc ?? {}) as Record<string, unknown>
  // A global's fields sit in groups (the Footer's `en.about`): a save that sends part of a group keeps the rest.
  const after = deepMergeWithSourceArrays(before, data as Record<string, unknown>) as Record<string, unknown>
  const user = req.user as { email?: string } | null | undefined
  // Whether this save is a draft, as the operation was asked (the data's `_status` holds its default 'draft' on a
  // publish too): noted by noteGlobalDraftSave.
  const asked = req.context?.[draftKey(global.slug)] as { draft: boolean; publishAll: boolean } | undefined
  const draft = asked?.draft ?? false
  const publishAll = asked?.publishAll ?? false
  const state = recordSave(
    before.translationState as TranslationState | undefined,
    locale as ContentLocale,
    translatableTexts(fields, after),
    translatableTexts(fields, before),
    {
      at: new Date().toISOString(),
      by: user?.email,
      title: labelIn(global.label, locale as ContentLocale),
      draft,
      everPublished: statusIn(before._status, 'zh') === 'published',
      publishAll,
      siteGroups: siteGroupsOf(global.fields),
    },
  )
  return { ...data, translationState: state }
}

function globalTaskKeyOf(global: Pick<GlobalConfig, 'slug' | 'label' | 'fields'>): TaskKey {
  return {
    collection: globalTaskKey(global.slug),
    docId: GLOBAL_TASK_DOC_ID,
    fields: global.fields as unknown as FieldLike[],
    fallbackTitle: global.slug,
    // A global's title in the overview is its own name, in each language.
    titles: { zh: labelIn(global.label, 'zh'), en: labelIn(global.label, 'en'), ru: labelIn(global.label, 'ru') },
  }
}

/** The target locales a save of a global published (noted by noteGlobalDraftSave: its `_status` is no guide). */
function globalPublishedBySave(req: PayloadRequest, slug: string): string[] {
  const asked = req.context?.[draftKey(slug)] as { draft: boolean; publishAll: boolean } | undefined
  if (!asked || asked.draft) return []
  if (asked.publishAll) return [...TRANSLATION_TARGETS]
  const specific = req.query?.publishSpecificLocale ?? req.locale
  return typeof specific === 'string' && specific ? [specific] : []
}

export const syncGlobalTasksAfterChange: GlobalAfterChangeHook = async ({ doc, req, global }) => {
  await writeTasks(
    req,
    globalTaskKeyOf(global),
    doc as Record<string, unknown>,
    globalPublishedBySave(req, global.slug),
  )
  return doc
}

/** Whether a global (or collection) config keeps a translation state. */
export function isTracked(config: { fields: readonly Field[] }): boolean {
  return config.fields.some((field) => 'name' in field && field.name === 'translationState')
}

/**
 * The translated globals: a translation state, drafts published per locale (like the content collections), staff
 * reading their versions, and their translation tasks. The sites read the published global (findGlobal without draft).
 */
export function withTranslatedGlobals(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((global) => ({
    ...global,
    versions: global.versions ?? { drafts: { localizeStatus: true }, max: 50 },
    access: { ...global.access, readVersions: global.access?.readVersions ?? contentVersions },
    fields: isTracked(global) ? global.fields : [...global.fields, translationStateField],
    hooks: {
      ...global.hooks,
      beforeOperation: [...(global.hooks?.beforeOperation ?? []), noteGlobalDraftSave],
      beforeChange: [...(global.hooks?.beforeChange ?? []), recordGlobalTranslationState],
      afterChange: [...(global.hooks?.afterChange ?? []), syncGlobalTasksAfterChange],
    },
  }))
}

/**
 * For globals saved before they were tracked: records each locale's current (published) text as translated from
 * today's source (only empty translations count as missing) and writes their tasks. Run once by a migration; a
 * global never saved (a fresh database) has nothing to record.
 */
export async function backfillGlobalTasks(payload: PayloadRequest['payload'], req: PayloadRequest): Promise<number> {
  let changed = 0
  for (const global of payload.config.globals) {
    if (!isTracked(global)) continue
    const slug = global.slug as 'footer'
    const stored = (await payload.findGlobal({
      slug,
      locale: 'zh',
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
      req,
    })) as unknown as Record<string, unknown>
    if (!stored.updatedAt) continue
    const existing = stored.translationState as TranslationState | undefined
    if (existing && typeof existing.zh === 'object') continue
    const fields = global.fields as unknown as FieldLike[]
    let state: TranslationState = {}
    for (const locale of ['zh', 'en', 'ru'] as const) {
      const inLocale =
        locale === 'zh'
          ? stored
          : ((await payload.findGlobal({
              slug,
              locale,
              fallbackLocale: false,
              depth: 0,
              overrideAccess: true,
              req,
            })) as unknown as Record<string, unknown>)
      const texts = translatableTexts(fields, inLocale)
      if (Object.keys(texts).length === 0 && locale !== 'zh') continue
      state = recordSave(
        state,
        locale,
        texts,
        {},
        { at: String(stored.updatedAt), title: labelIn(global.label, locale), siteGroups: siteGroupsOf(global.fields) },
      )
    }
    await payload.db.updateGlobal({ slug, data: { translationState: state }, req })
    await writeTasks(req, globalTaskKeyOf(global), { ...stored, translationState: state })
    changed++
  }
  return changed
}

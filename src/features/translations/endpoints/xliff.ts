/**
 * XLIFF 2.0 export and import for translators' CAT tools, staff only (401 for guests, 403 for
 * members); the file format is src/domain/xliff.ts, the scheme docs/xliff.md.
 *
 * - GET  /api/translations/xliff?locale=en|ru[&collection=pages][&ids=1,2 | &ids=pages:1,news:2][&q=title]: one unit
 *   per field that needs work in that locale (from the `translation-tasks` rows), source = the current source text (the
 *   published Chinese, or English as Russian's pivot where the Chinese is empty, as the translation state counts it),
 *   target = the current translation where there is one (not for text that is still the source text).
 * - POST /api/translations/xliff (multipart, field `file`, at most 5 MB): each unit's target written into its
 *   document's locale as a DRAFT, as the importing user (their access rules apply). A unit is refused, with a message
 *   in the staff user's admin language, when its id names no document or field, its source is no longer the current
 *   source text, or its target's inline codes differ from the source's; the answer lists every unit.
 */
import type { Endpoint, PayloadRequest, Where } from 'payload'

import type { Locale } from '../../../domain/locale'
import {
  GLOBAL_TASK_PREFIX,
  copyStructure,
  sourceHash,
  textHash,
  translatableTexts,
  valueText,
  type FieldLike,
  type FieldNeed,
  type TranslationState,
  type TranslationTarget,
} from '../../../domain/translation-status'
import {
  buildXliff,
  inlineKey,
  inlineText,
  parseXliff,
  rebuildRichText,
  richTextSegments,
  tagMismatch,
  textSegment,
  XLIFF_CONTENT_TYPE,
  XliffSyntaxError,
  type Inline,
  type XliffFile,
  type XliffSegment,
} from '../../../domain/xliff'
import { BodyTooLarge, mediaTypeOf, readLimitedBytes } from '../../../http/request'
import { fail, languageOf, refuseNonStaff } from '../../../cms/staff-endpoint'
import { say as sayText } from '../../../i18n/catalogue'
import { XLIFF_MESSAGES as MESSAGES } from '../../../i18n/messages/translation-tools'

/** The largest file accepted for import. */
export const MAX_XLIFF_BYTES = 5 * 1024 * 1024

type MessageKey = keyof (typeof MESSAGES)['zh']

const say = (language: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string =>
  sayText(MESSAGES, language, key, vars)

function trackedCollections(req: PayloadRequest): string[] {
  return req.payload.config.collections
    .filter((c) => c.fields.some((f) => 'name' in f && f.name === 'translationState'))
    .map((c) => c.slug)
}

function fieldsOf(req: PayloadRequest, slug: string): FieldLike[] {
  return req.payload.collections[slug as 'pages'].config.fields as unknown as FieldLike[]
}

/** The value at a data path (`layout.2.content`). */
function valueAt(doc: unknown, path: string): unknown {
  let value: unknown = doc
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

function isRichText(value: unknown): boolean {
  return Boolean(value && typeof value === 'object' && 'root' in (value as object))
}

type Doc = Record<string, unknown>

/** A document's versions a source can come from: zh published and latest, en latest (Russian's pivot). */
type Sources = { zhPublished: Doc | null; zhLatest: Doc | null; enLatest: Doc | null }

async function readDoc(
  req: PayloadRequest,
  slug: string,
  id: number,
  locale: 'zh' | 'en' | 'ru',
  draft: boolean,
): Promise<Doc | null> {
  return (await req.payload.findByID({
    collection: slug as 'pages',
    id,
    locale,
    fallbackLocale: false as never,
    draft,
    depth: 0,
    req,
    overrideAccess: false,
    disableErrors: true,
  })) as unknown as Doc | null
}

async function readSources(req: PayloadRequest, slug: string, id: number, target: TranslationTarget): Promise<Sources> {
  // One after the other: the local API sets the locale on the shared request.
  const zhPublished = await readDoc(req, slug, id, 'zh', false)
  const zhLatest = await readDoc(req, slug, id, 'zh', true)
  const enLatest = target === 'ru' ? await readDoc(req, slug, id, 'en', true) : null
  return { zhPublished, zhLatest, enLatest }
}

/**
 * The source value of a field for a target locale, as the translation state counts it: the version of zh (published,
 * else the draft of a document never published) or en (Russian's pivot) whose text has the recorded source hash.
 */
function sourceValue(
  sources: Sources,
  state: TranslationState | undefined,
  target: TranslationTarget,
  path: string,
): unknown {
  const want = sourceHash(state, target, path)
  const candidates = [sources.zhPublished, sources.zhLatest, sources.enLatest]
  for (const doc of candidates) {
    const value = valueAt(doc, path)
    const text = valueText(isRichText(value) ? 'richText' : 'text', value)
    if (text && want && textHash(text) === want) return value
  }
  const fallback = valueAt(sources.zhPublished, path)
  return valueText(isRichText(fallback) ? 'richText' : 'text', fallback) ? fallback : valueAt(sources.enLatest, path)
}

function segmentsOf(value: unknown): Inline[][] {
  if (isRichText(value)) return richTextSegments(value)
  const text = valueText('text', value)
  return text ? [textSegment(text)] : []
}

const REASON_NOTE: Record<FieldNeed['reason'], string> = {
  missing: 'missing: not translated yet',
  untranslated: 'untranslated: still the source text',
  outdated: 'outdated: the source changed since it was translated; the old translation is the target',
}

type ExportRequest = {
  locale: TranslationTarget
  collection?: string
  docs?: { collection?: string; id: number }[]
  search?: string
}

/** The XLIFF file of what needs work in a locale (optionally one collection, some documents). */
export async function exportXliff(
  req: PayloadRequest,
  request: ExportRequest,
): Promise<{ xml: string; units: number }> {
  const where: Where[] = [{ locale: { equals: request.locale } }, { state: { in: ['missing', 'outdated'] } }]
  if (request.collection) where.push({ collection: { equals: request.collection } })
  if (request.search)
    where.push({
      or: [
        { titleZh: { like: request.search } },
        { titleEn: { like: request.search } },
        { titleRu: { like: request.search } },
      ],
    })
  if (request.docs?.length) {
    where.push({
      or: request.docs.map((doc): Where => {
        const collection = doc.collection ?? request.collection
        return collection
          ? { and: [{ collection: { equals: collection } }, { docId: { equals: doc.id } }] }
          : { docId: { equals: doc.id } }
      }),
    })
  }
  const { docs: tasks } = await req.payload.find({
    collection: 'translation-tasks',
    where: { and: where },
    sort: 'docId',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
  })
  const files: XliffFile[] = []
  let units = 0
  for (const task of tasks) {
    const needs = (Array.isArray(task.fields) ? task.fields : []) as (FieldNeed & { label?: unknown })[]
    // Globals (`global:<slug>`) are translated in the admin; the XLIFF round trip covers documents only.
    if (needs.length === 0 || task.collection.startsWith(GLOBAL_TASK_PREFIX)) continue
    const sources = await readSources(req, task.collection, task.docId, request.locale)
    const own = await readDoc(req, task.collection, task.docId, request.locale, true)
    const state = (sources.zhLatest?.translationState ?? sources.zhPublished?.translationState) as
      TranslationState | undefined
    if (!sources.zhLatest) continue
    const file: XliffFile = {
      id: `${task.collection}-${task.docId}`,
      original: `${task.collection}/${task.docId}`,
      notes: [`${task.titleZh ?? ''}${task.titleEn ? ` / ${task.titleEn}` : ''}`.trim()].filter(Boolean),
      units: [],
    }
    for (const need of needs) {
      const source = segmentsOf(sourceValue(sources, state, request.locale, need.path))
      if (source.length === 0) continue
      const mine = need.reason === 'untranslated' ? [] : segmentsOf(valueAt(own, need.path))
      // The old translation is offered where it lines up with the source, segment by segment, codes and all.
      const aligned =
        mine.length === source.length && mine.every((segment, index) => tagMismatch(source[index]!, segment) === null)
      const label = Array.isArray(need.label)
        ? need.label
            .map((part) =>
              typeof part === 'number'
                ? `#${part}`
                : typeof part === 'string'
                  ? part
                  : ((part as Record<string, string>).en ?? ''),
            )
            .join(' › ')
        : need.path
      file.units.push({
        id: `${task.collection}:${task.docId}:${need.path}`,
        name: need.path,
        notes: [label, REASON_NOTE[need.reason]],
        segments: source.map((segment, index): XliffSegment => ({
          id: `s${index + 1}`,
          state: 'initial',
          source: segment,
          ...(aligned ? { target: mine[index] } : {}),
        })),
      })
      units++
    }
    if (file.units.length) files.push(file)
  }
  return { xml: buildXliff({ srcLang: 'zh', trgLang: request.locale, files }), units }
}

function parseIds(
  values: string[],
  collection: string | undefined,
  tracked: string[],
): { collection?: string; id: number }[] | null {
  const out: { collection?: string; id: number }[] = []
  for (const item of values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)) {
    const match = /^(?:([a-z][a-z0-9-]*):)?(\d{1,12})$/.exec(item)
    if (!match || (match[1] && !tracked.includes(match[1])) || (match[1] && collection && match[1] !== collection))
      return null
    out.push({ collection: match[1] ?? collection, id: Number(match[2]) })
  }
  return out
}

export const xliffExportEndpoint: Endpoint = {
  path: '/translations/xliff',
  method: 'get',
  handler: async (req) => {
    const language = languageOf(req)
    const refused = refuseNonStaff(req, language, MESSAGES)
    if (refused) return refused
    const query = new URL(req.url ?? 'http://x/').searchParams
    const locale = query.get('locale')
    if (locale !== 'en' && locale !== 'ru') return fail(400, say(language, 'badLocale'))
    const tracked = trackedCollections(req)
    const collection = query.get('collection') || undefined
    if (collection && !tracked.includes(collection))
      return fail(400, say(language, 'badCollection', { name: collection }))
    const docs = parseIds(query.getAll('ids'), collection, tracked)
    if (!docs) return fail(400, say(language, 'badIds'))
    const search = (query.get('q') ?? '').trim().slice(0, 100) || undefined
    const { xml } = await exportXliff(req, { locale, collection, docs, search })
    const stamp = new Date().toISOString().slice(0, 10)
    const name = `translations-${locale}${collection ? `-${collection}` : ''}-${stamp}.xlf`
    return new Response(xml, {
      status: 200,
      headers: {
        'content-type': `${XLIFF_CONTENT_TYPE}; charset=utf-8`,
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      },
    })
  },
}

export type UnitReport = { id: string; status: 'applied' | 'refused' | 'skipped'; message: string }

type Pending = { path: string; value: unknown; report: UnitReport }

/** Whether each row on the way to `path` exists in the target with the source's kind of block. */
function structureMatches(source: unknown, target: unknown, path: string): boolean {
  const keys = path.split('.')
  let s: unknown = source
  let t: unknown = target
  for (let i = 0; i < keys.length - 1; i++) {
    s = s && typeof s === 'object' ? (s as Record<string, unknown>)[keys[i]!] : undefined
    t = t && typeof t === 'object' ? (t as Record<string, unknown>)[keys[i]!] : undefined
    if (t === undefined || t === null || typeof t !== 'object') return false
    const sKind = (s as { blockType?: unknown } | undefined)?.blockType
    if (/^\d+$/.test(keys[i]!) && sKind !== undefined && sKind !== (t as { blockType?: unknown }).blockType)
      return false
  }
  return true
}

function setAt(doc: Doc, path: string, value: unknown): void {
  const keys = path.split('.')
  let node: Record<string, unknown> = doc
  for (const key of keys.slice(0, -1)) {
    const next = node[key]
    if (!next || typeof next !== 'object') node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  node[keys[keys.length - 1]!] = value
}

/** Imports an XLIFF file's targets as drafts; one report per unit. */
export async function importXliff(
  req: PayloadRequest,
  xml: string,
  language: Locale,
  wanted?: TranslationTarget,
): Promise<{ locale: TranslationTarget; units: UnitReport[] } | Response> {
  let parsed
  try {
    parsed = parseXliff(xml)
  } catch (error) {
    if (error instanceof XliffSyntaxError) return fail(400, say(language, 'malformed', { detail: error.message }))
    throw error
  }
  const locale = parsed.trgLang
  if (locale !== 'en' && locale !== 'ru') return fail(400, say(language, 'badLocale'))
  if (wanted && wanted !== locale) return fail(400, say(language, 'localeDiffers', { file: locale, wanted }))
  const tracked = trackedCollections(req)
  const reports: UnitReport[] = []
  const byDoc = new Map<string, { slug: string; id: number; pending: Pending[] }>()
  const cache = new Map<string, { sources: Sources; state?: TranslationState; paths: Set<string> } | null>()
  const refuse = (id: string, message: string) => reports.push({ id, status: 'refused', message })

  for (const unit of parsed.files.flatMap((file) => file.units)) {
    const match = /^([a-z][a-z0-9-]*):(\d{1,12}):([\w.-]+)$/.exec(unit.id)
    if (!match || !tracked.includes(match[1]!)) {
      refuse(unit.id, say(language, 'unknownUnit', { id: unit.id }))
      continue
    }
    const [, slug, idText, path] = match as unknown as [string, string, string, string]
    const id = Number(idText)
    const key = `${slug}:${id}`
    if (!cache.has(key)) {
      const sources = await readSources(req, slug, id, locale)
      if (!sources.zhLatest) cache.set(key, null)
      else {
        const state = (sources.zhLatest.translationState ?? undefined) as TranslationState | undefined
        const fields = fieldsOf(req, slug)
        const paths = new Set([
          ...Object.keys(translatableTexts(fields, sources.zhPublished)),
          ...Object.keys(translatableTexts(fields, sources.zhLatest)),
          ...Object.keys(translatableTexts(fields, sources.enLatest)),
        ])
        cache.set(key, { sources, state, paths })
      }
    }
    const known = cache.get(key)
    if (!known || !known.paths.has(path) || !sourceHash(known.state, locale, path)) {
      refuse(unit.id, say(language, 'unknownUnit', { id: unit.id }))
      continue
    }
    if (unit.problem) {
      refuse(unit.id, say(language, 'unsupported', { detail: unit.problem }))
      continue
    }
    const value = sourceValue(known.sources, known.state, locale, path)
    const current = segmentsOf(value)
    const sent = unit.segments
    if (
      sent.length !== current.length ||
      sent.some((segment, index) => inlineKey(segment.source) !== inlineKey(current[index]!))
    ) {
      refuse(unit.id, say(language, 'sourceChanged'))
      continue
    }
    const targets = sent.map((segment) => segment.target ?? [])
    if (targets.every((target) => !inlineText(target).trim())) {
      reports.push({ id: unit.id, status: 'skipped', message: say(language, 'noTarget') })
      continue
    }
    const empty = targets.findIndex((target) => !inlineText(target).trim())
    if (empty >= 0) {
      refuse(unit.id, say(language, 'partialTarget', { segment: sent[empty]!.id }))
      continue
    }
    const mismatch = targets
      .map((target, index) => tagMismatch(current[index]!, target))
      .findIndex((problem) => problem !== null)
    if (mismatch >= 0) {
      refuse(
        unit.id,
        say(language, 'tagMismatch', {
          segment: sent[mismatch]!.id,
          detail: tagMismatch(current[mismatch]!, targets[mismatch]!)!,
        }),
      )
      continue
    }
    const written = isRichText(value) ? rebuildRichText(value, targets) : inlineText(targets[0]!).trim()
    const report: UnitReport = { id: unit.id, status: 'applied', message: say(language, 'applied') }
    reports.push(report)
    const entry = byDoc.get(key) ?? { slug, id, pending: [] }
    entry.pending.push({ path, value: written, report })
    byDoc.set(key, entry)
  }

  for (const { slug, id, pending } of byDoc.values()) {
    const fail = (detail: string) => {
      for (const item of pending)
        Object.assign(item.report, { status: 'refused', message: say(language, 'saveRefused', { detail }) })
    }
    try {
      const own = (await readDoc(req, slug, id, locale, true)) ?? {}
      const source = cache.get(`${slug}:${id}`)!.sources.zhPublished ?? cache.get(`${slug}:${id}`)!.sources.zhLatest
      const fields = fieldsOf(req, slug)
      const data: Doc = {}
      for (const { path, value } of pending) {
        const top = path.split('.')[0]!
        if (!(top in data)) data[top] = JSON.parse(JSON.stringify(own[top] ?? null))
        // A block the translation does not have yet (or of another kind): the Chinese structure first, as "copy
        // structure" does, keeping the texts already translated in the same place.
        if (path.includes('.') && !structureMatches(source, { [top]: data[top] }, path)) {
          const field = fields.find((f) => f.name === top)
          if (field && (field.type === 'blocks' || field.type === 'array'))
            data[top] = copyStructure(field, source?.[top], data[top])
        }
        if (data[top] === null) data[top] = path.includes('.') ? {} : null
        setAt(data, path, value)
      }
      await req.payload.update({
        collection: slug as 'pages',
        id,
        locale,
        data: { ...data, _status: 'draft' } as never,
        draft: true,
        depth: 0,
        req,
        overrideAccess: false,
      })
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error))
    }
  }
  return { locale, units: reports }
}

async function uploadedText(req: PayloadRequest): Promise<string | null> {
  const request = req as unknown as Request
  const bytes = await readLimitedBytes(request, MAX_XLIFF_BYTES + 64 * 1024)
  if (mediaTypeOf(request) === 'multipart/form-data') {
    const form = await new Response(bytes as BodyInit, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
    const file = form.get('file')
    if (!file) return null
    if (typeof file === 'string') return file
    if (file.size > MAX_XLIFF_BYTES) throw new BodyTooLarge()
    return await file.text()
  }
  if (bytes.byteLength > MAX_XLIFF_BYTES) throw new BodyTooLarge()
  return bytes.byteLength ? new TextDecoder().decode(bytes) : null
}

export const xliffImportEndpoint: Endpoint = {
  path: '/translations/xliff',
  method: 'post',
  handler: async (req) => {
    const language = languageOf(req)
    const refused = refuseNonStaff(req, language, MESSAGES)
    if (refused) return refused
    const wanted = new URL(req.url ?? 'http://x/').searchParams.get('locale')
    if (wanted !== null && wanted !== 'en' && wanted !== 'ru') return fail(400, say(language, 'badLocale'))
    let xml: string | null
    try {
      xml = await uploadedText(req)
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return fail(413, say(language, 'tooLarge', { limit: MAX_XLIFF_BYTES / 1024 / 1024 }))
      return fail(400, say(language, 'noFile'))
    }
    if (!xml?.trim()) return fail(400, say(language, 'noFile'))
    const result = await importXliff(req, xml, language, wanted ?? undefined)
    if (result instanceof Response) return result
    const count = (status: UnitReport['status']) => result.units.filter((unit) => unit.status === status).length
    return Response.json(
      {
        locale: result.locale,
        applied: count('applied'),
        refused: count('refused'),
        skipped: count('skipped'),
        units: result.units,
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}

export const xliffEndpoints: Endpoint[] = [xliffExportEndpoint, xliffImportEndpoint]

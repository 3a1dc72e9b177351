/**
 * Frozen copy of the translation-state rules the translation backfill migrations were written against (the domain
 * module `translation-status` and the plain text of Lexical rich text, as of the code re-layout). A migration must
 * mean the same thing on every database whenever it runs, so it never follows later changes to those rules; the
 * helpers the backfills do not use are left out. Nothing outside `migrations/` imports this file.
 */

/** Plain text of a Lexical document. */
export function lexicalToText(value: unknown): string {
  const walk = (node: unknown): string => {
    if (!node || typeof node !== 'object') return ''
    const n = node as Record<string, unknown>
    if (typeof n.text === 'string') return n.text
    const kids = Array.isArray(n.children) ? (n.children as unknown[]).map(walk).join('') : ''
    return ['paragraph', 'heading', 'listitem'].includes(String(n.type)) ? `${kids}\n` : kids
  }
  return walk((value as { root?: unknown })?.root).trim()
}

export type ContentLocale = 'zh' | 'en' | 'ru'
export type TranslationTarget = 'en' | 'ru'
export type NeedReason = 'missing' | 'outdated' | 'untranslated'
/** A locale as a whole: done, missing (something empty or still in the source language), outdated, or off its site. */
export type LocaleStatus = 'done' | 'missing' | 'outdated' | 'off'

/** One locale's record: when and by whom it was last saved, its values' hashes, the source hashes it came from. */
export type LocaleRecord = {
  at?: string
  by?: string
  title?: string
  hashes?: Record<string, string>
  source?: Record<string, string>
  /** zh and en (sources): each text of two or more sentences as its sentences' hashes, for the diff of a change. */
  sentences?: Record<string, string[]>
  /** zh and en (sources): each text's size in words (a Chinese character is one word, as translators bill it). */
  words?: Record<string, number>
  /** en and ru: the source's sentence hashes when each field was translated (what the translator saw). */
  sourceSentences?: Record<string, string[]>
  /** The paths in document order (the database keeps JSON objects' keys in an order of its own, arrays as they are). */
  order?: string[]
  /** zh and en: the paths whose text is written in this locale's script (kept as is, it is not translated). */
  scripted?: string[]
  /** zh: whether it was ever published (from then on, a draft is a coming change, not the source). */
  published?: boolean
  /** zh: the latest saved but unpublished draft (a coming change), not yet the source of any translation. */
  pending?: {
    at?: string
    by?: string
    title?: string
    hashes: Record<string, string>
    order?: string[]
    scripted?: string[]
    sentences?: Record<string, string[]>
    words?: Record<string, number>
  }
}
/** Legacy documents hold an ISO timestamp per locale instead of a record. */
export type TranslationState = Partial<Record<ContentLocale, LocaleRecord | string>> & {
  /** Target locales whose site does not show the document: no translation is asked for. */
  offSite?: TranslationTarget[]
  /**
   * Top-level groups named after a site (the Header's and Footer's `cn`, `en`, `ru`): each is shown on its own site
   * only, so a field under `en.` asks for en alone, under `ru.` for ru alone, and under `cn.` for neither.
   */
  siteGroups?: string[]
}

export type FieldNeed = { path: string; reason: NeedReason }
export type TranslationNeed = { locale: TranslationTarget; reason: 'missing' | 'outdated'; fields: FieldNeed[] }

/** The site that shows each target locale. */
const SITE_OF: Record<TranslationTarget, string> = { en: 'en', ru: 'ru' }

/** The target locales a document needs, from the sites that show it (`sites` empty or absent: every site). */
export function offSiteLocales(sites: unknown, onlySites?: readonly string[]): TranslationTarget[] {
  const list = Array.isArray(sites) && sites.length > 0 ? (sites as string[]) : null
  return TRANSLATION_TARGETS.filter((locale) => {
    const site = SITE_OF[locale]
    if (onlySites && !onlySites.includes(site)) return true
    return list !== null && !list.includes(site)
  })
}

/** Letters of the source's own script: Chinese characters in zh, Latin letters in en (Russian's pivot). */
const SCRIPT: Partial<Record<ContentLocale, RegExp>> = { zh: /\p{Script=Han}/u, en: /[A-Za-z]{2}/ }

function scriptedPaths(locale: ContentLocale, texts: Record<string, string>): string[] | undefined {
  const script = SCRIPT[locale]
  return script ? Object.keys(texts).filter((path) => script.test(texts[path]!)) : undefined
}

export const TRANSLATION_TARGETS: readonly TranslationTarget[] = ['en', 'ru']

/** A global's translation tasks are kept under the collection key `global:<slug>` with docId 0. */
export const GLOBAL_TASK_PREFIX = 'global:'
export const GLOBAL_TASK_DOC_ID = 0
export const globalTaskKey = (slug: string): string => `${GLOBAL_TASK_PREFIX}${slug}`

/** The subset of a Payload field config the walker reads (the migrations carry their own, in tracked-schema.ts). */
export type FieldLike = {
  type: string
  name?: string
  label?: unknown
  labels?: { singular?: unknown }
  localized?: boolean
  fields?: FieldLike[]
  blocks?: { slug: string; fields: FieldLike[]; labels?: { singular?: unknown } }[]
  tabs?: { name?: string; label?: unknown; localized?: boolean; fields: FieldLike[] }[]
  admin?: { hidden?: boolean; readOnly?: boolean; disabled?: boolean }
}

/** Text fields that hold addresses or identifiers, not prose: never "to translate" even inside a localized block. */
const NOT_PROSE = /(href|url|anchor|icon|email|phone|wechat|qq|slug|path)$/i

const TEXT_TYPES = new Set(['text', 'textarea', 'richText'])

/** The text of a value as a translator reads it: strings trimmed, rich text as its plain text. */
export function valueText(type: string, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (type === 'richText') return typeof value === 'string' ? value.trim() : lexicalToText(value)
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
}

/**
 * Every translatable value of a document in one locale, keyed by field path (dots, row indexes), non-empty only.
 * `inLocalized` marks that an enclosing container is localized, so every text field inside belongs to the locale.
 */
export function translatableTexts(
  fields: readonly FieldLike[],
  doc: unknown,
  prefix = '',
  inLocalized = false,
): Record<string, string> {
  const out: Record<string, string> = {}
  const data = (doc && typeof doc === 'object' ? doc : {}) as Record<string, unknown>
  for (const field of fields) {
    if (field.admin?.hidden || field.admin?.disabled) continue
    const localized = inLocalized || Boolean(field.localized)
    const path = field.name ? `${prefix}${field.name}` : ''
    if (TEXT_TYPES.has(field.type)) {
      if (!field.name || !localized || !isProseField(field.name) || field.admin?.readOnly) continue
      const text = valueText(field.type, data[field.name])
      if (text) out[path] = text
    } else if (field.type === 'blocks' || field.type === 'array') {
      if (!field.name) continue
      const rows = Array.isArray(data[field.name]) ? (data[field.name] as Record<string, unknown>[]) : []
      rows.forEach((row, index) => {
        const rowFields =
          field.type === 'blocks' ? field.blocks?.find((block) => block.slug === row?.blockType)?.fields : field.fields
        if (rowFields) Object.assign(out, translatableTexts(rowFields, row, `${path}.${index}.`, localized))
      })
    } else if (field.type === 'group' && field.name) {
      Object.assign(out, translatableTexts(field.fields ?? [], data[field.name], `${path}.`, localized))
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        const tabLocalized = localized || Boolean(tab.localized)
        if (tab.name)
          Object.assign(out, translatableTexts(tab.fields, data[tab.name], `${prefix}${tab.name}.`, tabLocalized))
        else Object.assign(out, translatableTexts(tab.fields, data, prefix, tabLocalized))
      }
    } else if (field.fields) {
      // Unnamed containers (row, collapsible, unnamed group) keep their parent's path.
      Object.assign(out, translatableTexts(field.fields, data, prefix, localized))
    }
  }
  return out
}

/** A short content hash (FNV-1a, 2 × 32 bits): equal texts, equal hashes; no crypto needed, collisions are harmless. */
export function textHash(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ text.length
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15)
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0')
}

export function hashTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, textHash(text)]))
}

function recordOf(state: TranslationState | null | undefined, locale: ContentLocale): LocaleRecord | undefined {
  const value = state?.[locale]
  if (!value) return undefined
  return typeof value === 'string' ? { at: value } : value
}

/** The hash of the source of `path` for a target locale: zh's value, or en's for ru when zh has none. */
export function sourceHash(
  state: TranslationState | null | undefined,
  target: TranslationTarget,
  path: string,
): string | undefined {
  const zh = recordOf(state, 'zh')?.hashes?.[path]
  if (zh || target === 'en') return zh
  return recordOf(state, 'en')?.hashes?.[path]
}

/**
 * The state after a save of `locale` with these values (`texts`); `before` are the locale's values before the save.
 * For en/ru, a field whose text changed, or that was never recorded, is recorded as translated from today's source.
 * A zh save that is a draft (`draft`) is kept as the coming change only: the published zh stays the source.
 * `offSite` (from the document's sites) is kept when given.
 */
export function recordSave(
  state: TranslationState | null | undefined,
  locale: ContentLocale,
  texts: Record<string, string>,
  before: Record<string, string>,
  meta: {
    at: string
    by?: string
    title?: string
    draft?: boolean
    everPublished?: boolean
    publishAll?: boolean
    offSite?: TranslationTarget[]
    siteGroups?: string[]
  },
): TranslationState {
  const base: TranslationState = { ...(state ?? {}) }
  if (meta.siteGroups?.length) base.siteGroups = meta.siteGroups
  // Publishing every locale from another locale's screen publishes the zh draft too: it becomes the source.
  const zhRecord = recordOf(base, 'zh')
  if (meta.publishAll && locale !== 'zh' && zhRecord?.pending) {
    const { hashes: pendingHashes, ...who } = zhRecord.pending
    const promoted: LocaleRecord = { ...zhRecord, ...who, hashes: pendingHashes, published: true }
    delete promoted.pending
    base.zh = promoted
  }
  const previous = recordOf(base, locale)
  const hashes = hashTexts(texts)
  if (meta.offSite !== undefined) {
    if (meta.offSite.length > 0) base.offSite = meta.offSite
    else delete base.offSite
  }
  // Before zh was ever published its draft is all there is, and is the source; afterwards a draft is a coming change.
  if (locale === 'zh' && meta.draft && (previous?.published || meta.everPublished)) {
    const scripted = scriptedPaths('zh', texts)
    const pending = {
      at: meta.at,
      ...(meta.by ? { by: meta.by } : {}),
      ...(meta.title ? { title: meta.title } : {}),
      hashes,
      order: Object.keys(texts),
      ...(scripted ? { scripted } : {}),
      sentences: sentenceHashes(texts),
      words: wordCounts(texts),
    }
    const unchanged = previous?.hashes && stableJson(previous.hashes) === stableJson(hashes)
    const published: LocaleRecord = { ...(previous ?? {}), published: true }
    delete published.pending
    return { ...base, zh: unchanged ? published : { ...published, pending } }
  }
  const scripted = scriptedPaths(locale, texts)
  const next: LocaleRecord = {
    at: meta.at,
    ...(meta.by ? { by: meta.by } : {}),
    ...(meta.title ? { title: meta.title } : {}),
    hashes,
    order: Object.keys(texts),
    ...(scripted ? { scripted } : {}),
    ...(locale !== 'ru' ? { sentences: sentenceHashes(texts), words: wordCounts(texts) } : {}),
    ...(locale === 'zh' && (!meta.draft || previous?.published) ? { published: true } : {}),
  }
  if (locale !== 'zh') {
    const oldSource = previous?.source ?? {}
    const source: Record<string, string> = {}
    const seen: Record<string, string[]> = {}
    for (const path of Object.keys(hashes)) {
      const changed = texts[path] !== before[path]
      const recorded = oldSource[path]
      const current = sourceHash(base, locale, path)
      const value = changed || !recorded ? current : recorded
      if (value) source[path] = value
      // What the translator saw: the source's sentences now (translated again), or those kept with the old record.
      const sentences =
        value === current ? sourceRecord(base, locale, path)?.sentences?.[path] : previous?.sourceSentences?.[path]
      if (value && sentences) seen[path] = sentences
    }
    next.source = source
    if (Object.keys(seen).length > 0) next.sourceSentences = seen
  }
  return { ...base, [locale]: next }
}

/** The record a target's field is translated from: zh where it has the field, else en for ru. */
function sourceRecord(
  state: TranslationState | null | undefined,
  target: TranslationTarget,
  path: string,
): LocaleRecord | undefined {
  const zh = recordOf(state, 'zh')
  return zh?.hashes?.[path] || target === 'en' ? zh : recordOf(state, 'en')
}

/** A text's sentences: lines, each cut after 。！？；!?; or a full stop followed by a space. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[。！？；!?;])|(?<=\.)(?=\s)/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

/** A text's size as translators count it: each Chinese (Han) character is a word, and each run of letters or digits. */
export function wordCount(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0
  const words = text.replace(/\p{Script=Han}/gu, ' ').match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0
  return han + words
}

function wordCounts(texts: Record<string, string>): Record<string, number> {
  return Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, wordCount(text)]))
}

/** The size in words of the source of a field that needs work (0 when not known: a record older than word counts). */
export function sourceWords(
  state: TranslationState | null | undefined,
  target: TranslationTarget,
  path: string,
): number {
  return sourceRecord(state, target, path)?.words?.[path] ?? 0
}

/** Each text of two or more sentences as its sentences' hashes (one sentence: the field's own hash says it all). */
function sentenceHashes(texts: Record<string, string>): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [path, text] of Object.entries(texts)) {
    const sentences = sentencesOf(text)
    if (sentences.length > 1) out[path] = sentences.map(textHash)
  }
  return out
}

/** Whether the source of `path` for `target` is written in its own script (so an equal translation is a copy). */
function sourceIsScripted(
  state: TranslationState | null | undefined,
  target: TranslationTarget,
  path: string,
): boolean {
  return Boolean(sourceRecord(state, target, path)?.scripted?.includes(path))
}

/** A record's paths in document order (older records without an order: as stored). */
function inOrder(record: LocaleRecord | undefined): string[] {
  const keys = Object.keys(record?.hashes ?? {})
  if (!record?.order) return keys
  const ordered = record.order.filter((path) => record.hashes?.[path])
  return [...ordered, ...keys.filter((path) => !ordered.includes(path))]
}

/** Whether a path lies in another site's group (`ru.about` for en): that site's language only is asked for there. */
function otherSitesPath(state: TranslationState | null | undefined, target: TranslationTarget, path: string): boolean {
  const groups = state?.siteGroups
  if (!groups?.length) return false
  const head = path.split('.')[0]!
  return groups.includes(head) && head !== SITE_OF[target]
}

/** The fields of en or ru that need work, in document order of the source. */
export function fieldNeeds(state: TranslationState | null | undefined, target: TranslationTarget): FieldNeed[] {
  if (state?.offSite?.includes(target)) return []
  const zh = recordOf(state, 'zh')
  const en = recordOf(state, 'en')
  const own = recordOf(state, target)
  const sourcePaths = inOrder(zh)
  if (target === 'ru') for (const path of inOrder(en)) if (!sourcePaths.includes(path)) sourcePaths.push(path)
  const needs: FieldNeed[] = []
  for (const path of sourcePaths) {
    if (otherSitesPath(state, target, path)) continue
    const current = sourceHash(state, target, path)
    if (!current) continue
    const mine = own?.hashes?.[path]
    if (!mine) needs.push({ path, reason: 'missing' })
    else if (mine === current && sourceIsScripted(state, target, path)) needs.push({ path, reason: 'untranslated' })
    else if (own?.source?.[path] !== current) needs.push({ path, reason: 'outdated' })
  }
  return needs
}

/** Legacy records (timestamps only): missing when never saved, outdated when saved before zh. */
function legacyNeed(
  state: TranslationState | null | undefined,
  locale: TranslationTarget,
): 'missing' | 'outdated' | null {
  const zh = Date.parse(recordOf(state, 'zh')?.at ?? '')
  const saved = Date.parse(recordOf(state, locale)?.at ?? '')
  if (Number.isNaN(saved)) return 'missing'
  if (!Number.isNaN(zh) && saved < zh) return 'outdated'
  return null
}

/** What en and ru need: a locale with a missing field is `missing`, else with a changed source `outdated`. */
export function translationNeeds(state: TranslationState | null | undefined): TranslationNeed[] {
  const byContent = Boolean(recordOf(state, 'zh')?.hashes)
  const needs: TranslationNeed[] = []
  for (const locale of TRANSLATION_TARGETS) {
    if (!byContent) {
      const reason = legacyNeed(state, locale)
      if (reason) needs.push({ locale, reason, fields: [] })
      continue
    }
    if (state?.offSite?.includes(locale)) continue
    const fields = fieldNeeds(state, locale)
    if (fields.length === 0) continue
    needs.push({ locale, reason: fields.some((f) => f.reason !== 'outdated') ? 'missing' : 'outdated', fields })
  }
  return needs
}

/** 'done' | 'missing' | 'outdated' for one locale, as the per-locale list column shows it. */
export function localeStatus(state: TranslationState | null | undefined, locale: ContentLocale): LocaleStatus {
  if (locale === 'zh') return recordOf(state, 'zh')?.hashes || typeof state?.zh === 'string' ? 'done' : 'missing'
  if (state?.offSite?.includes(locale)) return 'off'
  return translationNeeds(state).find((need) => need.locale === locale)?.reason ?? 'done'
}

/** Whether a text field inside a localized container holds prose to translate (not an address or identifier). */
export function isProseField(name: string | undefined): boolean {
  return Boolean(name) && !NOT_PROSE.test(name!)
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
}

/** JSON with sorted keys and empty values dropped, so equal content compares equal. */
export function stableJson(value: unknown): string {
  if (isEmpty(value)) return ''
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => !isEmpty(v))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** One step of a field's label path: a configured label (a string or one per admin language) or a row number. */
export type LabelPart = string | Record<string, string> | number

function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

/** The named field `name` among `fields`, looking through unnamed containers (rows, collapsibles, unnamed tabs). */
function findField(fields: readonly FieldLike[], name: string): FieldLike | undefined {
  for (const field of fields) {
    if (field.name === name) return field
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        if (tab.name === name)
          return { type: 'group', name: tab.name, fields: tab.fields, label: (tab as { label?: unknown }).label }
        if (!tab.name) {
          const found = findField(tab.fields, name)
          if (found) return found
        }
      }
    } else if (!field.name && field.fields) {
      const found = findField(field.fields, name)
      if (found) return found
    }
  }
  return undefined
}

/**
 * A field path as an editor reads it: `layout.3.text` → ["Layout", "Call to action", "Text"], the block
 * row named by its kind (from the document's row there) and an array row by its number.
 */
export function pathLabel(fields: readonly FieldLike[], doc: unknown, path: string): LabelPart[] {
  const parts: LabelPart[] = []
  const segments = path.split('.')
  let list: readonly FieldLike[] | undefined = fields
  let data = (doc && typeof doc === 'object' ? doc : {}) as Record<string, unknown>
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i]!
    const field: FieldLike | undefined = list ? findField(list, name) : undefined
    if (!field) {
      parts.push(/^\d+$/.test(name) ? Number(name) + 1 : humanize(name))
      list = undefined
      continue
    }
    parts.push((field.label as LabelPart | undefined) || humanize(name))
    const value = data[name]
    if (
      (field.type === 'blocks' || field.type === 'array') &&
      i + 1 < segments.length &&
      /^\d+$/.test(segments[i + 1]!)
    ) {
      const index = Number(segments[++i])
      const row = (Array.isArray(value) ? value[index] : undefined) as Record<string, unknown> | undefined
      if (field.type === 'blocks') {
        const block: { slug: string; fields: FieldLike[]; labels?: { singular?: unknown } } | undefined =
          field.blocks?.find((candidate: { slug: string }) => candidate.slug === row?.blockType)
        parts.push(block ? ((block.labels?.singular as LabelPart | undefined) ?? humanize(block.slug)) : index + 1)
        list = block?.fields
      } else {
        parts.push(index + 1)
        list = field.fields
      }
      data = row ?? {}
    } else {
      list = field.fields
      data = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
    }
  }
  // A block row and its only field often say the same thing ("Hero › Heading"): keep both, they are short.
  return parts
}

/**
 * Projects seed content (texts given as { zh, en, ru }) onto one locale, in the shape Payload's fields expect:
 * rich-text fields become Lexical, lists of plain strings become arrays of rows.
 */
import type { Locale } from '../domain/locale'

import { markdownToLexical } from '../domain/lexical'

/** Field names whose seed value is Markdown to turn into Lexical. */
const RICH_FIELDS = new Set(['content', 'body'])

/** For a list of strings, the name of the row field each string goes into. */
const ROW_FIELD: Record<string, string> = {
  bullets: 'text',
  challenges: 'text',
  features: 'text',
  columns: 'label',
  values: 'value',
  fields: 'name',
}

export function isLocalized(value: unknown): value is Record<Locale, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as Record<string, unknown>).zh === 'string' &&
    typeof (value as Record<string, unknown>).en === 'string' &&
    typeof (value as Record<string, unknown>).ru === 'string'
  )
}

/** A per-locale reference (e.g. the media id of a screenshot in each language): `{ zh: 3, en: 4, ru: 5 }`. */
export function isLocalizedId(value: unknown): value is Record<Locale, number> {
  const v = value as Record<string, unknown> | null
  return (
    !!v && typeof v === 'object' && typeof v.zh === 'number' && typeof v.en === 'number' && typeof v.ru === 'number'
  )
}

export function localize(value: unknown, locale: Locale, key = ''): unknown {
  if (isLocalizedId(value)) return value[locale]
  if (isLocalized(value)) {
    const text = value[locale]
    return RICH_FIELDS.has(key) ? markdownToLexical(text) : text
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => localize(item, locale))
    if (items.length > 0 && items.every((item) => typeof item === 'string') && ROW_FIELD[key]) {
      return items.map((item) => ({ [ROW_FIELD[key]!]: item }))
    }
    return items
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      // A block's column count is a select of strings.
      out[k] = k === 'columns' && typeof v === 'number' ? String(v) : localize(v, locale, k)
    }
    return out
  }
  return value
}

/**
 * The translators' glossary: Chinese terms with the English and Russian term a translation must use.
 * One place for the rule, shared by the admin's source box (which highlights the terms in the source) and its
 * publish control (which asks before publishing a translation that lacks a required term).
 *
 * The rule, for a field whose source contains a glossary term (case-insensitive; the longest term wins where terms
 * overlap, so 海关数据 is one term, not 海关 + 数据):
 * - English: the translation must contain the term's English words in order, case-insensitive, each word also with
 *   a plural or possessive ending (s, es, 's): "bill of lading" accepts "Bills of Lading".
 * - Russian: the translation must contain every word of the term's Russian text by its stem, case-insensitive
 *   (ё read as е): a word of up to 4 letters whole, a longer word without its last 2 letters, at least 4 kept
 *   ("коносамент" → "коносаме" accepts "коносамента", "коносаментов"; "таможенные данные" accepts "таможенных данных").
 * - Either language: a forbidden variant of the term in the translation, matched by the same rule, is a problem too.
 * A term without a text for the locale (left empty) requires nothing in that locale.
 */
import { valueText } from './translation-status'

export type GlossaryLocale = 'zh' | 'en' | 'ru'

export type GlossaryTerm = {
  zh: string
  en?: string | null
  ru?: string | null
  note?: string | null
  /** Variants that must not be used, one per line (any language). */
  forbidden?: string | null
}

export type TermHit = { start: number; end: number; term: GlossaryTerm }

export type GlossaryProblem = {
  path: string
  /** The term as found in the source. */
  source: string
  /** The term the translation must contain. */
  required: string
  reason: 'missing' | 'forbidden'
  /** The forbidden variant found (reason "forbidden"). */
  variant?: string
}

const fold = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ')

/** The variants of a term that must not be used (its `forbidden` text, one per line or comma-separated). */
function forbiddenVariants(term: GlossaryTerm): string[] {
  return String(term.forbidden ?? '')
    .split(/[\n,;]+/)
    .map((variant) => variant.trim())
    .filter(Boolean)
}

/**
 * Where the terms occur in a text written in `from` (zh, or en when the Russian translator works from English):
 * non-overlapping, in text order, the longest term first where two start at the same place.
 */
export function findTerms(text: string, terms: readonly GlossaryTerm[], from: GlossaryLocale = 'zh'): TermHit[] {
  const folded = text.toLowerCase()
  const candidates = terms
    .map((term) => ({
      term,
      key: String(term[from] ?? '')
        .trim()
        .toLowerCase(),
    }))
    .filter((candidate) => candidate.key.length > 0)
    .sort((a, b) => b.key.length - a.key.length)
  const hits: TermHit[] = []
  const taken = new Array<boolean>(text.length).fill(false)
  for (const { term, key } of candidates) {
    let at = folded.indexOf(key)
    while (at >= 0) {
      const end = at + key.length
      const free = !taken.slice(at, end).some(Boolean)
      // Latin terms (brand names, "HS") only as whole words: "HS" is not the start of "HSBC".
      const wordy =
        /^[a-z0-9]/.test(key) && (/[a-z0-9]/.test(folded[at - 1] ?? '') || /[a-z0-9]/.test(folded[end] ?? ''))
      if (free && !wordy) {
        for (let i = at; i < end; i++) taken[i] = true
        hits.push({ start: at, end, term })
      }
      at = folded.indexOf(key, end)
    }
  }
  return hits.sort((a, b) => a.start - b.start)
}

/**
 * The stem of one Russian word the rule accepts: up to 4 letters whole, longer words without their last 2 (≥ 4 kept).
 */
export function russianStem(word: string): string {
  const folded = fold(word)
  return folded.length <= 4 ? folded : folded.slice(0, Math.max(4, folded.length - 2))
}

/** Whether a translation in `locale` contains the required term (the rule above). */
export function containsTerm(translation: string, required: string, locale: 'en' | 'ru'): boolean {
  const text = fold(translation)
  const term = fold(required.trim())
  if (!term) return true
  if (locale === 'en') {
    const words = term.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + "(?:s|es|'s|’s)?")
    return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'u').test(text)
  }
  return term.split(' ').every((word) => text.includes(russianStem(word)))
}

/** The problems of one field's translation: each term of the source the translation lacks or misuses, once per term. */
function termProblems(
  path: string,
  source: string,
  translation: string,
  terms: readonly GlossaryTerm[],
  locale: 'en' | 'ru',
): GlossaryProblem[] {
  const problems: GlossaryProblem[] = []
  const seen = new Set<GlossaryTerm>()
  for (const hit of findTerms(source, terms)) {
    if (seen.has(hit.term)) continue
    seen.add(hit.term)
    const required = String(hit.term[locale] ?? '').trim()
    const found = source.slice(hit.start, hit.end)
    if (required && !containsTerm(translation, required, locale))
      problems.push({ path, source: found, required, reason: 'missing' })
    const variant = forbiddenVariants(hit.term).find(
      (v) => containsTerm(translation, v, locale) && !fold(required).includes(fold(v)),
    )
    if (variant) problems.push({ path, source: found, required, reason: 'forbidden', variant })
  }
  return problems
}

export type FieldToCheck = { path: string; source: unknown; translation: unknown }

const isRichText = (value: unknown) => Boolean(value) && typeof value === 'object' && 'root' in (value as object)

/**
 * The glossary check on publish: every field whose (Chinese) source contains a glossary term but whose translation
 * in `locale` lacks the required term or uses a forbidden variant. Plain and rich text values alike (rich text is
 * read as its text). An empty translation is not checked here (it is "not translated", a different question).
 */
export function glossaryProblems(
  fields: readonly FieldToCheck[],
  terms: readonly GlossaryTerm[],
  locale: 'en' | 'ru',
): GlossaryProblem[] {
  if (terms.length === 0) return []
  return fields.flatMap(({ path, source, translation }) => {
    const sourceText = valueText(isRichText(source) ? 'richText' : 'text', source)
    const translated = valueText(isRichText(translation) ? 'richText' : 'text', translation)
    if (!sourceText || !translated) return []
    return termProblems(path, sourceText, translated, terms, locale)
  })
}

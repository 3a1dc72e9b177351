/**
 * The document on screen in every locale (`?locale=all`), fetched once per document and shared by the admin aids
 * (SourceBeside under each field, PublishControl's check before publishing). `published` reads the published
 * version (the source translators work from); otherwise the latest draft (to show a coming change).
 */
export type Doc = Record<string, unknown>
const documents = new Map<string, Promise<Doc | null>>()

/** The document in every locale (localized values as { zh, en, ru }), latest draft; fetched once per document. */
export function allLocales(url: string): Promise<Doc | null> {
  let pending = documents.get(url)
  if (!pending) {
    pending = fetch(url, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<Doc>) : null))
      .catch(() => null)
    documents.set(url, pending)
    // Fresh again after a while: another editor may change the source.
    setTimeout(() => documents.delete(url), 60_000)
  }
  return pending
}

const LOCALE_KEYS = ['zh', 'en', 'ru']
function isByLocale(value: unknown): value is Record<string, unknown> {
  return (
    Boolean(value) &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value as object).some((k) => LOCALE_KEYS.includes(k)) &&
    Object.keys(value as object).every((k) => LOCALE_KEYS.includes(k))
  )
}

/** The value at a form path (`layout.0.heading`) in one locale of a `locale=all` document. */
export function valueAt(doc: Doc | null, path: string, locale: string): unknown {
  let current: unknown = doc
  for (const segment of path.split('.')) {
    if (isByLocale(current)) current = current[locale]
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[segment]
  }
  return isByLocale(current) ? current[locale] : current
}

/** The REST address of the document on screen in every locale: its published version, or its latest draft. */
export function documentUrl(
  info: { id?: string | number | null; collectionSlug?: string | null; globalSlug?: string | null },
  version: 'published' | 'draft',
): string | null {
  const draft = version === 'draft' ? 'true' : 'false'
  if (info.collectionSlug && info.id) return `/api/${info.collectionSlug}/${info.id}?locale=all&depth=0&draft=${draft}`
  if (info.globalSlug) return `/api/globals/${info.globalSlug}?locale=all&depth=0&draft=${draft}`
  return null
}

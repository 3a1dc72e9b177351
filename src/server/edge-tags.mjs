/**
 * The content tags of a page, for a CDN. Next collects the tags of every cached read a page made
 * while rendering (`unstable_cache` in src/data/payload.ts: `page:<path>`, `collection:<slug>`, `doc:<slug>:<key>`,
 * `global:<slug>`, see src/server/cache/tags.ts) into its cache entry's `x-next-cache-tags` header, which it strips from
 * the answer. The cache handler (cache-handler.mjs) copies them onto the entry as `Cache-Tag` (Cloudflare,
 * comma-separated) and `Surrogate-Key` (Fastly, space-separated), so every answer of the page carries them, and the
 * collection hooks purge exactly these tags at the CDN (src/server/cdn/cdn-purge.ts). Plain JavaScript: Next loads the
 * cache handler without compiling it.
 */

const CONTENT_TAG = /^(?:page|collection|doc|global):/
/** Both CDNs allow up to 16 KB of tags per answer; a page here shows about fifteen. */
const MAX_HEADER = 8 * 1024

/** A tag as it goes on the wire: printable ASCII without spaces or commas (the separators), the rest %-encoded. */
export function edgeTag(tag) {
  return Array.from(String(tag), (c) => (/^[A-Za-z0-9:/._~@!$&'()*+;=-]$/.test(c) ? c : encodeURIComponent(c))).join('')
}

/** Our tags among Next's (its own `_N_T_…` path tags left out), encoded, de-duplicated, within the size limit. */
export function contentTagsOf(nextTags) {
  const list = Array.isArray(nextTags) ? nextTags : String(nextTags ?? '').split(',')
  const out = []
  let size = 0
  for (const raw of list) {
    const tag = String(raw).trim()
    if (!CONTENT_TAG.test(tag)) continue
    const wire = edgeTag(tag)
    if (out.includes(wire)) continue
    size += wire.length + 1
    if (size > MAX_HEADER) break
    out.push(wire)
  }
  return out
}

/** Adds `cache-tag` and `surrogate-key` to a cached page's headers (in place: Next answers with this very object). */
export function withEdgeTags(data) {
  if (!data || data.kind !== 'APP_PAGE' || !data.headers) return data
  const tags = contentTagsOf(data.headers['x-next-cache-tags'])
  if (tags.length === 0) return data
  data.headers['cache-tag'] = tags.join(',')
  data.headers['surrogate-key'] = tags.join(' ')
  return data
}

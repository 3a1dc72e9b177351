/**
 * Which pictures guests may see: a media document is public once a published document (or a global) shows it.
 * Until then (a picture uploaded for a draft, a product launch not yet announced) it is neither listed
 * (`/api/media`, GraphQL) nor served (`/api/media/file/…`) to anyone but staff.
 *
 * The flag only goes one way: a picture that was on the published site has been seen, so unpublishing the page does
 * not hide it again (its address may be in a visitor's cache, a CDN, a search engine). Media of documents guests
 * never read (a bank-transfer receipt of an order) stay private because no published content shows them.
 */
import type {
  CollectionAfterChangeHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalSlug,
  PayloadRequest,
} from 'payload'

/** The ids of media documents inside a document read at depth 1: every populated upload (fields, blocks, rich text). */
export function mediaIdsIn(value: unknown, found: Set<number> = new Set(), seen: Set<object> = new Set()): Set<number> {
  if (value === null || typeof value !== 'object' || seen.has(value)) return found
  seen.add(value)
  if (Array.isArray(value)) {
    for (const item of value) mediaIdsIn(item, found, seen)
    return found
  }
  const record = value as Record<string, unknown>
  if (typeof record.id === 'number' && typeof record.filename === 'string' && typeof record.mimeType === 'string') {
    found.add(record.id)
    return found
  }
  for (const child of Object.values(record)) mediaIdsIn(child, found, seen)
  return found
}

async function expose(req: PayloadRequest, document: unknown): Promise<void> {
  const ids = [...mediaIdsIn(document)]
  if (ids.length === 0) return
  await req.payload.update({
    collection: 'media',
    where: { and: [{ id: { in: ids } }, { public: { not_equals: true } }] },
    data: { public: true },
    depth: 0,
    overrideAccess: true,
    req,
    context: { disableRevalidate: true },
  })
}

/** afterChange of a content collection: a published save exposes the pictures of its published version, all locales. */
export const exposePublishedMedia: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  const drafts = Boolean(collection.versions && typeof collection.versions === 'object' && collection.versions.drafts)
  if (drafts && doc._status !== 'published') return doc
  const published = await req.payload.findByID({
    collection: collection.slug as CollectionSlug,
    id: doc.id,
    depth: 1,
    locale: 'all',
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  await expose(req, published)
  return doc
}

/** afterChange of a global the sites show (header logo, WeChat QR code). */
export const exposeGlobalMedia: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  const stored = await req.payload.findGlobal({
    slug: global.slug as GlobalSlug,
    depth: 1,
    locale: 'all',
    overrideAccess: true,
    req,
  })
  await expose(req, stored)
  return doc
}

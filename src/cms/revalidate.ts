/**
 * Revalidation hooks: every change (create, update, publish, unpublish, delete) expires exactly the cache tags of the
 * pages that show the document, in every site. Seed scripts and tests outside Next pass `context.disableRevalidate`.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { revalidateTag } from 'next/cache'

import { purgePageCache } from '../server/cache/page-cache-registry'
import { tags } from '../server/cache/tags'
import { queueCdnPurge } from '../server/cdn/cdn-purge'

type Change = {
  req: PayloadRequest
  doc?: Record<string, unknown> | null
  previousDoc?: Record<string, unknown> | null
}

/**
 * Expires `list` in Next's cache and the guest page caches and, given the change, queues the same tags' purge at the
 * CDN when one is configured (src/server/cdn/cdn-purge.ts: publishes, unpublishes, deletions, media).
 */
export async function expireTags(list: Iterable<string>, change?: Change): Promise<void> {
  const unique = [...new Set(list)]
  // The server's guest page cache (src/server/page-cache.ts) forgets every page; Next re-renders the expired ones.
  purgePageCache()
  for (const tag of unique) {
    try {
      // expire: 0 → the next request renders fresh content (not stale-while-revalidate).
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next request (seed, CLI) there is no cache to expire.
    }
  }
  if (change) await queueCdnPurge(change, unique)
}

type KeyOf = (doc: Record<string, unknown>) => string | number | null | undefined

/** Tags of one document: its collection's lists, its own detail key (old and new), plus any extra tags. */
export function revalidateCollection(
  slug: string,
  keyOf?: KeyOf,
  extra?: (doc: Record<string, unknown>) => string[],
): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  const tagsOf = (doc: Record<string, unknown> | undefined | null): string[] => {
    if (!doc) return []
    const key = keyOf?.(doc)
    return [
      ...(key !== null && key !== undefined && key !== '' ? [tags.doc(slug, key)] : []),
      ...(extra ? extra(doc) : []),
    ]
  }
  return {
    afterChange: async ({ doc, previousDoc, context, req }) => {
      if (!context.disableRevalidate)
        await expireTags([tags.collection(slug), ...tagsOf(doc), ...tagsOf(previousDoc)], { req, doc, previousDoc })
      return doc
    },
    afterDelete: async ({ doc, context, req }) => {
      // Gone: public if it was published (or has no drafts).
      if (!context.disableRevalidate)
        await expireTags([tags.collection(slug), ...tagsOf(doc)], { req, previousDoc: doc })
      return doc
    },
  }
}

export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  return async ({ doc, previousDoc, context, req }) => {
    if (!context.disableRevalidate) await expireTags([tags.global(slug)], { req, doc, previousDoc })
    return doc
  }
}

/**
 * Revalidation hooks: every change (create, update, publish, unpublish, delete) expires exactly the cache tags of the
 * pages that show the document, in every site. Seed scripts and tests outside Next pass `context.disableRevalidate`.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'

import { purgePageCache } from '../../src/cache/page-cache-registry'
import { tags } from '../../src/cache/tags'

export function expireTags(list: Iterable<string>): void {
  // The server's guest page cache (src/server/page-cache.ts) forgets every page; Next re-renders the expired ones.
  purgePageCache()
  for (const tag of new Set(list)) {
    try {
      // expire: 0 → the next request renders fresh content (not stale-while-revalidate).
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next request (seed, CLI) there is no cache to expire.
    }
  }
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
    afterChange: ({ doc, previousDoc, context }) => {
      if (!context.disableRevalidate) expireTags([tags.collection(slug), ...tagsOf(doc), ...tagsOf(previousDoc)])
      return doc
    },
    afterDelete: ({ doc, context }) => {
      if (!context.disableRevalidate) expireTags([tags.collection(slug), ...tagsOf(doc)])
      return doc
    },
  }
}

export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  return ({ doc, context }) => {
    if (!context.disableRevalidate) expireTags([tags.global(slug)])
    return doc
  }
}

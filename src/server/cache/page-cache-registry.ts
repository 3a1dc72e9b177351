/**
 * The link between content changes and the guest page cache of `src/server/page-cache.ts`. The server registers its
 * cache here (on globalThis: Next's bundles and the server load this file as separate module instances) and the
 * revalidation hooks call `purgePageCache()` next to `revalidateTag`. Under `next dev` nothing is registered and the
 * call does nothing.
 */
const KEY = Symbol.for('trade-sites.page-cache')

export type PageCacheControl = { purge(reason?: string): void }

type Holder = { [KEY]?: PageCacheControl }

export function registerPageCache(control: PageCacheControl | undefined): void {
  ;(globalThis as Holder)[KEY] = control
}

export function purgePageCache(reason?: string): void {
  ;(globalThis as Holder)[KEY]?.purge(reason)
}

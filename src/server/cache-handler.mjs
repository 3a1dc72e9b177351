/**
 * Next's incremental cache (ISR pages, `unstable_cache` reads), loaded by Next at RUN time (next.config.ts
 * `cacheHandler`; plain JavaScript because Next imports it without compiling it).
 *
 *  - REDIS_URL unset (one process, the default): Next's own file-system cache, unchanged except that a not-found
 *    page is never stored, so unique unknown paths (`/cn/<random>`) cannot fill `.next/server` or memory.
 *  - REDIS_URL set (several instances): `@fortedigital/nextjs-cache-handler`'s `redis-strings` handler, so a page
 *    rendered on one instance is served by all, and `revalidateTag` on one instance deletes the tagged entries for
 *    every instance. No per-instance memory layer: it could not hear another instance's revalidation. Each instance
 *    keeps its fast path in the guest page cache (src/server/page-cache.ts), which hears purges over Redis pub/sub.
 *    Keys are prefixed with REDIS_KEY_PREFIX (default `trade-sites:`) and the build id, so two builds sharing one
 *    Redis never read each other's pages. Each page is stored with its lifetime (see `withLifetime`).
 * It reads `process.env` itself rather than through src/settings.ts: Next imports it uncompiled, so it
 * cannot import TypeScript. The variables it reads are declared in src/settings.ts with the rest.
 */
import fs from 'node:fs'
import path from 'node:path'

import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { withEdgeTags } from './edge-tags.mjs'

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

/** A rendered not-found page: re-rendered on each request (cheap) instead of being kept per unknown path. */
export function isNotFoundPage(data) {
  return Boolean(data) && data.kind === 'APP_PAGE' && data.status === 404
}

/**
 * A cached read that found nothing (`null`, an empty list, a page of no news): a lookup of a name a guest chose
 * (`/cn/no-such-…`, an unknown order, country or news id, `?page=99999`). Not kept: one entry per name otherwise, and
 * a later publish of that name needs no purge.
 */
export function isNegativeLookup(data) {
  if (!data || data.kind !== 'FETCH') return false
  const body = data.data?.body
  return (
    body === undefined ||
    body === 'null' ||
    body === '[]' ||
    body === '""' ||
    (typeof body === 'string' && body.startsWith('{"docs":[]'))
  )
}

const refused = (data) => isNotFoundPage(data) || isNegativeLookup(data)

/**
 * The longest any entry lives in Redis (seconds; REDIS_CACHE_MAX_TTL_SECONDS, default 7 days): an unused page is
 * rendered again after that. Next marks pages "forever" (revalidate false: `@fortedigital/nextjs-cache-handler` made
 * that 2^31 s, 68 years), so entries no one reads again stayed for good.
 */
export function maxTtlSeconds(env = process.env) {
  const value = Number(env.REDIS_CACHE_MAX_TTL_SECONDS)
  return Number.isFinite(value) && value >= 60 ? Math.floor(value) : 7 * 24 * 3600
}

class LocalCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (refused(data)) return
    // The page's content tags for a CDN (edge-tags.mjs): on the entry, so every answer of it carries them.
    return super.set(key, withEdgeTags(data), ctx)
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (entry?.value) withEdgeTags(entry.value)
    return entry
  }
}

/**
 * A page's lifetime (`cacheControl`: revalidate, expire) travels with the page. Next 16 takes it from the stored entry
 * (as its own file-system cache keeps it in the page's .meta file) and otherwise only from what this process rendered
 * itself. `@fortedigital/nextjs-cache-handler` 3.3.0 keeps tags and timestamps but not this, so an instance serving a
 * page another instance rendered knew no lifetime: it answered without `Cache-Control` (no `s-maxage`, so neither the
 * guest page cache nor a CDN kept it) and, taking the default of 1 second, re-rendered the page a second later.
 */
const LIFETIME = 'tradeSitesCacheControl'

export function withLifetime(data, ctx) {
  if (!data || data.kind === 'FETCH' || !ctx?.cacheControl) return data
  return { ...data, [LIFETIME]: ctx.cacheControl }
}

export function lifetimeOf(entry) {
  const lifetime = entry?.value?.[LIFETIME]
  return lifetime && !entry.cacheControl ? { ...entry, cacheControl: lifetime } : entry
}

function buildId() {
  try {
    return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'dev'
  }
}

async function redisCache(url) {
  const [{ CacheHandler }, { default: createRedisHandler }, { createClient }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler'),
    import('@fortedigital/nextjs-cache-handler/redis-strings'),
    import('redis'),
  ])
  const prefix = `${process.env.REDIS_KEY_PREFIX || 'trade-sites:'}${buildId()}:`
  const maxTtl = maxTtlSeconds()
  // The handler's own bookkeeping (tags of each entry, their deadlines, path revalidations): hashes with no lifetime
  // of their own. Each write renews theirs past the longest entry's, so they outlive every entry they describe and
  // go when the whole cache has been idle that long.
  const bookkeeping = ['__tags__', '__tag_ttls__', '__revalidated_tags__'].map((name) => `${prefix}next:${name}`)
  const holder = globalThis
  CacheHandler.onCreation(() => {
    holder.__tradeSitesCacheConfig ??= (async () => {
      const client = createClient({ url, pingInterval: 10_000 })
      client.on('error', (error) => {
        // The process's logger (src/server/log.ts) when one is made, else the console.
        const log = globalThis[Symbol.for('tradecompass.logger')]
        const text = `cache: redis: ${error?.message ?? error}`
        if (log) log.warn(text)
        else console.warn(text)
      })
      await client.connect()
      holder.__tradeSitesCacheClient = client
      return {
        ttl: {
          defaultStaleAge: maxTtl,
          estimateExpireAge: (staleAge) => Math.max(1, Math.min(Math.floor(staleAge * 1.5), maxTtl)),
        },
        handlers: [
          createRedisHandler({
            client,
            keyPrefix: `${prefix}next:`,
            sharedTagsKey: '__tags__',
            sharedTagsTtlKey: '__tag_ttls__',
            timeoutMs: 2000,
          }),
        ],
      }
    })()
    return holder.__tradeSitesCacheConfig
  })
  const renewBookkeeping = async () => {
    const client = holder.__tradeSitesCacheClient
    if (!client?.isReady) return
    await Promise.all(bookkeeping.map((key) => client.expire(key, maxTtl + 24 * 3600))).catch(() => {})
  }
  return class SharedCache extends CacheHandler {
    async set(key, data, ctx) {
      if (refused(data)) return
      await super.set(key, withLifetime(withEdgeTags(data), ctx), ctx)
      await renewBookkeeping()
    }

    async revalidateTag(...args) {
      await super.revalidateTag(...args)
      await renewBookkeeping()
    }

    async get(key, ctx) {
      const entry = lifetimeOf(await super.get(key, ctx))
      if (entry?.value) withEdgeTags(entry.value)
      return entry
    }
  }
}

// The build never talks to Redis (nothing is prerendered there; CI builds without it).
// A scratch copy (SCRATCH=true, src/env.ts scratchMode) never reads production's cache either.
const shared =
  process.env.REDIS_URL && process.env.NEXT_PHASE !== 'phase-production-build' && process.env.SCRATCH !== 'true'

export default shared ? await redisCache(process.env.REDIS_URL) : LocalCache

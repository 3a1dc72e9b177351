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
 */
import fs from 'node:fs'
import path from 'node:path'

import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

/** A rendered not-found page: re-rendered on each request (cheap) instead of being kept per unknown path. */
export function isNotFoundPage(data) {
  return Boolean(data) && data.kind === 'APP_PAGE' && data.status === 404
}

class LocalCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return
    return super.set(key, data, ctx)
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
  const holder = globalThis
  CacheHandler.onCreation(() => {
    holder.__tradeSitesCacheConfig ??= (async () => {
      const client = createClient({ url, pingInterval: 10_000 })
      client.on('error', (error) => console.warn(`[cache] redis: ${error?.message ?? error}`))
      await client.connect()
      return {
        handlers: [createRedisHandler({ client, keyPrefix: `${prefix}next:`, sharedTagsKey: '__tags__', sharedTagsTtlKey: '__tag_ttls__', timeoutMs: 2000 })],
      }
    })()
    return holder.__tradeSitesCacheConfig
  })
  return class SharedCache extends CacheHandler {
    async set(key, data, ctx) {
      if (isNotFoundPage(data)) return
      return super.set(key, withLifetime(data, ctx), ctx)
    }

    async get(key, ctx) {
      return lifetimeOf(await super.get(key, ctx))
    }
  }
}

// The build never talks to Redis (nothing is prerendered there; CI builds without it).
const shared = process.env.REDIS_URL && process.env.NEXT_PHASE !== 'phase-production-build'

export default shared ? await redisCache(process.env.REDIS_URL) : LocalCache

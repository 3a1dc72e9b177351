/**
 * Which guest pages carry which content tags, for purges by URL (Cloudflare by URL, the generic
 * webhook's `urls`): the production server notes each shareable page it answers with its `Cache-Tag`
 * (src/server/edge-cache.ts); a purge asks which pages carry the changed tags. In memory (this process), and with
 * REDIS_URL also in Redis (`<prefix>edge:tag:<tag>`, a set of paths living REDIS_CACHE_MAX_TTL_SECONDS, default
 * 7 days, renewed as pages are rendered again), so the instance running the purge job knows the pages the others
 * served. Only pages Next marked shareable are noted: unknown paths and query strings add nothing.
 */
import { redisClient, redisKeyPrefix, redisUrl } from '../redis'
import { type Env, environment, setting } from '../../settings'

const KEY = Symbol.for('trade-sites.edge-index')
const MAX_PATHS = 20_000
/** A page already noted in Redis is noted again only after this long (its set's lifetime is renewed then). */
const RENEW_MS = 10 * 60 * 1000

type Index = { tagsOf: Map<string, { tags: string[]; at: number }> }

function index(): Index {
  const holder = globalThis as { [KEY]?: Index }
  return (holder[KEY] ??= { tagsOf: new Map() })
}

function ttlSeconds(env: Env = environment()): number {
  return setting('REDIS_CACHE_MAX_TTL_SECONDS', env)
}

const redisKey = (tag: string) => `${redisKeyPrefix()}edge:tag:${tag}`

/** Notes that the page at `path` (`/en/aboutus`) carries `tags` (as sent in Cache-Tag). */
export function recordEdgeUrl(path: string, tags: string[], now = Date.now()): void {
  const { tagsOf } = index()
  const known = tagsOf.get(path)
  const same = known && known.tags.length === tags.length && known.tags.every((tag, i) => tag === tags[i])
  if (same && now - known.at < RENEW_MS) return
  tagsOf.delete(path)
  tagsOf.set(path, { tags, at: now })
  if (tagsOf.size > MAX_PATHS) tagsOf.delete(tagsOf.keys().next().value!)
  if (!redisUrl()) return
  const ttl = ttlSeconds()
  void redisClient()
    .then(async (client) => {
      const multi = client.multi()
      for (const tag of tags) multi.sAdd(redisKey(tag), path).expire(redisKey(tag), ttl)
      await multi.exec()
    })
    .catch(() => {
      // Redis unreachable: the purge falls back on what this process knows; tags purge regardless.
      tagsOf.delete(path)
    })
}

/** The paths known to carry any of `tags`, sorted. */
export async function edgeUrlsFor(tags: string[]): Promise<string[]> {
  const wanted = new Set(tags)
  const paths = new Set<string>()
  for (const [path, { tags: carried }] of index().tagsOf) if (carried.some((tag) => wanted.has(tag))) paths.add(path)
  if (redisUrl() && tags.length) {
    const client = await redisClient()
    for (const path of await client.sUnion(tags.map(redisKey))) paths.add(path)
  }
  return [...paths].sort()
}

/** Forgets everything this process noted (tests). */
export function resetEdgeIndex(): void {
  index().tagsOf.clear()
}

/**
 * Several instances sharing one Redis: the rate-limit store, the guest page cache's purges, and what the
 * incremental cache refuses to keep. Uses Redis at TEST_REDIS_URL (default redis://127.0.0.1:6379/1) under a key
 * prefix of its own; .ci/run starts redis-server.
 */
import { randomUUID } from 'node:crypto'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

type NextCacheHandler = {
  set(key: string, data: unknown, ctx: object): Promise<void>
  get(key: string, ctx: object): Promise<{ value?: Record<string, unknown>; cacheControl?: unknown } | null>
}

const REDIS = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/1'

/**
 * Redis is not needed for `npm test` on a fresh machine (README): without one these tests are skipped; CI starts it.
 */
async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: REDIS, socket: { connectTimeout: 1000, reconnectStrategy: false } })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.quit()
    return true
  } catch {
    return false
  }
}
const reachable = await redisReachable()
const prefix = `test-${randomUUID().slice(0, 8)}:`

let saved: Record<string, string | undefined> | undefined

beforeAll(() => {
  if (!reachable) return
  saved = {
    REDIS_URL: process.env.REDIS_URL,
    REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX,
    DATABASE_URL: process.env.DATABASE_URL,
  }
  process.env.REDIS_URL = REDIS
  process.env.REDIS_KEY_PREFIX = prefix
  // The limits must not need the database when Redis is their store.
  process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none'
})

afterAll(async () => {
  for (const [key, value] of Object.entries(saved ?? {})) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  if (!reachable) return
  const client = createClient({ url: REDIS })
  await client.connect()
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
    if (keys.length) await client.del(keys)
  await client.quit()
  const { redisClient } = await import('../../src/server/redis')
  await (await redisClient(REDIS)).quit()
})

describe.skipIf(!reachable)('with REDIS_URL', () => {
  it('a limit spent on one instance refuses on another (the store is Redis, not the process)', async () => {
    const first = await import('../../src/http/limits')
    vi.resetModules()
    const second = await import('../../src/http/limits')
    expect(second).not.toBe(first)
    const key = `visitor-${randomUUID()}`
    expect(await first.spend('codePerEmail', key)).toEqual({ allowed: true })
    const refused = await second.spend('codePerEmail', key)
    expect(refused.allowed).toBe(false)
    await second.forgive('codePerEmail', key)
    expect(await first.spend('codePerEmail', key)).toEqual({ allowed: true })
  })

  it('a purge of the guest page cache on one instance is heard by the others, not echoed to itself', async () => {
    const { connectPurgeBus } = await import('../../src/server/purge-bus')
    const heard = { a: 0, b: 0 }
    const a = await connectPurgeBus(REDIS, () => heard.a++, prefix)
    const b = await connectPurgeBus(REDIS, () => heard.b++, prefix)
    a.publish()
    await vi.waitFor(() => expect(heard.b).toBe(1), { timeout: 2000 })
    expect(heard.a).toBe(0)
    b.publish()
    await vi.waitFor(() => expect(heard.a).toBe(1), { timeout: 2000 })
    await Promise.all([a.close(), b.close()])
  })

  it('a page rendered on one instance is read on another with its lifetime (Cache-Control, not stale a second later)', async () => {
    vi.resetModules()
    const { default: Rendering } = (await import('../../src/server/cache-handler.mjs')) as {
      default: new (ctx: object) => NextCacheHandler
    }
    vi.resetModules()
    const { default: Reading } = (await import('../../src/server/cache-handler.mjs')) as {
      default: new (ctx: object) => NextCacheHandler
    }
    const key = `/en/aboutus-${randomUUID()}`
    const page = {
      kind: 'APP_PAGE',
      html: '<h1>About</h1>',
      rscData: Buffer.from('0:{}'),
      headers: { 'x-next-cache-tags': 'pages' },
      status: 200,
      postponed: undefined,
      segmentData: undefined,
    }
    await new Rendering({}).set(key, page, {
      cacheControl: { revalidate: 31_536_000, expire: 4_294_967_294 },
      tags: [],
    })
    const read = await new Reading({}).get(key, { kind: 'APP_PAGE', softTags: [] })
    expect(read?.value?.html).toBe('<h1>About</h1>')
    expect(read?.cacheControl).toEqual({ revalidate: 31_536_000, expire: 4_294_967_294 })
    // Data-cache entries carry their own lifetime and are stored as Next gave them.
    const fetched = { kind: 'FETCH', data: { headers: {}, body: '{}', status: 200, url: '' }, revalidate: 60 }
    await new Rendering({}).set(`${key}-data`, fetched, { fetchCache: true, revalidate: 60, tags: [] })
    expect((await new Reading({}).get(`${key}-data`, { kind: 'FETCH', softTags: [] }))?.value).toEqual(fetched)
  })

  it('a flood of 2,000 unique names adds nothing lasting to Redis, and every key has a bounded lifetime (issue 25)', async () => {
    vi.resetModules()
    const { default: Handler, maxTtlSeconds } = (await import('../../src/server/cache-handler.mjs')) as {
      default: new (ctx: object) => NextCacheHandler & { revalidateTag(tag: string): Promise<void> }
      maxTtlSeconds: () => number
    }
    const cache = new Handler({})
    const client = createClient({ url: REDIS })
    await client.connect()
    const ours = async () => {
      const keys: string[] = []
      for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) keys.push(...batch)
      let bytes = 0
      for (const key of keys) bytes += (await client.memoryUsage(key)) ?? 0
      return { keys, bytes }
    }
    // Real content: a page (Next marks it "forever") and a read of it.
    const page = {
      kind: 'APP_PAGE',
      html: `<h1>${'x'.repeat(20_000)}</h1>`,
      rscData: Buffer.from('0:{}'),
      headers: { 'x-next-cache-tags': 'pages' },
      status: 200,
      postponed: undefined,
      segmentData: undefined,
    }
    await cache.set('/en/aboutus', page, { cacheControl: { revalidate: false, expire: 4_294_967_294 }, tags: [] })
    await cache.set(
      'page-en-aboutus',
      { kind: 'FETCH', data: { headers: {}, body: '{"id":1}', status: 200, url: '' }, revalidate: false },
      { fetchCache: true, revalidate: false, tags: ['page:aboutus'] },
    )
    const before = await ours()

    // What 2,000 unknown names make Next store: the not-found page and the lookups that found nothing.
    const notFound = {
      kind: 'APP_PAGE',
      html: '<h1>404</h1>',
      rscData: Buffer.from('0:{}'),
      headers: {},
      status: 404,
      postponed: undefined,
      segmentData: undefined,
    }
    for (let i = 0; i < 2000; i++) {
      const name = `no-such-${randomUUID()}`
      await cache.set(`/cn/${name}`, notFound, { cacheControl: { revalidate: false, expire: 4_294_967_294 }, tags: [] })
      await cache.set(
        `page-cn-${name}`,
        { kind: 'FETCH', data: { headers: {}, body: 'null', status: 200, url: '' }, revalidate: false },
        { fetchCache: true, revalidate: false, tags: [`page:${name}`] },
      )
      await cache.set(
        `sites-${name}`,
        { kind: 'FETCH', data: { headers: {}, body: '[]', status: 200, url: '' }, revalidate: false },
        { fetchCache: true, revalidate: false, tags: [`page:${name}`] },
      )
      await cache.set(
        `news-page-${i}`,
        {
          kind: 'FETCH',
          data: { headers: {}, body: `{"docs":[],"totalPages":3,"page":${i + 100}}`, status: 200, url: '' },
          revalidate: false,
        },
        { fetchCache: true, revalidate: false, tags: ['collection:news'] },
      )
    }
    const after = await ours()
    expect(after.keys.sort()).toEqual(before.keys.sort())
    expect(after.bytes).toBeLessThanOrEqual(before.bytes * 1.05)
    console.info(
      `[flood] 2,000 unique names: keys ${before.keys.length} → ${after.keys.length}, memory ${before.bytes} → ${after.bytes} bytes`,
    )

    // Every key has a lifetime, none longer than the cap (plus a day for the bookkeeping hashes).
    await cache.revalidateTag('collection:none')
    for (const key of (await ours()).keys) {
      const ttl = await client.ttl(key)
      expect(ttl, key).toBeGreaterThan(0)
      expect(ttl, key).toBeLessThanOrEqual(maxTtlSeconds() + 24 * 3600)
    }
    expect((await cache.get('/en/aboutus', { kind: 'APP_PAGE', softTags: [] }))?.value?.html).toBe(page.html)
    await client.quit()
  })

  it('the page cache forgets its pages when another instance purges', async () => {
    const { createPageCache } = await import('../../src/server/page-cache')
    const published: number[] = []
    const cache = createPageCache({ onPurge: () => published.push(1) })
    cache.purge()
    expect(published).toHaveLength(1)
    cache.purgeFromPeer()
    expect(published).toHaveLength(1)
    expect(cache.stats().purges).toBe(2)
  })
})

describe('the incremental cache handler', () => {
  it('never keeps a not-found page (one file set per unknown path otherwise)', async () => {
    delete process.env.REDIS_URL
    const { isNotFoundPage } = await import('../../src/server/cache-handler.mjs')
    process.env.REDIS_URL = REDIS
    expect(isNotFoundPage({ kind: 'APP_PAGE', status: 404, html: '' })).toBe(true)
    expect(isNotFoundPage({ kind: 'APP_PAGE', status: 200, html: '' })).toBe(false)
    expect(isNotFoundPage({ kind: 'FETCH', data: {} })).toBe(false)
    expect(isNotFoundPage(null)).toBe(false)
  })
})

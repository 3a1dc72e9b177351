/**
 * The sitemap of a large site: every value it hands to Next's data cache stays under Next's 2 MB item
 * limit (a bigger one is silently not kept, and the sitemap was read again from the database on every request:
 * 4.7 s at 10,000 news), and the parts still hold every URL once, at most 50,000 each.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

const cached: { key: string; bytes: number }[] = []
let newsCount = 10_000

vi.mock('@/data/payload', () => ({
  cachedRead: async (keyParts: unknown[], _tags: string[], read: () => Promise<unknown>) => {
    const value = await read()
    // What Next measures before it keeps an item (incremental-cache: JSON.stringify(data).length).
    cached.push({
      key: keyParts.join('/'),
      bytes: JSON.stringify({ kind: 'FETCH', data: { body: JSON.stringify(value) } }).length,
    })
    return value
  },
  payloadClient: async () => ({
    // The pages and news lists are plain queries (runSql on Payload's drizzle connection).
    db: {
      drizzle: {
        execute: async (query: { queryChunks: unknown[] }) => {
          const updated_at = new Date('2026-01-02T03:04:05.000Z')
          if (JSON.stringify(query.queryChunks).includes('pages_sites'))
            return {
              rows: Array.from({ length: 1_000 }, (_, i) => ({
                path: `scale/page-${i}`,
                sites: ['cn', 'en', 'ru'],
                updated_at,
              })),
            }
          return { rows: Array.from({ length: newsCount }, (_, i) => ({ slug: `scale-news-${i}`, updated_at })) }
        },
      },
    },
    find: async ({ collection }: { collection: string }) => {
      const updatedAt = '2026-01-02T03:04:05.000Z'
      if (collection === 'news')
        return { docs: Array.from({ length: newsCount }, (_, i) => ({ slug: `scale-news-${i}`, updatedAt })) }
      return { docs: [] }
    },
  }),
}))

const { GET } = await import('@/app/sitemap.xml/route')
const get = async (query = '') => {
  const response = await GET(new Request(`http://127.0.0.1/sitemap.xml${query}`))
  return { status: response.status, text: await response.text() }
}
const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1])

beforeEach(() => {
  cached.length = 0
})

describe('sitemap at scale', () => {
  it('at 10,000 news: one part with every URL once, and no cached value over 2 MB', { timeout: 60_000 }, async () => {
    newsCount = 10_000
    const index = await get()
    expect(index.status).toBe(200)
    expect([...index.text.matchAll(/<sitemap>/g)]).toHaveLength(1)
    const part = await get('?part=0')
    expect(part.status).toBe(200)
    const urls = locs(part.text)
    // 1,000 pages on three sites, 10,000 news on cn, and the legal pages.
    expect(urls.length).toBeGreaterThanOrEqual(13_000)
    expect(new Set(urls).size).toBe(urls.length)
    expect(urls.filter((u) => u.includes('news/detail?id=scale-news-'))).toHaveLength(10_000)
    expect((await get('?part=1')).status).toBe(404)
    expect(cached.length).toBeGreaterThan(0)
    for (const item of cached) expect(item.bytes, item.key).toBeLessThan(2 * 1024 * 1024)
  })

  it(
    'at 60,000 news: two parts of at most 50,000 URLs that together list every URL once',
    { timeout: 120_000 },
    async () => {
      newsCount = 60_000
      const index = await get()
      expect([...index.text.matchAll(/<sitemap><loc>[^<]*part=(\d)<\/loc>/g)].map((m) => m[1])).toEqual(['0', '1'])
      const [first, second] = [locs((await get('?part=0')).text), locs((await get('?part=1')).text)]
      expect(first).toHaveLength(50_000)
      expect(second.length).toBeGreaterThan(10_000)
      expect(new Set([...first, ...second]).size).toBe(first.length + second.length)
      expect((await get('?part=2')).status).toBe(404)
      expect((await get('?part=x')).status).toBe(404)
      for (const item of cached) expect(item.bytes, item.key).toBeLessThan(2 * 1024 * 1024)
    },
  )
})

/**
 * What a guest page tells nginx and a CDN: its content tags (Cache-Tag / Surrogate-Key, from the tags
 * Next collected while rendering), `s-maxage` with `stale-while-revalidate`, and nginx's one-second lifetime.
 */
import http, { type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { edgeUrlsFor, resetEdgeIndex } from '@/server/cache/edge-index'
import { edgeCacheControl, edgeCachePolicy, edgeTagHeaders, withEdgeCacheHeaders } from '@/server/edge-cache'
import { contentTagsOf, edgeTag, withEdgeTags } from '@/server/edge-tags.mjs'

describe('content tags', () => {
  it("keeps the data layer's tags of a page, not Next's own path tags, each safe for both headers", () => {
    expect(
      contentTagsOf('_N_T_/layout,_N_T_/en/layout,global:header,collection:media,page:aboutus,page:aboutus'),
    ).toEqual(['global:header', 'collection:media', 'page:aboutus'])
    expect(edgeTag('page:about us,ru')).toBe('page:about%20us%2Cru')
    expect(edgeTag('page:о-нас')).toBe('page:%D0%BE-%D0%BD%D0%B0%D1%81')
  })

  it('puts them on a cached page as Cache-Tag (commas) and Surrogate-Key (spaces)', () => {
    const page = {
      kind: 'APP_PAGE',
      headers: { 'x-next-cache-tags': '_N_T_/en/aboutus,page:aboutus,collection:pages' } as Record<string, string>,
    }
    withEdgeTags(page)
    expect(page.headers['cache-tag']).toBe('page:aboutus,collection:pages')
    expect(page.headers['surrogate-key']).toBe('page:aboutus collection:pages')
    const read = { kind: 'FETCH', headers: { 'x-next-cache-tags': 'page:aboutus' } as Record<string, string> }
    expect(withEdgeTags(read).headers['cache-tag']).toBeUndefined()
  })
})

describe('shared-cache lifetime', () => {
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000' }

  it('is 60 s with stale-while-revalidate by default, a day once a CDN purge is configured, or as set', () => {
    expect(edgeCacheControl(200, html, {})).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60')
    expect(edgeCacheControl(200, html, { CDN_PURGE_WEBHOOK: 'https://hooks.example/purge' })).toBe(
      'public, max-age=0, s-maxage=86400, stale-while-revalidate=60',
    )
    expect(edgeCachePolicy({ CDN_MAX_AGE: '300', CDN_STALE_WHILE_REVALIDATE: '30' })).toEqual({
      maxAge: 300,
      staleWhileRevalidate: 30,
    })
    expect(edgeCachePolicy({ CLOUDFLARE_ZONE_ID: 'z' }).maxAge).toBe(60)
  })

  it('leaves every answer Next did not mark shareable alone', () => {
    expect(edgeCacheControl(200, { ...html, 'cache-control': 'private, no-cache, no-store' }, {})).toBeNull()
    expect(edgeCacheControl(200, { ...html, 'set-cookie': 'a=b' }, {})).toBeNull()
    expect(edgeCacheControl(404, html, {})).toBeNull()
    expect(edgeCacheControl(200, { ...html, 'content-type': 'application/json' }, {})).toBeNull()
  })
})

describe('on the way out', () => {
  let server: http.Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  async function serve(env: Record<string, string> = {}): Promise<(path: string) => Promise<IncomingMessage>> {
    resetEdgeIndex()
    server = http.createServer((req, res) => {
      withEdgeCacheHeaders(req, res, env)
      res.setHeader('content-type', req.url!.startsWith('/api') ? 'application/json' : 'text/html; charset=utf-8')
      res.setHeader('cache-control', 's-maxage=31536000')
      // As Next answers a prerendered page: its own headers beside the content tags of the cache handler.
      res.setHeader('x-nextjs-prerender', '1')
      res.setHeader('x-nextjs-stale-time', '300')
      res.writeHead(200, {
        'cache-tag': 'page:aboutus,collection:pages',
        'surrogate-key': 'page:aboutus collection:pages',
      })
      res.end('ok')
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const port = (server!.address() as AddressInfo).port
    return (path) =>
      new Promise((resolve, reject) =>
        http
          .get(`http://127.0.0.1:${port}${path}`, (res) => res.resume().on('end', () => resolve(res)))
          .on('error', reject),
      )
  }

  it("a guest page gets the CDN lifetime and nginx's to the end of this second, and is noted under its tags", async () => {
    const get = await serve()
    const page = await get('/en/aboutus')
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60')
    const second = Number(String(page.headers['x-accel-expires']).slice(1))
    expect(Math.abs(second - Date.now() / 1000)).toBeLessThan(2)
    expect(await edgeUrlsFor(['collection:pages'])).toEqual(['/en/aboutus'])
    const api = await get('/api/pages')
    expect(api.headers['cache-control']).toBe('s-maxage=31536000')
    expect(api.headers['x-accel-expires']).toBeUndefined()
  })

  it("sends the tags in the header the configured CDN reads (none without a CDN), and none of Next's internal headers, on a guest page only", async () => {
    const cases: Array<[Record<string, string>, string[]]> = [
      // No CDN purge configured: nobody purges by tag, so no tag header (unless asked for).
      [{}, []],
      [{ CDN_TAG_HEADER: 'cache-tag' }, ['cache-tag']],
      [{ CDN_TAG_HEADER: 'Surrogate-Key, cache-tag' }, ['cache-tag', 'surrogate-key']],
      [{ CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't' }, ['cache-tag']],
      [{ CDN_PURGE_WEBHOOK: 'https://hooks.example/purge' }, ['cache-tag']],
      [{ FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 't' }, ['surrogate-key']],
      [
        { FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 't', CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't' },
        ['cache-tag', 'surrogate-key'],
      ],
    ]
    for (const [env, wanted] of cases) {
      expect(edgeTagHeaders(env), JSON.stringify(env)).toEqual(wanted)
      const get = await serve(env)
      const page = await get('/en/aboutus')
      const present = ['cache-tag', 'surrogate-key'].filter((name) => page.headers[name] !== undefined)
      expect(present, JSON.stringify(env)).toEqual(wanted)
      if (wanted.includes('surrogate-key')) expect(page.headers['surrogate-key']).toBe('page:aboutus collection:pages')
      expect(page.headers['x-nextjs-prerender']).toBeUndefined()
      expect(page.headers['x-nextjs-stale-time']).toBeUndefined()
      // The purge by URL still knows the page under its tags.
      expect(await edgeUrlsFor(['page:aboutus'])).toEqual(['/en/aboutus'])
      // Not a guest page: untouched.
      const api = await get('/api/pages')
      expect(api.headers['x-nextjs-stale-time']).toBe('300')
      expect(api.headers['surrogate-key']).toBe('page:aboutus collection:pages')
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    }
  })
})

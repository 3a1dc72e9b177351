/**
 * The guest page cache in front of Next (src/server/page-cache.ts), on a real HTTP server on 127.0.0.1 with a stand-in
 * for Next's handler that answers like Next does (headers set one by one, gzip through the `compression` middleware
 * Next itself uses, streamed chunks).
 */
import { randomBytes } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { createRequire } from 'node:module'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { purgePageCache, registerPageCache } from '../../src/server/cache/page-cache-registry'
import { cacheKeyOf, createPageCache, pickEncoding, storableFor, type PageCache } from '../../src/server/page-cache'

const require = createRequire(import.meta.url)
const compression = require('next/dist/compiled/compression') as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void

type Page = { status?: number; headers?: Record<string, string>; chunks: string[] }
let pages: Record<string, Page> = {}
let calls: string[] = []
let askedEncodings: (string | undefined)[] = []
let clock = 1_000_000
let cache: PageCache
let server: http.Server
let base = ''

const compress = compression()
const nextLike = (req: IncomingMessage, res: ServerResponse) => {
  calls.push(req.url ?? '')
  askedEncodings.push(req.headers['accept-encoding'] as string | undefined)
  compress(req, res, async () => {
    const page = pages[req.url ?? ''] ?? {
      status: 404,
      headers: { 'cache-control': 'private, no-cache, no-store' },
      chunks: ['not found'],
    }
    res.statusCode = page.status ?? 200
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('x-content-type-options', 'nosniff')
    for (const [name, value] of Object.entries(
      page.headers ?? { 'cache-control': 's-maxage=60', 'x-nextjs-cache': 'HIT' },
    ))
      res.setHeader(name, value)
    for (const chunk of page.chunks) {
      res.write(chunk)
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
    res.end()
  })
}

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, resolve)
    req.on('error', reject)
    req.end()
  })
  const raw: Buffer[] = []
  for await (const chunk of response) raw.push(chunk as Buffer)
  const body = Buffer.concat(raw)
  const encoding = response.headers['content-encoding']
  const text = (
    encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body
  ).toString()
  return { status: response.statusCode ?? 0, headers: response.headers, text, bytes: body.length }
}

beforeAll(async () => {
  cache = createPageCache({ now: () => clock, quietMs: 2000, maxBytes: 200_000 })
  registerPageCache(cache)
  server = http.createServer(cache.handler(nextLike))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  registerPageCache(undefined)
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  cache.purge()
  clock += 10_000 // past the quiet period of that purge
  calls = []
  pages = {
    '/_next/static/chunks/app.js': {
      headers: {
        'cache-control': 'public, max-age=31536000, immutable',
        'content-type': 'application/javascript; charset=UTF-8',
      },
      chunks: ['self.__app=', '"hydrate the header";'],
    },
    '/en': { chunks: ['<html lang="en">', '<body>Trade data for 120 sources', '</body></html>'] },
    '/en/package': { chunks: ['<html><body>Packages</body></html>'] },
  }
})

describe('which requests a guest page cache may answer', () => {
  it('takes GET and HEAD of site pages without query, router headers or private cookies', () => {
    const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      cacheKeyOf({ url, headers, method } as IncomingMessage)
    expect(req('/cn')).toBe('/cn')
    expect(req('/ru/aboutus')).toBe('/ru/aboutus')
    expect(req('/en', {}, 'HEAD')).toBe('/en')
    expect(req('/en', { cookie: 'lang=en; _ga=1' })).toBe('/en')
    expect(req('/en', {}, 'POST')).toBeNull()
    expect(req('/en?contId=3')).toBeNull()
    expect(req('/admin')).toBeNull()
    expect(req('/api/pages')).toBeNull()
    expect(req('/english')).toBeNull()
    expect(req('/en', { rsc: '1' })).toBeNull()
    expect(req('/en', { 'next-router-prefetch': '1' })).toBeNull()
    expect(req('/en', { cookie: 'lang=en; ts-token=abc' })).toBeNull()
    expect(req('/en', { cookie: '__prerender_bypass=1' })).toBeNull()
    // The build's JavaScript and CSS, for everyone.
    expect(req('/_next/static/chunks/3832t8yt_j5by.js', { cookie: 'ts-token=abc' })).toBe(
      '/_next/static/chunks/3832t8yt_j5by.js',
    )
    expect(req('/_next/static/chunks/13ag4h6beui3c.css')).toBe('/_next/static/chunks/13ag4h6beui3c.css')
    expect(req('/_next/static/chunks/a.js?dpl=1')).toBeNull()
    expect(req('/_next/static/media/logo.woff2')).toBeNull()
    expect(req('/_next/image?url=x')).toBeNull()
  })

  it('keeps only shared-cacheable HTML answers', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' }
    expect(storableFor(200, { ...html, 'cache-control': 's-maxage=31536000' })).toBe(31536000)
    expect(
      storableFor(200, { ...html, 'cache-control': 's-maxage=60, stale-while-revalidate=30', 'x-nextjs-cache': 'HIT' }),
    ).toBe(60)
    expect(storableFor(200, { ...html, 'cache-control': 's-maxage=60', 'x-nextjs-cache': 'STALE' })).toBeNull()
    expect(
      storableFor(200, { ...html, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
    ).toBeNull()
    expect(storableFor(200, { ...html, 'cache-control': 's-maxage=60', 'set-cookie': 'a=b' })).toBeNull()
    expect(storableFor(404, { ...html, 'cache-control': 's-maxage=60' })).toBeNull()
    expect(storableFor(200, { 'content-type': 'application/json', 'cache-control': 's-maxage=60' })).toBeNull()
    expect(storableFor(200, html)).toBeNull()
    const js = { 'content-type': 'application/javascript; charset=UTF-8' }
    expect(storableFor(200, { ...js, 'cache-control': 'public, max-age=31536000, immutable' })).toBe(31536000)
    expect(
      storableFor(200, {
        'content-type': 'text/css; charset=UTF-8',
        'cache-control': 'public, max-age=31536000, immutable',
      }),
    ).toBe(31536000)
    expect(storableFor(200, { ...js, 'cache-control': 'public, max-age=0' })).toBeNull()
  })

  it('answers brotli, then gzip, then plain', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding(undefined)).toBe('identity')
    expect(pickEncoding('identity')).toBe('identity')
  })
})

describe('the guest page cache in front of Next', () => {
  it('lets Next render the first view and answers the next ones itself, in every encoding', async () => {
    const first = await get('/en', { 'accept-encoding': 'gzip' })
    expect(first.status).toBe(200)
    expect(first.text).toBe('<html lang="en"><body>Trade data for 120 sources</body></html>')
    expect(first.headers['x-page-cache']).toBe('MISS')
    expect(first.headers['content-encoding']).toBe('gzip')

    const plain = await get('/en')
    const gz = await get('/en', { 'accept-encoding': 'gzip' })
    const br = await get('/en', { 'accept-encoding': 'br, gzip' })
    expect(calls).toEqual(['/en'])
    for (const view of [plain, gz, br]) {
      expect(view.status).toBe(200)
      expect(view.text).toBe(first.text)
      expect(view.headers['x-page-cache']).toBe('HIT')
      expect(view.headers['x-content-type-options']).toBe('nosniff') // Next's own headers are replayed
      expect(view.headers['cache-control']).toBe('s-maxage=60')
      expect(view.headers.vary).toMatch(/Accept-Encoding/)
      expect(Number(view.headers['content-length'])).toBe(view.bytes)
    }
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(br.headers['content-encoding']).toBe('br')
  })

  it('answers a revalidation with 304 and HEAD with headers only', async () => {
    const first = await get('/en')
    const again = await get('/en', { 'if-none-match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.bytes).toBe(0)
    const head = await get('/en', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.bytes).toBe(0)
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(first.text))
    expect(calls).toEqual(['/en'])
  })

  it('never answers members, staff in draft mode, the client router or queries from the cache', async () => {
    await get('/en')
    const variants: Record<string, string>[] = [
      { cookie: 'ts-token=member' },
      { cookie: '__prerender_bypass=x' },
      { rsc: '1' },
    ]
    for (const headers of variants) {
      const view = await get('/en', headers)
      expect(view.headers['x-page-cache']).toBeUndefined()
    }
    await get('/en?utm_source=mail')
    expect(calls).toEqual(['/en', '/en', '/en', '/en', '/en?utm_source=mail'])
  })

  it('does not keep private, failed or stale answers, and streams them through as Next sent them', async () => {
    pages['/en/account'] = {
      headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
      chunks: ['<p>', 'yours', '</p>'],
    }
    pages['/en/stale'] = { headers: { 'cache-control': 's-maxage=60', 'x-nextjs-cache': 'STALE' }, chunks: ['old'] }
    for (const path of ['/en/account', '/en/account', '/en/stale', '/en/stale', '/en/nothing', '/en/nothing']) {
      const view = await get(path, { 'accept-encoding': 'gzip' })
      expect(view.headers['x-page-cache']).toBeUndefined()
    }
    expect((await get('/en/account', { 'accept-encoding': 'gzip' })).text).toBe('<p>yours</p>')
    expect((await get('/en/nothing')).status).toBe(404)
    expect(calls.length).toBe(8)
  })

  it('forgets every page when content changes, and stores nothing during the quiet period after', async () => {
    await get('/en')
    await get('/en')
    expect(calls).toEqual(['/en'])

    pages['/en'] = { chunks: ['<html><body>New copy</body></html>'] }
    purgePageCache('pages changed') // what the revalidation hooks call
    expect((await get('/en')).text).toBe('<html><body>New copy</body></html>')
    expect((await get('/en')).headers['x-page-cache']).toBeUndefined() // quiet: Next answers, nothing kept
    clock += 2001
    expect((await get('/en')).headers['x-page-cache']).toBe('MISS')
    expect((await get('/en')).headers['x-page-cache']).toBe('HIT')
    expect(calls).toEqual(['/en', '/en', '/en', '/en'])
  })

  it('purges again when the request that changed content finishes', async () => {
    pages['/api/pages/1'] = { headers: { 'cache-control': 'no-store' }, chunks: ['{}'] }
    const slowChange = http.createServer(
      cache.handler((req, res) => {
        purgePageCache('publish')
        clock += 5000 // the quiet period is over by the time the publish request ends
        setTimeout(() => res.end('{}'), 20)
      }),
    )
    await new Promise<void>((resolve) => slowChange.listen(0, '127.0.0.1', resolve))
    await get('/en')
    const before = cache.stats().purges
    await fetch(`http://127.0.0.1:${(slowChange.address() as AddressInfo).port}/api/pages/1`, { method: 'PATCH' }).then(
      (r) => r.text(),
    )
    await new Promise((resolve) => slowChange.close(resolve))
    expect(cache.stats().purges).toBe(before + 1)
    // The purge on finishing restarted the quiet period: a view right after is not kept.
    expect((await get('/en')).headers['x-page-cache']).toBeUndefined()
  })

  it('keeps the build files, brotli for browsers that take it, through content changes', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(first.text).toBe('self.__app="hydrate the header";')
    expect(first.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    purgePageCache('pages changed') // content changed: pages are forgotten, build files are not
    const again = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'gzip, deflate, br',
      cookie: 'ts-token=member',
    })
    expect(again.headers['x-page-cache']).toBe('HIT')
    expect(again.headers['content-encoding']).toBe('br')
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(again.text).toBe(first.text)
    expect(calls).toEqual(['/_next/static/chunks/app.js'])
  })

  it('expires pages after their s-maxage and keeps within its memory bound', async () => {
    pages['/en'] = { headers: { 'cache-control': 's-maxage=5' }, chunks: ['<p>short-lived</p>'] }
    await get('/en')
    expect((await get('/en')).headers['x-page-cache']).toBe('HIT')
    clock += 5001
    expect((await get('/en')).headers['x-page-cache']).toBe('MISS')

    // maxBytes is 200 kB: two pages of ~120 kB each (60 kB of hex, plus gzip and brotli) do not fit together.
    pages['/cn/a'] = { chunks: [randomBytes(30_000).toString('hex')] }
    pages['/cn/b'] = { chunks: [randomBytes(30_000).toString('hex')] }
    await get('/cn/a')
    expect(cache.stats().bytes).toBeGreaterThan(100_000)
    await get('/cn/b')
    expect(cache.stats().bytes).toBeLessThanOrEqual(200_000)
    expect((await get('/cn/b')).headers['x-page-cache']).toBe('HIT')
    expect((await get('/cn/a')).headers['x-page-cache']).toBe('MISS')
  })

  it('keeps build files in a budget of their own: a flood of build-file misses cannot evict a guest page (issue 25)', async () => {
    await get('/en')
    expect((await get('/en')).headers['x-page-cache']).toBe('HIT')
    // 40 build files of ~120 kB each (all encodings): far beyond the 200 kB budget of pages.
    for (let i = 0; i < 40; i++) {
      pages[`/_next/static/chunks/f${i}.js`] = {
        headers: {
          'cache-control': 'public, max-age=31536000, immutable',
          'content-type': 'application/javascript; charset=UTF-8',
        },
        chunks: [`/*${randomBytes(30_000).toString('hex')}*/`],
      }
      askedEncodings = []
      const file = await get(`/_next/static/chunks/f${i}.js`, { 'accept-encoding': 'gzip, br' })
      expect(file.headers['content-encoding']).toBe('br')
      // Next is asked for the plain file: it is compressed once, by the cache, not gzipped by Next and decoded again.
      expect(askedEncodings).toEqual(['identity'])
    }
    const page = await get('/en', { 'accept-encoding': 'gzip' })
    expect(page.headers['x-page-cache']).toBe('HIT')
    expect(page.text).toContain('Trade data')
    // 40 brotli compressions (quality 9) of 60 kB of incompressible text: about 160 ms each on these 2 cores.
  }, 30_000)
})

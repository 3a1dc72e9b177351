/** A site page Next fails to render answers the outage screen (src/server/outage.ts). */
import http, { type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createPageCache } from '@/server/page-cache'
import { withOutageScreen } from '@/server/outage'

let server: http.Server
let base = ''
let databaseDown = false

beforeAll(async () => {
  const cache = createPageCache()
  // As Next does: a cached-forever page while the database answers, its 500 error page when it does not.
  const nextLike = cache.handler((req, res) => {
    if (databaseDown && req.url !== '/api/pages') {
      res.statusCode = 500
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.end('<html>Internal Server Error: connect ECONNREFUSED 127.0.0.1:5432</html>')
      return
    }
    res.statusCode = req.url === '/api/pages' ? 503 : 200
    res.setHeader('content-type', req.url === '/api/pages' ? 'application/json' : 'text/html; charset=utf-8')
    res.setHeader('cache-control', 's-maxage=31536000')
    res.end(req.url === '/api/pages' ? '{"code":60007}' : `<html>${req.url}</html>`)
  })
  server = http.createServer((req, res) => {
    withOutageScreen(req, res)
    return nextLike(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function get(path: string) {
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    http.get(`${base}${path}`, resolve).on('error', reject),
  )
  let text = ''
  for await (const chunk of response) text += chunk
  return { status: response.statusCode, headers: response.headers, text }
}

describe('a database outage', () => {
  it('keeps serving cached pages; an uncached page gets a 503 screen with Retry-After in its language; the APIs keep theirs', async () => {
    await get('/en/aboutus')
    databaseDown = true
    const cached = await get('/en/aboutus')
    expect(cached.status).toBe(200)
    expect(cached.headers['x-page-cache']).toBe('HIT')

    for (const [path, words] of [
      ['/en/countrydetail?code=US', 'Temporarily unavailable'],
      ['/cn/news', '服务暂时不可用'],
      ['/ru', 'Сайт временно недоступен'],
    ] as const) {
      const page = await get(path)
      expect(page.status, path).toBe(503)
      expect(page.headers['retry-after']).toBe('30')
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.headers['x-content-type-options']).toBe('nosniff')
      expect(page.text).toContain(words)
      expect(page.text).not.toContain('ECONNREFUSED')
    }
    const api = await get('/api/pages')
    expect(api.status).toBe(503)
    expect(api.text).toBe('{"code":60007}')
    databaseDown = false
  })
})

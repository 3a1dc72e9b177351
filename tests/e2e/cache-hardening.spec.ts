/**
 * Against the production server: what reaches a cache is the canonical URL (no query a page does not read,
 * no alias of a path); personal answers are private; https answers carry HSTS; the server's own refusals carry the
 * security headers; abusive GraphQL is refused before it runs. Raw HTTP (a browser or fetch would resolve `..`).
 */
import http from 'node:http'

import { expect, test } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)
let visitor = 0

function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; ms: number }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { 'x-forwarded-for': `203.0.${Math.floor(++visitor / 250) % 250}.${visitor % 250}`, ...headers },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, ms: performance.now() - started }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

test.describe('caches see only canonical URLs', () => {
  test('a query the page does not read never reaches what is stored and served to other guests', async () => {
    for (const page of ['/en/privacy', '/ru/aboutus', '/cn/product/buyer']) {
      const evil = await raw('GET', `${page}?__nextDataReq=1&_rsc=1&utm_source=%22%3E%3Cx%3Eevil.example`)
      expect(evil.text, page).not.toContain('evil.example')
      const guest = await raw('GET', page)
      expect(guest.text, page).not.toContain('evil.example')
      expect(guest.text, page).not.toContain('__nextDataReq')
    }
  })

  test('aliases of a page or a build file are redirected to the path itself or refused', async () => {
    const page = await raw('GET', '/en/x/../aboutus')
    expect(page.status).toBe(308)
    expect(page.headers.location).toBe('/en/aboutus')
    const file = await raw('GET', '/_next/static/x/../chunks/f.js')
    expect(file.status).toBe(308)
    expect(file.headers.location).toBe('/_next/static/chunks/f.js')
    expect((await raw('GET', '//en//contact')).headers.location).toBe('/en/contact')
    expect((await raw('GET', '/_next/static/chunks%2Ff.js')).status).toBe(400)
  })
})

test.describe('headers', () => {
  test('personal answers are private, no-store; https answers carry HSTS; refusals carry the security headers', async () => {
    for (const path of ['/api/members/me', '/api/users/me', '/api/orders']) {
      expect((await raw('GET', path)).headers['cache-control'], path).toBe('private, no-store')
    }
    // The e2e server trusts one proxy (TRUST_PROXY=true), which says the visitor came over https.
    expect((await raw('GET', '/en', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toMatch(
      /^max-age=\d+/,
    )
    expect((await raw('GET', '/en')).headers['strict-transport-security']).toBeUndefined()
    for (const [method, path] of [
      ['POST', '/cn'],
      ['GET', '/cn/%E0%A4%A'],
    ] as const) {
      const refused = await raw(
        method,
        path,
        { 'content-type': 'application/x-www-form-urlencoded' },
        method === 'POST' ? 'a=1' : undefined,
      )
      expect(refused.status, path).toBeGreaterThanOrEqual(400)
      expect(refused.headers['x-content-type-options'], path).toBe('nosniff')
      expect(refused.headers['content-security-policy'], path).toContain("default-src 'self'")
    }
  })
})

test.describe('GraphQL', () => {
  test('20 nested doubling fragments are refused at once, a fragment cycle is a 400, and no field is suggested', async () => {
    const fragments = ['fragment F0 on Page { id }']
    for (let i = 1; i <= 20; i++) fragments.push(`fragment F${i} on Page { ...F${i - 1} ...F${i - 1} }`)
    const post = (query: string) =>
      raw('POST', '/api/graphql', { 'content-type': 'application/json' }, JSON.stringify({ query }))
    const [doubling, health] = await Promise.all([
      post(`{ Pages { docs { ...F20 } } } ${fragments.join(' ')}`),
      raw('GET', '/next/health'),
    ])
    expect(doubling.status).toBe(400)
    expect(doubling.ms).toBeLessThan(500)
    expect(health.ms).toBeLessThan(500)
    expect(
      (await post('{ Pages { docs { ...A } } } fragment A on Page { ...B } fragment B on Page { ...A }')).status,
    ).toBe(400)
    expect((await post('{ Pagez { docs { id } } }')).text).not.toContain('Did you mean')
  })
})

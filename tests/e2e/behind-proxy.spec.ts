/**
 * Behind any reverse proxy. Every combination of Host, X-Forwarded-Host, X-Forwarded-Proto,
 * X-Forwarded-Port and Forwarded on the root, legacy, unmatched and renamed paths answers without a 5xx, with a
 * relative Location; canonical links never take the request's host; unknown paths leave nothing on disk.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { expect, test } from '@playwright/test'

type Answer = { status: number; location: string | undefined; body: string }

function send(baseURL: string, target: string, headers: Record<string, string>): Promise<Answer> {
  const url = new URL(target, baseURL)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: 'GET', headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const PROXY_HEADERS: Record<string, string> = {
  host: 'www.tradecompass.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '8443',
  forwarded: 'for=203.0.113.7;proto=https;host=evil.example',
}

/** Path, cookie, expected status and Location (SPEC §2.3, §2.4, §2.7). */
const CASES: Array<[string, string, number, string | null]> = [
  ['/', '', 307, '/cn'],
  ['/?x=1', 'lang=ru', 307, '/ru?x=1'],
  ['/', 'lang=xx', 404, null],
  ['/products', '', 308, '/en/products'],
  ['/aboutus', '', 308, '/en/aboutus'],
  ['/home', '', 308, '/en'],
  ['/no-such-page', '', 307, '/cn'],
  ['/some/ru/thing?q=1', '', 307, '/ru'],
  ['/no-such-page', 'ts-token=whatever', 404, null],
  ['/en/service/cedarRose', 'ts-token=whatever', 307, '/cn/service/cedarRose?lang=en'],
]

test('root, legacy, unmatched and renamed paths answer the same behind every combination of proxy headers', async ({
  baseURL,
}) => {
  const names = Object.keys(PROXY_HEADERS)
  for (let mask = 0; mask < 1 << names.length; mask++) {
    const headers: Record<string, string> = {}
    names.forEach((name, i) => {
      if (mask & (1 << i)) headers[name] = PROXY_HEADERS[name]!
    })
    const label = Object.keys(headers).join(', ') || 'no proxy headers'
    for (const [target, cookie, status, location] of CASES) {
      const answer = await send(baseURL!, target, cookie ? { ...headers, cookie } : headers)
      expect(answer.status, `${target} (${cookie}) with ${label}`).toBe(status)
      if (location === null) expect(answer.location, `${target} with ${label}`).toBeUndefined()
      else expect(answer.location, `${target} with ${label}`).toBe(location)
    }
    const renamed = await send(baseURL!, '/ru/solutionsDetail?contId=998', headers)
    expect(renamed.status, `/ru/solutionsDetail with ${label}`).toBeLessThan(500)
  }
})

test('canonical and hreflang come from the configured public origin, never from the request host', async ({
  baseURL,
}) => {
  const origin = (process.env.PUBLIC_SERVER_URL || baseURL!).replace(/\/+$/, '')
  for (const headers of [
    {},
    { host: 'evil.example' },
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  ] as Record<string, string>[]) {
    const page = await send(baseURL!, '/en/aboutus', headers)
    expect(page.status).toBe(200)
    expect(page.body).toContain(`<link rel="canonical" href="${origin}/en/aboutus"`)
    expect(page.body).toContain(`hrefLang="ru" href="${origin}/ru/aboutus"`)
    expect(page.body).not.toContain('evil.example')
  }
})

function filesUnder(dir: string): number {
  let count = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
    count += entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : 1
  return count
}

test('unique unknown paths are answered without growing the route cache on disk', async ({ baseURL }) => {
  const serverDir = path.join(process.cwd(), '.next', 'server')
  const unknown = () => crypto.randomBytes(6).toString('hex')
  // Warm up the not-found screen of each site once.
  for (const site of ['cn', 'en', 'ru']) await send(baseURL!, `/${site}/warm-${unknown()}`, {})
  const before = filesUnder(serverDir)
  for (let i = 0; i < 30; i++) {
    const site = ['cn', 'en', 'ru'][i % 3]
    // A guest is redirected to the site's home by HTTP (SPEC §2.4); a member gets the not-found screen.
    const target = `/${site}/${unknown()}/${unknown()}`.slice(0, i % 2 ? 12 : 30)
    const answer = await send(baseURL!, target, {})
    expect(answer.status).toBe(307)
    expect(answer.location).toBe(`/${site}`)
    expect((await send(baseURL!, target, { cookie: 'ts-token=x' })).status).toBe(404)
  }
  for (let i = 0; i < 10; i++)
    expect((await send(baseURL!, `/${unknown()}`, { cookie: 'ts-token=x' })).status).toBe(404)
  expect(filesUnder(serverDir)).toBe(before)
})

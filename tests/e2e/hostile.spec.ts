/**
 * Every endpoint refuses what it should, and never with a 5xx. A bounded probe of the running production
 * server: every route handler of src/app (found on disk, so a new one is probed too), the pages and Payload's REST
 * and GraphQL, each with broken, non-object, deeply nested, wrongly typed and broken-multipart bodies, hostile
 * headers and broken percent-encoding. Each request comes from an address of its own (the e2e server trusts one
 * proxy), so no limit it spends is felt by the other tests.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { expect, test } from '@playwright/test'

const root = path.resolve(import.meta.dirname, '../..')

/** The URL path of every route handler under src/app: groups dropped, a dynamic segment given a value. */
function routePaths(): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'route.ts') {
        const rel = path.relative(path.join(root, 'src/app'), path.dirname(full)).split(path.sep)
        const segments = rel
          .filter((s) => !/^\(.*\)$/.test(s))
          .map((s) =>
            s.startsWith('[[...')
              ? ''
              : s.startsWith('[...')
                ? 'pages'
                : s.startsWith('[')
                  ? s === '[site]'
                    ? 'cn'
                    : '1'
                  : s,
          )
        out.push(`/${segments.filter(Boolean).join('/')}`)
      }
    }
  }
  walk(path.join(root, 'src/app'))
  return [...new Set(out)]
}

const PAGES = [
  '/cn',
  '/en/contact',
  '/ru/package',
  '/cn/news/detail?id=abc',
  '/login?redirect=%00',
  '/register',
  '/reset-password?token=x',
  '/cn/payment/abc',
]
const PAYLOAD = [
  '/api/members/login',
  '/api/users/login',
  '/api/members/forgot-password',
  '/api/members',
  '/api/news?draft=true',
  '/api/media',
  '/api/orders',
  '/api/pages/abc',
  '/api/globals/header',
  '/api/graphql',
]
const BROKEN_PATHS = ['/cn/%E0%A4%A', '/api/pages/%ZZ', '/public/payment/%E0', '/no-such/%']

const BODIES: Array<[string, string]> = [
  ['application/json', '{'],
  ['application/json', 'null'],
  ['application/json', '["x"]'],
  ['application/json', `{"email":${'['.repeat(3000)}${']'.repeat(3000)}}`],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'email=%E0%A4%A&formData=%7B'],
  ['multipart/form-data; boundary=x', '--x\r\nbroken'],
]

let visitor = 0
function send(
  baseURL: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; body: string }> {
  const url = new URL(baseURL)
  ++visitor
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: target,
        method,
        headers: {
          origin: baseURL,
          'x-forwarded-for': `198.51.${Math.floor(visitor / 250) % 250}.${visitor % 250}`,
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 200) }),
        )
      },
    )
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${method} ${target}`)))
    req.on('error', reject)
    req.end(body)
  })
}

test('no route answers a hostile request with a 5xx', async ({ baseURL }) => {
  test.setTimeout(240_000)
  const targets = [...routePaths(), ...PAGES, ...PAYLOAD]
  expect(targets.length).toBeGreaterThan(30)
  const failures: string[] = []
  const check = async (method: string, target: string, headers?: Record<string, string>, body?: string) => {
    const answer = await send(baseURL!, method, target, headers, body)
    // A health check that finds the database down may say 503; nothing else may be a server fault.
    if (answer.status >= 500)
      failures.push(
        `${answer.status} ${method} ${target} ${JSON.stringify(headers ?? {}).slice(0, 60)} ${String(body ?? '').slice(0, 30)} → ${answer.body}`,
      )
  }
  for (const target of targets) {
    await check('GET', target, {
      cookie: 'ts-token=garbage; ts-staff-token=garbage.x.y',
      'accept-language': 'x'.repeat(2000),
    })
    for (const [type, body] of BODIES) await check('POST', target, { 'content-type': type }, body)
    await check('PATCH', target, { 'content-type': 'application/json' }, '{"a":1}')
    await check('DELETE', target)
  }
  for (const target of BROKEN_PATHS) {
    await check('GET', target)
    await check('POST', target, { 'content-type': 'application/json' }, '{}')
  }
  expect(failures, failures.join('\n')).toEqual([])
})

test('a broken path is a 400 and a form posted to a page a 405, each with the §8 code', async ({ baseURL }) => {
  const broken = await send(baseURL!, 'GET', '/cn/%E0%A4%A')
  expect(broken.status).toBe(400)
  expect(JSON.parse(broken.body).code).toBe(10001)
  const posted = await send(
    baseURL!,
    'POST',
    '/en/contact',
    { 'content-type': 'multipart/form-data; boundary=x' },
    '--x\r\nbroken',
  )
  expect(posted.status).toBe(405)
  expect(JSON.parse(posted.body).code).toBe(10001)
})

/**
 * The production server answers unmatched routes itself, before Next (src/server/unmatched-fast.ts).
 * What a visitor gets must stay what the route /next/unmatched answers (SPEC §2.4): for guests, members and console
 * paths, the same status, Location, body and headers whichever of the two answered, and the expected answers.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

const COMPARED = [
  'content-type',
  'cache-control',
  'location',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'set-cookie',
  'vary',
]

async function answerOf(request: APIRequestContext, path: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await request.fetch(path, { method, maxRedirects: 0, headers: cookie ? { cookie } : {} })
  const headers = response.headers()
  return {
    status: response.status(),
    headers: Object.fromEntries(COMPARED.map((name) => [name, headers[name]])),
    body: await response.text(),
  }
}

const CASES: Array<{ path: string; cookie?: string; status: number; location?: string }> = [
  { path: '/nowhere', status: 307, location: '/cn' },
  { path: '/wp-login.php?x=1', status: 307, location: '/cn' },
  { path: '/x/en/y', status: 307, location: '/en' },
  { path: '/a/ru', cookie: 'lang=en', status: 307, location: '/ru' },
  { path: '/solutions/abc', status: 307, location: '/en' },
  { path: '/products', status: 308, location: '/en/products' },
  { path: '/home', cookie: 'ts-token=forged', status: 308, location: '/en' },
  { path: '/nowhere', cookie: 'lang=ru; ts-token=forged', status: 404 },
  { path: '/x/en/y', cookie: 'ts-token=forged', status: 404 },
  { path: '/nowhere', cookie: 'ts-token=', status: 307, location: '/cn' },
  { path: '/dashboard?tab=2', status: 307, location: '/cn/console' },
  { path: '/crm/leads', cookie: 'lang=ru', status: 307, location: '/ru/console' },
]

test('unmatched routes answer as their route does, for guests, members and console paths', async ({ request }) => {
  // One answer through Next first: the server then holds the redirects the route read.
  await answerOf(request, '/nowhere')
  for (const { path, cookie, status, location } of CASES) {
    const visitor = await answerOf(request, path, cookie)
    const route = await answerOf(request, `/next/unmatched${path}`, cookie)
    const label = `${path} ${cookie ?? ''}`
    expect(visitor.status, label).toBe(status)
    expect(visitor.headers.location, label).toBe(location)
    expect(visitor.headers['cache-control'], label).toBe('no-store')
    expect(visitor.headers['content-security-policy'], label).toBeTruthy()
    expect(visitor, label).toEqual(route)
    if (status === 404) expect(visitor.body, label).toContain('This page could not be found')
    const head = await answerOf(request, path, cookie, 'HEAD')
    expect({ ...head, body: '' }, `HEAD ${label}`).toEqual({
      ...(await answerOf(request, `/next/unmatched${path}`, cookie, 'HEAD')),
      body: '',
    })
  }
})

import { expect, test } from '@playwright/test'

const SITES = [
  { path: '/cn', lang: 'zh-CN', text: '外贸' },
  { path: '/en', lang: 'en', text: 'trade' },
  { path: '/ru', lang: 'ru', text: 'торговл' },
]

for (const site of SITES) {
  test(`${site.path} answers in its language`, async ({ page }) => {
    const response = await page.goto(site.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', site.lang)
    await expect(page.locator('main')).toContainText(site.text)
  })
}

test('the security headers are set and X-Powered-By is not', async ({ request }) => {
  const response = await request.get('/en')
  const headers = response.headers()
  expect(headers['x-powered-by']).toBeUndefined()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
})

test('the sites send no Critical-CH (it restarts a first navigation); the admin keeps its colour-scheme hint', async ({
  request,
}) => {
  for (const path of ['/cn', '/en/package', '/ru/aboutus']) {
    const headers = (await request.get(path)).headers()
    expect(headers['critical-ch'], path).toBeUndefined()
    expect(headers['accept-ch'], path).toBeUndefined()
  }
  const admin = (await request.get('/admin/login')).headers()
  expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('the build files come compressed from the server cache, brotli when the browser takes it', async ({ request }) => {
  const html = await (await request.get('/en')).text()
  const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  await request.get(script!, { headers: { 'accept-encoding': 'br' } })
  const again = await request.get(script!, { headers: { 'accept-encoding': 'br' } })
  expect(again.headers()['x-page-cache']).toBe('HIT')
  expect(again.headers()['content-encoding']).toBe('br')
  expect(again.headers()['cache-control']).toContain('immutable')
  expect((await again.body()).length).toBeGreaterThan(0)
})

test('an administrator logs in to the admin', async ({ page }) => {
  await page.goto('/admin')
  await page.waitForURL(/\/admin\/login/)
  await page.getByLabel(/email/i).fill(process.env.E2E_ADMIN_EMAIL || 'admin@example.com')
  await page.getByLabel(/password/i).fill(process.env.E2E_ADMIN_PASSWORD || 'admin-dev-2026')
  await page.getByRole('button', { name: /login|log in/i }).click()
  await page.waitForURL(/\/admin$/)
  await expect(page.getByText(/Staff users|员工账号/).first()).toBeVisible()
  const cookies = await page.context().cookies()
  // The staff session has its own cookie; the members' ts-token is left alone.
  expect(cookies.map((c) => c.name)).toContain('ts-staff-token')
  expect(cookies.map((c) => c.name)).not.toContain('ts-token')
})

test('the REST API: the Russian about page by path, the five tiers, and no staff accounts for guests', async ({
  request,
}) => {
  const about = await request.get('/api/pages?where[path][equals]=aboutus&locale=ru&depth=0')
  const { docs } = (await about.json()) as { docs: { title: string; path: string }[] }
  expect(docs).toHaveLength(1)
  expect(docs[0]!.title).toMatch(/[А-Яа-яЁё]/)
  const tiers = (await (await request.get('/api/package-tiers?sort=order')).json()) as {
    docs: { code: string; priceUsd: number }[]
  }
  expect(tiers.docs.map((t) => [t.code, t.priceUsd])).toEqual([
    ['PRO', 899],
    ['Global', 2399],
    ['Plus', 2999],
    ['Luxury', 4399],
    ['Deluxe', 5699],
  ])
  const users = await request.get('/api/users')
  expect(users.status()).toBe(403)
})

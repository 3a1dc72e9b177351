/**
 * What a buyer reads can be believed, against the production build:
 *  - while the contact domain is unset, the admin dashboard's launch checklist lists the placeholders still
 *    published, each with a link to where it is fixed;
 *  - once the site settings set a domain, no page of any site (every sitemap page, the utility list) shows an
 *    address on a `.example` domain, and the offices' addresses are on the operator's domain;
 *  - the home statistics never print one figure twice ("62 / 62 countries");
 *  - screenshots of /en/contact and /en/aboutus at 375, 768, 1440 and 1920 px (SHOTS_DIR, default
 *    /work/shots/trust-content).
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD || 'admin-dev-2026',
}
const DOMAIN = 'tradecompass-e2e.com'
const SHOTS = process.env.SHOTS_DIR || '/work/shots/trust-content'
/** An e-mail or web address on a reserved placeholder domain (RFC 2606). */
const PLACEHOLDER =
  /[\w.+-]+@(?:[\w-]+\.)+(?:example|test|invalid)\b|https?:\/\/(?:[\w-]+\.)+(?:example|test|invalid)\b/gi

function decode(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.ok(), 'the e2e administrator can log in (set E2E_ADMIN_EMAIL/PASSWORD)').toBeTruthy()
  return ((await login.json()) as { token: string }).token
}

async function setContactDomain(request: APIRequestContext, token: string, contactDomain: string) {
  const response = await request.post('/api/globals/site-settings?locale=zh', {
    data: { contactDomain },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
}

async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text()
  const parts = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!)))
  let sitemap = ''
  for (const part of parts) sitemap += await (await request.get(`${part.pathname}${part.search}`)).text()
  return [
    ...new Set(
      [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => {
        const url = new URL(decode(m[1]!))
        return `${url.pathname}${url.search}`
      }),
    ),
  ]
}

test.describe.configure({ mode: 'serial' })

test('with no contact domain set, the admin dashboard lists the launch checklist with links to fix each item', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  const token = await adminToken(request)
  await setContactDomain(request, token, '')
  // The session cookie is Secure (not kept over http): hand the browser the token as the cookie.
  await context.addCookies([{ name: 'ts-token', value: token, url: baseURL! }])
  await page.goto('/admin')
  const panel = page.getByTestId('launch-checklist')
  await expect(panel).toBeVisible()
  await expect(panel.locator('[data-check="contact-domain"]')).toBeVisible()
  await expect(panel.locator('[data-check="sample-phones"]')).toContainText('+86 21 5087 3260')
  await expect(panel.locator('[data-check="contact-domain"] a').first()).toHaveAttribute(
    'href',
    '/admin/globals/site-settings',
  )
  // And meanwhile the sites show the placeholder, never the raw token.
  const contact = await (await request.get('/en/contact')).text()
  expect(contact).toContain('shanghai@tradecompass.example')
  expect(contact).not.toContain('{domain}')
})

test('a production build whose site settings set a domain serves no .example address on any page', async ({
  request,
}) => {
  test.setTimeout(300_000)
  const token = await adminToken(request)
  await setContactDomain(request, token, DOMAIN)
  await expect
    .poll(async () => (await (await request.get('/en/contact')).text()).includes(`shanghai@${DOMAIN}`), {
      timeout: 20_000,
    })
    .toBe(true)

  const pages = await sitemapPages(request)
  expect(pages.length).toBeGreaterThan(50)
  const found: string[] = []
  for (const path of [...pages, '/cn/contact', '/ru/contact', '/en/payment/0']) {
    const response = await request.get(path, { failOnStatusCode: false })
    const html = await response.text()
    for (const match of html.match(PLACEHOLDER) ?? []) found.push(`${path}: ${match}`)
    if (html.includes('{domain}')) found.push(`${path}: {domain}`)
  }
  const tools = await (await request.get('/api/list?id=265&limit=100')).text()
  for (const match of tools.match(PLACEHOLDER) ?? []) found.push(`/api/list: ${match}`)
  expect(found).toEqual([])

  // The operator's addresses are where the placeholders were.
  const contact = await (await request.get('/en/contact')).text()
  for (const office of ['shanghai', 'shenzhen', 'hongkong', 'moscow', 'dubai'])
    expect(contact).toContain(`mailto:${office}@${DOMAIN}`)
  expect(await (await request.get('/en/privacy')).text()).toContain(`support@${DOMAIN}`)
  expect(tools).toContain(`https://tools.${DOMAIN}/`)
})

test('the home statistics print no figure twice', async ({ page }) => {
  for (const site of ['en', 'cn', 'ru']) {
    await page.goto(`/${site}`)
    const values = await page.locator('dl dt').allInnerTexts()
    expect(values.length, `/${site} shows its statistics`).toBeGreaterThanOrEqual(3)
    expect(new Set(values).size, `/${site}: ${values.join(' / ')}`).toBe(values.length)
  }
})

test('About tells one history: the Moscow office and the AI assistant in the years the news give', async ({ page }) => {
  await page.goto('/en/aboutus')
  const timeline = page.locator('#section2')
  await expect(timeline).toContainText('2019')
  await expect(timeline).toContainText('Moscow office')
  await expect(timeline).toContainText('2025')
  await expect(timeline).toContainText('AI trade e-mail assistant')
  await expect(page.locator('#section4')).toContainText('Certification body')
})

test('screenshots: /en/contact and /en/aboutus at 375, 768, 1440 and 1920 px', async ({ page }) => {
  test.setTimeout(180_000)
  mkdirSync(SHOTS, { recursive: true })
  for (const path of ['/en/contact', '/en/aboutus']) {
    for (const width of [375, 768, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      // Lazy pictures below the fold load before the full-page picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForTimeout(300)
      await page.screenshot({ path: join(SHOTS, `${path.slice(1).replace(/\//g, '-')}-${width}.png`), fullPage: true })
      // Nothing overflows sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} at ${width}`,
      ).toBeLessThanOrEqual(width)
    }
  }
})

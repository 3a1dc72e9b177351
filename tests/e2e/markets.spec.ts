/**
 * The markets' rules in the browser: the consent box of the forms in each language; the cookie banner (only where a
 * sink that sets cookies is configured, scripts only after "accept", remembered, reopened from the footer, no layout
 * shift); China's footer and head; and an allow-list of hosts that /cn, /en, /ru and the admin may request.
 *
 * The banner tests need analytics configured, which the shared e2e server is not (its banner would cover every other
 * spec's pages): they start a second `npm start` of the same build on E2E_PORT+7 with per-site analytics (Baidu
 * Tongji on /cn, Metrica on /ru, Plausible on /en). The analytics hosts are answered by the test (page.route).
 */
import { spawn, type ChildProcess } from 'node:child_process'

import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test'

import { CONSENT_LABEL, CONSENT_REQUIRED } from '../../src/domain/consent'
import { COOKIE_TEXT } from '../../src/ui/chrome/cookie-choice'
import { uiStrings } from '../../src/i18n'
import { CAPTCHA_COOKIE, issueCaptchaCookie } from '../../src/features/forms/captcha/token'
import { MY_DATA_TEXT } from '../../src/i18n/messages/my-data'

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD || 'admin-dev-2026',
}

/** Every request of a page whose host is not allowed. */
function offList(page: Page, allowed: (host: string) => boolean): string[] {
  const caught: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    if (!allowed(url.hostname)) caught.push(request.url())
  })
  return caught
}

test.describe('consent on the forms', () => {
  for (const { site, locale, path } of [
    { site: 'cn', locale: 'zh', path: '/cn/contact' },
    { site: 'ru', locale: 'ru', path: '/ru/contact' },
  ] as const) {
    test(`the contact form on ${path} has an unticked consent box linked to the policy, and sends nothing without it`, async ({
      page,
    }) => {
      let posted = 0
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/public/contact/us')) posted++
      })
      await page.goto(path)
      const box = page.getByRole('checkbox', { name: CONSENT_LABEL[locale].before.slice(0, 10) })
      await expect(box).not.toBeChecked()
      await expect(page.getByRole('link', { name: CONSENT_LABEL[locale].link })).toHaveAttribute(
        'href',
        `/${site}/privacy`,
      )
      await page
        .locator('form')
        .filter({ has: box })
        .getByRole('button', { name: uiStrings(locale).forms.submit })
        .click()
      await expect(page.getByText(CONSENT_REQUIRED[locale])).toBeVisible()
      await expect(box).toHaveAttribute('aria-invalid', 'true')
      expect(posted).toBe(0)
    })
  }
})

test.describe('China and the allow-list', () => {
  async function adminToken(request: APIRequestContext): Promise<string> {
    const login = await request.post('/api/users/login', { data: ADMIN })
    expect(login.ok(), 'the e2e administrator can log in (set E2E_ADMIN_EMAIL/PASSWORD)').toBeTruthy()
    return ((await login.json()) as { token: string }).token
  }
  async function setMarkets(request: APIRequestContext, token: string, markets: Record<string, unknown>) {
    const response = await request.post('/api/globals/site-settings?locale=zh', {
      data: { markets },
      headers: { Authorization: `JWT ${token}` },
    })
    expect(response.ok(), await response.text()).toBeTruthy()
  }
  const EMPTY = {
    icpNumber: '',
    publicSecurityNumber: '',
    filingsOn: [],
    verification: { cn: { baidu: '' }, ru: { yandex: '' } },
  }

  test('/cn shows the filing numbers linked to the registries, the WebKit and mobile meta; verification codes per site', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request)
    await setMarkets(request, token, {
      icpNumber: '京ICP备12345678号-1',
      publicSecurityNumber: '京公网安备11010502030143号',
      filingsOn: [],
      verification: { cn: { baidu: 'codeva-e2e' }, ru: { yandex: 'yandex-e2e' } },
    })
    try {
      await expect
        .poll(async () => {
          await page.goto(`/cn?fresh=${Date.now()}`)
          return page.getByTestId('filings').count()
        })
        .toBe(1)
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: '京ICP备12345678号-1' })).toHaveAttribute(
        'href',
        'https://beian.miit.gov.cn/',
      )
      await expect(footer.getByRole('link', { name: '京公网安备11010502030143号' })).toHaveAttribute(
        'href',
        'https://beian.mps.gov.cn/#/query/webSearch?code=11010502030143',
      )
      await expect(page.locator('meta[name="renderer"]')).toHaveAttribute('content', 'webkit')
      await expect(page.locator('meta[name="applicable-device"]')).toHaveAttribute('content', 'pc,mobile')
      await expect(page.locator('meta[name="baidu-site-verification"]')).toHaveAttribute('content', 'codeva-e2e')

      await page.goto(`/ru?fresh=${Date.now()}`)
      await expect(page.locator('meta[name="yandex-verification"]')).toHaveAttribute('content', 'yandex-e2e')
      await expect(page.locator('meta[name="renderer"]')).toHaveCount(0)
      await expect(page.getByTestId('filings')).toHaveCount(0)
    } finally {
      await setMarkets(request, token, EMPTY)
    }
  })

  test('/cn, /en, /ru and the admin request nothing from hosts outside the allow-list', async ({ page, baseURL }) => {
    test.setTimeout(120_000)
    const self = new URL(baseURL!).hostname
    // The site itself only: no analytics and no PayPal on these pages under the e2e settings.
    const caught = offList(page, (host) => host === self || host === 'localhost' || host === '127.0.0.1')
    for (const path of [
      '/cn',
      '/cn/news',
      '/cn/contact',
      '/en',
      '/en/package',
      '/en/contact',
      '/ru',
      '/ru/news',
      '/ru/contact',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(ADMIN.email)
    await page.getByLabel(/password/i).fill(ADMIN.password)
    await page.getByRole('button', { name: /login|log in/i }).click()
    await page.waitForURL(/\/admin$/)
    await page.waitForLoadState('networkidle')
    // The account avatar sits in the nav; Payload's default was Gravatar.
    await page.goto('/admin/account')
    await page.waitForLoadState('networkidle')
    await page.goto('/admin/collections/submissions')
    await page.waitForLoadState('networkidle')
    expect(caught, `requests outside the allow-list: ${caught.join(', ')}`).toEqual([])
  })
})

test.describe('the cookie banner', () => {
  const port = Number(process.env.E2E_PORT || 3100) + 7
  const base = `http://127.0.0.1:${port}`
  const TONGJI = '0123456789abcdef0123456789abcdef'
  let server: ChildProcess | null = null

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    server = spawn(process.execPath, ['--import', 'tsx', 'scripts/run.ts', 'start'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        PUBLIC_SERVER_URL: base,
        TRUST_PROXY: 'true',
        // No SMTP server for this one: mail goes to the log on purpose (production refuses to start otherwise,
        // src/settings.ts).
        MAIL_DELIVERY: 'log',
        ANALYTICS_CN: `baidu:${TONGJI}`,
        ANALYTICS_RU: 'metrica:12345678',
        ANALYTICS_EN: 'plausible:tradecompass.test',
      },
      cwd: process.cwd(),
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let problems = ''
    server.stderr?.on('data', (chunk: Buffer) => (problems = (problems + chunk.toString('utf8')).slice(-2000)))
    const deadline = Date.now() + 200_000
    for (;;) {
      const up = await fetch(`${base}/next/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (up) break
      if (server.exitCode !== null) throw new Error(`the analytics server exited: ${problems}`)
      if (Date.now() > deadline) throw new Error(`the analytics server did not start: ${problems}`)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  })
  test.afterAll(() => {
    server?.kill('SIGTERM')
  })

  /** Answers the analytics hosts with a stub script, counting what loaded. */
  async function fakeAnalytics(page: Page): Promise<string[]> {
    const loaded: string[] = []
    await page.route(/^https:\/\/(mc\.yandex\.ru|hm\.baidu\.com|plausible\.io)\//, (route) => {
      loaded.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* analytics stub */' })
    })
    return loaded
  }

  test('/ru (Metrica): banner first, the script only after "accept", remembered; "Cookie settings" reopens; declining stops it', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const loaded = await fakeAnalytics(page)
    const t = COOKIE_TEXT.ru
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number }
      w.__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.__cls += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const response = await page.goto(`${base}/ru`)
    expect(response!.headers()['content-security-policy']).toContain('https://mc.yandex.ru')
    const banner = page.getByRole('dialog', { name: t.title })
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('link', { name: t.policy })).toHaveAttribute('href', '/ru/privacy')
    await page.waitForLoadState('networkidle')
    expect(loaded).toEqual([])
    expect((await page.context().cookies()).map((c) => c.name)).toEqual([])
    // Over the page, not in its flow: showing it moved nothing.
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01)
    await expect(banner).toHaveCSS('position', 'fixed')

    await banner.getByRole('button', { name: t.accept }).click()
    await expect(banner).toBeHidden()
    await expect.poll(() => loaded.filter((u) => u.startsWith('https://mc.yandex.ru/metrika/tag.js')).length).toBe(1)

    // Remembered: no banner, the script at once.
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(banner).toBeHidden()
    await expect.poll(() => loaded.length).toBe(2)

    // Reopened from the footer, with the focus on it; declining reloads without the script.
    await page.getByRole('contentinfo').getByRole('button', { name: t.settings }).click()
    await expect(banner).toBeVisible()
    await expect(banner).toBeFocused()
    await banner.getByRole('button', { name: t.reject }).click()
    await page.waitForLoadState('networkidle')
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(banner).toBeHidden()
    expect(loaded.length).toBe(2)
  })

  test('/cn (Baidu Tongji) asks in Chinese; /en (Plausible, cookieless) has no banner and loads its script at once', async ({
    page,
  }) => {
    const loaded = await fakeAnalytics(page)
    await page.goto(`${base}/cn`)
    const banner = page.getByRole('dialog', { name: COOKIE_TEXT.zh.title })
    await expect(banner).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('button', { name: COOKIE_TEXT.zh.settings })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(loaded.filter((u) => u.includes('hm.baidu.com'))).toEqual([])
    await banner.getByRole('button', { name: COOKIE_TEXT.zh.accept }).click()
    await expect.poll(() => loaded.filter((u) => u === `https://hm.baidu.com/hm.js?${TONGJI}`).length).toBe(1)

    await page.goto(`${base}/en`)
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo').getByRole('button', { name: COOKIE_TEXT.en.settings })).toHaveCount(0)
    expect(loaded.some((u) => u.startsWith('https://plausible.io/'))).toBe(true)
  })
})

test('every URL of the sitemap has its own title and meta description', async ({ request }) => {
  test.setTimeout(300_000)
  const decode = (value: string) =>
    value
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
  const index = await (await request.get('/sitemap.xml')).text()
  let sitemap = ''
  for (const m of index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)) {
    const part = new URL(decode(m[1]!))
    sitemap += await (await request.get(`${part.pathname}${part.search}`)).text()
  }
  const pages = [
    ...new Set(
      [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => {
        const url = new URL(decode(m[1]!))
        return `${url.pathname}${url.search}`
      }),
    ),
  ]
  expect(pages.length).toBeGreaterThan(50)
  const missing: string[] = []
  for (const page of pages) {
    const html = await (await request.get(page)).text()
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim()
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '').trim()
    if (!title) missing.push(`${page}: no title`)
    if (!description) missing.push(`${page}: no description`)
  }
  expect(missing).toEqual([])
})

test('a member downloads their data and deletes their account from the account menu', async ({ page }) => {
  const email = `rights-${Date.now()}@example.org`
  const answer = 'k7Mx'
  const registered = await page.request.post('/api/members?locale=en', {
    data: { email, password: 'secret-123', nickname: 'Rights Tester', captcha: answer, consent: true },
    headers: { cookie: `${CAPTCHA_COOKIE}=${issueCaptchaCookie(answer)}`, 'x-forwarded-for': '198.18.77.1' },
  })
  expect(registered.status()).toBe(201)
  expect((await page.request.post('/api/members/login', { data: { email, password: 'secret-123' } })).ok()).toBeTruthy()
  const t = MY_DATA_TEXT.en
  await page.goto('/en')
  const account = page.getByRole('button', { name: /^Account menu:/ })
  await account.click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: t.download }).click()
  const download = await downloading
  const data = JSON.parse(
    await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')),
  ) as {
    profile: { email: string; consent: { given: boolean; policyVersion: string; locale: string } }
  }
  expect(data.profile.email).toBe(email)
  expect(data.profile.consent).toMatchObject({ given: true, locale: 'en' })

  // The dropdown stays open after the download (no navigation); open it again if it closed.
  const remove = page.getByRole('button', { name: t.delete })
  if (!(await remove.isVisible())) await account.click()
  await remove.click()
  const dialog = page.getByRole('dialog', { name: t.title })
  await dialog.getByLabel(t.password).fill('wrong-password')
  await dialog.getByRole('button', { name: t.confirm }).click()
  await expect(dialog.getByRole('alert')).toBeVisible()
  await dialog.getByLabel(t.password).fill('secret-123')
  await dialog.getByRole('button', { name: t.confirm }).click()
  await page.waitForURL((url) => url.pathname === '/en')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  expect((await page.request.post('/api/members/login', { data: { email, password: 'secret-123' } })).ok()).toBeFalsy()
})

test('a privacy policy version stays readable at its versioned address', async ({ request }) => {
  const current = await (await request.get('/ru/privacy')).text()
  const version = /<p[^>]*>([\w.-]+)(?:<!-- -->)? · (?:<!-- -->)?\d{4}-\d{2}-\d{2}<\/p>/.exec(current)?.[1]
  expect(version, 'the policy shows its version and effective date').toBeTruthy()
  const versioned = await request.get(`/ru/privacy/v/${version}`)
  expect(versioned.status()).toBe(200)
  expect(await versioned.text()).toContain('152-ФЗ')
  // An unknown version is not found, which a guest gets as SPEC §2.4's redirect to the site's home (by HTTP).
  const unknown = await request.get('/ru/privacy/v/0.0-none', { failOnStatusCode: false, maxRedirects: 0 })
  expect([404, 307]).toContain(unknown.status())
  if (unknown.status() === 307) expect(unknown.headers().location).toBe('/ru')
})

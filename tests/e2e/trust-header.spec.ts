/**
 * The console's header, the member menu and routing, against the production build:
 *  - the guest header's "Log in" / "Join free" are in the server's HTML and visible without JavaScript;
 *  - the member menu's console links (Dashboard, Trade search, the account links) never lead to a 404: on the
 *    configured console origin (CONSOLE_URL) when set, else the site's page about the console; /dashboard and /so on
 *    this server are not a bare 404 either;
 *  - every header and footer link of /cn, /en and /ru stays on its site and answers 200 (the /ru solution items are
 *    /ru/buyers … of SPEC §2.3);
 *  - a mistyped site address redirects a guest by HTTP (SPEC §2.4), so a browser without JavaScript lands on the home;
 *  - the logged-in header keeps one shape from page to page;
 * and the screenshots, logged out and in, at 375 and 1440 px in cn, en and ru (/work/shots/trust-header/ by default).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const SHOTS = process.env.SHOTS_DIR || '/work/shots/trust-header'
const SITES = ['cn', 'en', 'ru'] as const
type Site = (typeof SITES)[number]
const WORDS: Record<Site, { login: string; join: string; account: RegExp; consoleNav: string; lang: string }> = {
  cn: { login: '登录', join: '免费注册', account: /^账户菜单/, consoleNav: '控制台导航', lang: 'zh-cn' },
  en: { login: 'Log in', join: 'Join free', account: /^Account menu/, consoleNav: 'Console navigation', lang: 'en' },
  ru: { login: 'Войти', join: 'Регистрация', account: /^Меню аккаунта/, consoleNav: 'Навигация консоли', lang: 'ru' },
}

async function logIn(page: Page, email = 'global@demo.test', redirect = '/en') {
  await page.goto(`/login?lang=en&redirect=${encodeURIComponent(redirect)}`)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('demo12345')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname === redirect)
  await expect(page.getByRole('button', { name: WORDS.en.account })).toBeVisible()
}

/** The hrefs of the member's console menu and user dropdown on the page (all in the DOM, dropdowns included). */
async function memberLinks(page: Page, site: Site): Promise<Record<string, string>> {
  await expect(page.getByRole('navigation', { name: WORDS[site].consoleNav }).first()).toBeVisible()
  await page.getByRole('button', { name: WORDS[site].account }).click()
  const links = await page.evaluate(() => {
    const out: Record<string, string> = {}
    const nav = document.querySelector('[data-testid="console-nav"]')
    for (const a of Array.from(nav?.querySelectorAll('a[href]') ?? []))
      out[a.textContent!.trim()] = a.getAttribute('href')!
    const account = document.querySelector('[data-session="member"]')
    for (const a of Array.from(account?.querySelectorAll('a[href]') ?? []))
      out[`account: ${a.textContent!.trim()}`] = a.getAttribute('href')!
    return out
  })
  await page.keyboard.press('Escape')
  return links
}

/** Follows redirects; the final status and whether the page has the site header. */
async function land(
  request: APIRequestContext,
  href: string,
): Promise<{ status: number; url: string; header: boolean }> {
  const response = await request.get(href)
  const body = await response.text()
  return { status: response.status(), url: response.url(), header: /<header\b/.test(body) }
}

test.describe('the guest header', () => {
  for (const site of SITES) {
    test(`${site}: "${WORDS[site].login}" and "${WORDS[site].join}" are in the server HTML and shown without JavaScript`, async ({
      request,
      browser,
      baseURL,
    }) => {
      const html = await (await request.get(`/${site}`)).text()
      const area = /<div[^>]*data-session="([^"]*)"[^>]*>(.*?)<\/div>/s.exec(html)
      expect(area, 'the account area is rendered by the server').not.toBeNull()
      expect(area![1], 'the guest links are not held back until the session check').toBe('guest')
      expect(area![2]).toContain(`>${WORDS[site].login}</a>`)
      expect(area![2]).toContain(`>${WORDS[site].join}</a>`)
      expect(area![2]).toMatch(/href="\/login\?/)
      expect(area![2]).toMatch(/href="\/register\?/)

      // The first paint, as a browser without JavaScript shows it (nothing hydrated, no session call).
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL,
        viewport: { width: 1440, height: 900 },
      })
      const page = await context.newPage()
      await page.goto(`/${site}`)
      await expect(page.getByRole('banner').getByRole('link', { name: WORDS[site].login, exact: true })).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: WORDS[site].join, exact: true })).toBeVisible()
      await context.close()
    })
  }
})

test.describe('a mistyped address (SPEC §2.4)', () => {
  test('redirects a guest by HTTP, so it works without JavaScript', async ({ request, browser, baseURL }) => {
    for (const [target, home] of [
      ['/en/no-such-page', '/en'],
      ['/ru/solutionz', '/ru'],
      ['/cn/aboutus/nothing-here', '/cn'],
      ['/no-such-page', '/cn'],
    ] as const) {
      const response = await request.get(target, { maxRedirects: 0 })
      expect(response.status(), target).toBe(307)
      expect(response.headers().location, target).toBe(home)
    }
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/ru/no-such-page')
    expect(new URL(page.url()).pathname).toBe('/ru')
    await expect(page.getByRole('banner').getByRole('link', { name: WORDS.ru.login, exact: true })).toBeVisible()
    await context.close()
  })

  test('shows a member the not-found screen inside the site, with its header', async ({ page }) => {
    await logIn(page)
    const response = await page.goto('/en/no-such-page')
    expect(response!.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
  })
})

test.describe('menus stay on their site', () => {
  for (const site of SITES) {
    test(`${site}: every header and footer link is a page of /${site} (or the console's log-in pages) and answers 200`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`/${site}`)
      const hrefs = await page.evaluate(() => {
        const picked = Array.from(
          document.querySelectorAll(
            'header nav a[href], header [data-header-item] [href], header a[data-header-item], footer a[href]',
          ),
        )
        return Array.from(new Set(picked.map((a) => a.getAttribute('href')!))).filter(
          (href) => !/^(mailto:|tel:|#|https?:)/.test(href),
        )
      })
      expect(hrefs.length).toBeGreaterThan(8)
      const offSite = hrefs.filter((href) => {
        const pathname = new URL(href, 'http://x').pathname
        return !(
          pathname === `/${site}` ||
          pathname.startsWith(`/${site}/`) ||
          ['/login', '/register'].includes(pathname)
        )
      })
      expect(offSite, `links of /${site} that leave it`).toEqual([])
      if (site === 'ru') {
        const solutions = await page
          .locator('header nav a[href^="/ru/"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
        for (const slug of [
          'buyers',
          'suppliers',
          'international',
          'consultation',
          'lawfirms',
          'financial',
          'investment',
          'government',
          'college',
          'media',
        ]) {
          expect(solutions, `/ru/${slug} in the "Решения" menu`).toContain(`/ru/${slug}`)
        }
      }
      for (const href of hrefs) {
        const answer = await land(request, href)
        expect(answer.status, href).toBe(200)
        const pathname = new URL(answer.url).pathname
        expect(
          pathname === `/${site}` || pathname.startsWith(`/${site}/`) || ['/login', '/register'].includes(pathname),
          `${href} → ${answer.url}`,
        ).toBe(true)
      }
    })
  }
})

test.describe('the member menu', () => {
  test('console links never lead to a 404; without a console origin they go to the page about the console', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await logIn(page)
    for (const site of SITES) {
      await page.goto(`/${site}`)
      const links = await memberLinks(page, site)
      const hrefs = Object.values(links)
      expect(hrefs.length, JSON.stringify(links)).toBeGreaterThan(10)
      expect(hrefs, 'no bare console path of this server').not.toContain('/dashboard')
      expect(hrefs).not.toContain('/so')
      expect(
        hrefs.filter((href) => href.startsWith('/admin')),
        'never the CMS',
      ).toEqual([])
      for (const href of new Set(hrefs)) {
        const answer = await land(page.request, href)
        expect(answer.status, `${site}: ${href}`).toBe(200)
        // The data-rights download of the account menu (/console/user/export) is a file, not a page.
        if (!href.startsWith('/console/')) expect(answer.header, `${site}: ${href} has the site header`).toBe(true)
      }
    }
    await page.goto('/en')
    const links = await memberLinks(page, 'en')
    expect(links.Dashboard).toBe('/en/console')
    expect(links['Trade search']).toBe('/en/console')
    // The personal area's sign-out entry is still the sign-out button, not a link (decided by its console route).
    expect(Object.keys(links)).not.toContain('Sign out')
    await page.goto(links.Dashboard!)
    await expect(page.getByRole('heading', { level: 1, name: 'The TradeCompass console' })).toBeVisible()
    await expect(page.getByTestId('console-info')).toContainText('welcome e-mail')
    await page.screenshot({ path: path.join(SHOTS, 'console-info-en-1440.png'), fullPage: true })
  })

  test('/dashboard, /so and the other console paths of this server lead to the page about the console, with the header', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(page)
    await context.addCookies([{ name: 'lang', value: 'ru', url: baseURL! }])
    for (const target of ['/dashboard', '/so', '/crm/crm-private', '/account/basicinfo']) {
      const response = await page.request.get(target, { maxRedirects: 0 })
      expect(response.status(), target).toBe(307)
      expect(response.headers().location, target).toBe('/ru/console')
      const answer = await land(page.request, target)
      expect(answer.status).toBe(200)
      expect(answer.header).toBe(true)
    }
  })

  test('the logged-in header keeps one shape from page to page', async ({ page }) => {
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 })
      if (width === 1440) await logIn(page)
      const shapes: Record<string, string> = {}
      for (const target of [
        '/en',
        '/en/products',
        '/en/solutions',
        '/en/package',
        '/en/packageLearn',
        '/en/aboutus',
        '/en/content/faq',
      ]) {
        await page.goto(target)
        await expect(page.getByRole('button', { name: WORDS.en.account })).toBeVisible()
        if (width === 1440) await expect(page.getByTestId('console-nav')).toBeVisible()
        await page.waitForTimeout(300)
        shapes[target] = await page.evaluate(() => {
          const header = document.querySelector('header')!
          const box = header.getBoundingClientRect()
          const visible = (el: Element | null) => !!el && (el as HTMLElement).offsetParent !== null
          const nav = header.querySelector('[data-testid="console-nav"]')
          const topItems = nav ? Array.from(nav.querySelectorAll(':scope > div > ul > li')).filter(visible).length : 0
          const account = header.querySelector('[data-header-item="account"]')!.getBoundingClientRect()
          return JSON.stringify({
            height: Math.round(box.height),
            consoleNav: visible(nav),
            topItems,
            publicNavInHeader: visible(header.querySelector('nav:not([data-testid])')),
            account: [Math.round(account.x), Math.round(account.width)],
          })
        })
      }
      const distinct = new Set(Object.values(shapes))
      expect(distinct.size, `${width}px: ${JSON.stringify(shapes, null, 1)}`).toBe(1)
    }
  })
})

test.describe('with a console origin configured (CONSOLE_URL)', () => {
  const port = Number(process.env.E2E_PORT || 3100) + 8
  const base = `http://127.0.0.1:${port}`
  const CONSOLE = 'https://console.tradecompass.test'
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
        MAIL_DELIVERY: 'log',
        CONSOLE_URL: CONSOLE,
        SEED_DEMO_MEMBERS: 'true',
      },
      cwd: process.cwd(),
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let problems = ''
    server.stderr?.on('data', (chunk: Buffer) => (problems = (problems + chunk.toString('utf8')).slice(-2000)))
    const deadline = Date.now() + 200_000
    for (;;) {
      if (
        await fetch(`${base}/next/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      if (server.exitCode !== null) throw new Error(`the console-origin server exited: ${problems}`)
      if (Date.now() > deadline) throw new Error(`the console-origin server did not start: ${problems}`)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  })
  test.afterAll(() => {
    server?.kill('SIGTERM')
  })

  test('the member menu and the console paths of this server use the console origin', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    // Logged in on the main server: the cookie of 127.0.0.1 holds for every port, and both share the database.
    await logIn(page)
    await page.goto(`${base}/en`)
    const links = await memberLinks(page, 'en')
    expect(links.Dashboard).toBe(`${CONSOLE}/dashboard`)
    expect(links['Trade search']).toBe(`${CONSOLE}/so`)
    expect(links['account: Account settings']).toBe(`${CONSOLE}/account`)
    // The cost link the member's permissions give (payment rights: paymentLink), on the console.
    expect(links.Cost).toBe(`${CONSOLE}/cost/paymentLink`)
    const response = await page.request.get(`${base}/so?q=steel`, { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toBe(`${CONSOLE}/so?q=steel`)
  })
})

test.describe('screenshots', () => {
  test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }))
  test('logged out and logged in at 375 and 1440 px in cn, en and ru', async ({ page }) => {
    test.setTimeout(180_000)
    for (const state of ['guest', 'member'] as const) {
      if (state === 'member') {
        await page.setViewportSize({ width: 1440, height: 900 })
        await logIn(page)
      }
      for (const site of SITES) {
        for (const width of [375, 1440]) {
          await page.setViewportSize({ width, height: 900 })
          await page.goto(`/${site}`)
          if (state === 'member') await expect(page.getByRole('button', { name: WORDS[site].account })).toBeVisible()
          else await expect(page.locator('header [data-header-item="login"]').first()).toBeAttached()
          await page.waitForTimeout(400)
          await page.screenshot({
            path: path.join(SHOTS, `header-${state}-${site}-${width}.png`),
            clip: { x: 0, y: 0, width, height: 260 },
          })
          if (state === 'member' && width === 1440 && site === 'en') {
            // The header is the same on a package page; the site's menu is the alternate bar below it.
            await page.goto('/en/package')
            await expect(page.getByTestId('alternate-bar')).toBeVisible()
            await page.screenshot({
              path: path.join(SHOTS, 'header-member-en-package-1440.png'),
              clip: { x: 0, y: 0, width, height: 260 },
            })
            await page.goto('/en/no-such-page')
            await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
            await page.screenshot({
              path: path.join(SHOTS, 'not-found-member-en-1440.png'),
              clip: { x: 0, y: 0, width, height: 600 },
            })
          }
          if (width === 1440 && site !== 'cn') {
            const solutions = page
              .getByRole('banner')
              .getByRole('listitem')
              .filter({ hasText: site === 'ru' ? 'Решения' : 'Solutions' })
              .first()
            if (state === 'guest' && (await solutions.count())) {
              await solutions.hover()
              await page.waitForTimeout(300)
              await page.screenshot({
                path: path.join(SHOTS, `solutions-menu-${site}-1440.png`),
                clip: { x: 0, y: 0, width, height: 600 },
              })
            }
          }
        }
      }
    }
  })
})

/**
 * The three public sites as a visitor sees them (SPEC §2): every route of §2.1–§2.3, unmatched routes, legacy
 * redirects, the 404 for a token holder, the mobile menu, the language switch, the contact widget, back to top,
 * and accessibility (axe) of the main screens.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { htmlLangOf, type Site } from '../../src/domain/locale'
import { SITE_PATHS } from '../../src/domain/routing'
import { uiStringsOfSite } from '../../src/i18n'

/** Screens that need a query to show something (their data is not a page). */
const QUERIES: Record<string, string> = {
  countrydetail: '?code=US',
  solutionsdetail: '?contId=998&name=buyers',
  solutionsDetail: '?contId=2002',
  'news/detail': '?id=console-redesign-platform-tour',
  'news/detail/play': '?id=console-redesign-platform-tour',
}

const LANGUAGE: Record<Site, RegExp> = { cn: /[\u4e00-\u9fff]{4}/, en: /\b[A-Za-z]{4,}\b/, ru: /[А-Яа-яЁё]{4}/ }

async function expectSiteScreen(page: Page, site: Site) {
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf(site))
  await expect(page.locator('header').first()).toBeVisible()
  await expect(page.locator('footer').first()).toBeVisible()
  const main = (await page.locator('main').innerText()).trim()
  expect(main.length).toBeGreaterThan(20)
  expect(main).toMatch(LANGUAGE[site])
  if (site === 'en') {
    // English pages may name the other languages (简体中文, Русский), but their text is English.
    const foreign = (main.match(/[А-Яа-яЁё\u4e00-\u9fff]/g) ?? []).length
    expect(foreign / main.length).toBeLessThan(0.02)
  }
}

for (const site of ['cn', 'en', 'ru'] as const) {
  test.describe(`/${site}: every route of the spec`, () => {
    for (const path of SITE_PATHS[site]) {
      const url = `/${site}${path ? `/${path}` : ''}${QUERIES[path] ?? ''}`
      test(`${url} answers 200 in its language with header and footer`, async ({ page }) => {
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(200)
        await expectSiteScreen(page, site)
      })
    }
  })
}

test('about us has the four anchored sections', async ({ page }) => {
  await page.goto('/cn/aboutus')
  for (const anchor of ['section1', 'section2', 'section3', 'section4'])
    await expect(page.locator(`#${anchor}`)).toBeVisible()
})

test('the service alliance lists the utilities under #utilities, without the first row', async ({ page }) => {
  await page.goto('/cn/service#utilities')
  const links = page.locator('#utilities a')
  expect(await links.count()).toBe(10)
})

test.describe('unmatched routes (SPEC §2.4)', () => {
  const TABLE: [string, string][] = [
    ['/cn/no-such-page', '/cn'],
    ['/en/no-such-page', '/en'],
    ['/ru/no/such/page', '/ru'],
    ['/something/cn/else', '/cn'],
    ['/x/en/y', '/en'],
    ['/x/ru', '/ru'],
    ['/nowhere', '/cn'],
  ]
  for (const [from, to] of TABLE) {
    test(`a guest on ${from} lands on ${to}`, async ({ page }) => {
      await page.goto(from)
      await page.waitForURL((url) => url.pathname === to)
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf(to.slice(1) as Site))
    })
  }

  test('legacy paths redirect to their English pages', async ({ page }) => {
    for (const [from, to] of [
      ['/products', '/en/products'],
      ['/home', '/en'],
      ['/package', '/en/package'],
      ['/aboutus', '/en/aboutus'],
    ]) {
      await page.goto(from!)
      expect(new URL(page.url()).pathname).toBe(to)
    }
  })

  test('a visitor holding a token sees the 404 screen instead', async ({ page }) => {
    // A real member's token (the demo member, SEED_DEMO_MEMBERS=true): a forged one is logged out and sent home (§4).
    const login = await page.request.post('/api/members/login', {
      data: { email: 'normal@demo.test', password: 'demo12345' },
    })
    expect(login.ok()).toBe(true)
    for (const path of ['/nowhere', '/en/no-such-page']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByText('This page could not be found').first()).toBeVisible()
      await page.waitForTimeout(500)
      expect(new URL(page.url()).pathname).toBe(path)
    }
  })

  test('the lang cookie picks the site at /, and an unsupported language is a 404', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'ru', url: baseURL! }])
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/ru')
    await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }])
    const response = await page.goto('/')
    expect(response?.status()).toBe(404)
  })
})

test.describe('phone-sized window', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  for (const site of ['cn', 'en', 'ru'] as const) {
    test(`/${site}: the hamburger opens the menu, one sub-menu at a time, and it closes on navigation`, async ({
      page,
    }) => {
      const t = uiStringsOfSite(site)
      await page.goto(`/${site}`)
      const burger = page.getByRole('button', { name: t.header.openMenu })
      await expect(burger).toBeVisible()
      const panelId = await burger.getAttribute('aria-controls')
      await burger.click()
      await expect(page.getByRole('button', { name: t.header.closeMenu })).toHaveAttribute('aria-expanded', 'true')
      const toggles = page.locator(`#${panelId} [aria-controls*="-sub-"]`)
      if ((await toggles.count()) >= 2) {
        await toggles.nth(0).click()
        await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true')
        await toggles.nth(1).click()
        await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true')
        await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'false')
      }
      const panel = page.locator(`#${panelId}`)
      const firstLink = panel.locator('a[href^="/"]').nth(1)
      const href = await firstLink.getAttribute('href')
      await firstLink.click()
      await page.waitForURL((url) => url.pathname === href!.split(/[?#]/)[0])
      await expect(panel).toBeHidden()
    })
  }

  test('the image-code field stays usable on a phone in every language', async ({ page }) => {
    for (const site of ['cn', 'en', 'ru'] as const) {
      await page.goto(`/${site}/contact`)
      const field = page.getByLabel(new RegExp(uiStringsOfSite(site).contactForm.imageCode)).first()
      await expect(field).toBeVisible()
      expect((await field.boundingBox())!.width, site).toBeGreaterThanOrEqual(100)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), site).toBe(true)
    }
  })

  test('the contact widget is not shown on a phone', async ({ page }) => {
    await page.goto('/cn')
    await expect(page.getByRole('complementary', { name: uiStringsOfSite('cn').widget.label })).toBeHidden()
  })
})

test('the contact widget shows on /cn desktop only', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/cn')
  await expect(page.getByRole('complementary', { name: uiStringsOfSite('cn').widget.label })).toBeVisible()
  await page.goto('/en')
  await expect(page.getByRole('complementary', { name: uiStringsOfSite('en').widget.label })).toHaveCount(0)
})

test('the language switch sets the cookie and keeps the page, round trip', async ({ page, context }) => {
  await page.goto('/en/aboutus')
  await page.getByRole('button', { name: new RegExp(uiStringsOfSite('en').header.language) }).click()
  await page.getByRole('link', { name: 'Русский' }).click()
  await page.waitForURL('**/ru/aboutus')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ru')
  await page.getByRole('button', { name: new RegExp(uiStringsOfSite('ru').header.language) }).click()
  await page.getByRole('link', { name: '简体中文' }).click()
  await page.waitForURL('**/cn/aboutus')
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh-cn')
  await page.getByRole('button', { name: new RegExp(uiStringsOfSite('cn').header.language) }).click()
  await page.getByRole('link', { name: 'English' }).click()
  await page.waitForURL('**/en/aboutus')
})

test('the top progress bar shows during a slow navigation and a slow request', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const bar = page.getByRole('progressbar', { name: uiStringsOfSite('en').common.loading })
  // The data of /en/aboutus (its prefetch too) arrives only after 2.5 s: the bar appears after its 200 ms throttle,
  // then goes when the page shows.
  await page.route(/\/en\/aboutus/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    await route.continue()
  })
  await page.goto('/en')
  await expect(bar).toBeHidden()
  await page.locator('a[href="/en/aboutus"]:visible').first().click()
  await expect(bar).toBeVisible({ timeout: 2_000 })
  await page.waitForURL('**/en/aboutus')
  await expect(bar).toBeHidden()
  await page.unroute(/\/en\/aboutus/)

  // A request that takes a while (the contact form's post) shows it too.
  await page.goto('/en/contact')
  await page.route('**/public/contact/us', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.fulfill({ json: { code: 1, msg: 'Wrong image code', data: null } })
  })
  const t = uiStringsOfSite('en')
  const form = page.locator('form').filter({ has: page.getByLabel(new RegExp(t.contactForm.subject)) })
  await form.getByLabel(new RegExp(t.contactForm.firstName)).fill('Anna')
  await form.getByLabel(new RegExp(t.contactForm.lastName)).fill('Smith')
  await form.getByLabel(new RegExp(t.contactForm.email)).fill('progress@example.com')
  await form.getByLabel(new RegExp(t.contactForm.subject)).fill('Progress')
  await form.getByLabel(new RegExp(t.contactForm.message)).fill('Checking the progress bar')
  await form.getByLabel(new RegExp(t.contactForm.imageCode)).fill('abcd')
  // Consent to the processing of personal data: without it the form sends nothing.
  await form.getByRole('checkbox', { name: /my personal data is processed/ }).check()
  await form.getByRole('button', { name: t.forms.submit }).click()
  await expect(bar).toBeVisible({ timeout: 1_400 })
  await expect(bar).toBeHidden({ timeout: 5_000 })
})

test('desktop menus: hovering opens the dropdown with its card and columns; the button and Escape close it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const t = uiStringsOfSite('en')
  await page.goto('/en')
  const toggle = page.locator('header nav button[aria-controls^="menu-panel-"]').first()
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await expect(panel).toBeHidden()
  await toggle.locator('xpath=ancestor::li[1]').hover()
  await expect(panel).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(panel.getByRole('link', { name: new RegExp(`^${t.common.learnMore}`) })).toBeVisible()
  expect(await panel.locator('ul a[href^="/en"]').count()).toBeGreaterThan(0)
  // Keyboard: the disclosure button toggles it, Escape closes it and keeps the focus on the button.
  await page.mouse.move(640, 700)
  await toggle.focus()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
})

test('the Chinese hamburger menu closes when the window grows to 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const t = uiStringsOfSite('cn')
  await page.goto('/cn')
  await page.getByRole('button', { name: t.header.openMenu }).click()
  const close = page.getByRole('button', { name: t.header.closeMenu })
  await expect(close).toHaveAttribute('aria-expanded', 'true')
  const panel = page.locator(`#${await close.getAttribute('aria-controls')}`)
  await expect(panel).toBeVisible()
  await page.setViewportSize({ width: 800, height: 740 })
  await expect(panel).toBeHidden()
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(page.getByRole('button', { name: t.header.openMenu })).toHaveAttribute('aria-expanded', 'false')
})

test("the language switch goes to the other site's home when the page does not exist there", async ({ page }) => {
  await page.goto('/cn/investment')
  await page.getByRole('button', { name: new RegExp(uiStringsOfSite('cn').header.language) }).click()
  await page.getByRole('link', { name: 'English' }).click()
  await page.waitForURL((url) => url.pathname === '/en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a navigation starts at the top of the new page; going back returns to where the reader was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/en/aboutus')
  await page.mouse.wheel(0, 1500)
  await page.waitForFunction(() => window.scrollY > 1000)
  const before = await page.evaluate(() => window.scrollY)
  // A click from script: Playwright's own click would first scroll the footer link into view.
  await page
    .locator('footer a[href="/en/contact"]')
    .first()
    .evaluate((link: HTMLAnchorElement) => link.click())
  await page.waitForURL('**/en/contact')
  await page.waitForFunction(() => window.scrollY === 0)
  await page.goBack()
  await page.waitForURL('**/en/aboutus')
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 50, before, { timeout: 5_000 })
})

test('home pages describe the company in JSON-LD and carry the product name in their title', async ({ page }) => {
  for (const [site, brand] of [
    ['cn', '贸易罗盘'],
    ['en', 'TradeCompass'],
    ['ru', 'TradeCompass'],
  ] as const) {
    await page.goto(`/${site}`)
    await expect(page).toHaveTitle(new RegExp(brand))
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(data['@type']).toBe('Organization')
    expect(data.url).toMatch(new RegExp(`/${site}$`))
    expect(String(data.name).length).toBeGreaterThan(2)
  }
})

test('pages with forms load without breaking the content security policy', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    )
  })
  for (const path of ['/en', '/en/package', '/en/contact', '/en/service/debtcollection']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
      [],
    )
  }
})

test('back to top brings a long page back to the top', async ({ page }) => {
  await page.goto('/cn/aboutus')
  await page.mouse.wheel(0, 4000)
  await page.waitForFunction(() => window.scrollY > 1000)
  await page
    .getByRole('button', { name: uiStringsOfSite('cn').footer.backToTop })
    .first()
    .click()
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 })
})

test('hreflang alternates and canonical point at the same page on the other sites', async ({ page }) => {
  await page.goto('/en/aboutus')
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]))
  expect(alternates).toEqual(
    expect.arrayContaining([
      ['zh-CN', '/cn/aboutus'],
      ['en', '/en/aboutus'],
      ['ru', '/ru/aboutus'],
      ['x-default', '/en/aboutus'],
    ]),
  )
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/en/aboutus')
})

test('sitemap.xml lists the pages of every site; robots.txt keeps the admin out', async ({ request }) => {
  // A sitemap index of parts of at most 50,000 URLs each.
  const index = await (await request.get('/sitemap.xml')).text()
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')))
  expect(parts.length).toBeGreaterThan(0)
  let sitemap = ''
  for (const part of parts) sitemap += await (await request.get(`${part.pathname}${part.search}`)).text()
  for (const path of ['/cn/aboutus', '/en/package', '/ru/content/faq']) expect(sitemap).toContain(path)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Disallow: \/admin/)
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const site of ['cn', 'en', 'ru'] as const) {
    for (const path of ['', '/aboutus', '/contact', ...(site === 'cn' ? [] : ['/package'])]) {
      test(`/${site}${path}`, async ({ page }) => {
        await page.goto(`/${site}${path}`)
        const results = await new AxeBuilder({ page }).analyze()
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(
          bad.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          ),
        ).toEqual([])
      })
    }
  }
})

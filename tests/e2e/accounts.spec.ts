/**
 * Member accounts in the browser: register → log in → the logged-in header shows the menus the
 * permissions allow (the two demo members differ) → sign out with confirmation → the right home; a forged or
 * expired token logs the visitor out. The web server runs with SEED_DEMO_MEMBERS=true (playwright.config.ts).
 */
import { createHash, createHmac } from 'node:crypto'

import { expect, test, type BrowserContext, type Page } from '@playwright/test'

import { issueCaptchaCookie } from '../../src/features/forms/captcha/token'
import { CONSENT_REQUIRED } from '../../src/domain/consent'

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console navigation' })
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu:/ })

async function logIn(page: Page, email: string, password = 'demo12345', redirect = '/en') {
  await page.goto(`/login?lang=en&redirect=${encodeURIComponent(redirect)}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname === redirect.split('?')[0])
  await expect(accountButton(page)).toBeVisible()
}

async function signOut(page: Page) {
  await accountButton(page).click()
  await page.getByRole('button', { name: 'Sign out' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Sign out' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
}

async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'ts-token')
  expect(cookie?.httpOnly).toBe(true)
  return cookie!.value
}

/** Re-signs a real token's claims with another expiry, the way Payload signs them (HS256, Payload's derived secret). */
function resign(token: string, expOffsetSeconds: number): string {
  const [header, body] = token.split('.') as [string, string]
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>
  const now = Math.floor(Date.now() / 1000)
  const payloadPart = Buffer.from(JSON.stringify({ ...claims, iat: now - 3600, exp: now + expOffsetSeconds })).toString(
    'base64url',
  )
  const secret = payloadDerivedSecret()
  const signature = createHmac('sha256', secret).update(`${header}.${payloadPart}`).digest('base64url')
  return `${header}.${payloadPart}.${signature}`
}

/** Payload signs tokens with sha256(PAYLOAD_SECRET) as hex, first 32 characters. */
function payloadDerivedSecret(): string {
  return createHash('sha256')
    .update(process.env.PAYLOAD_SECRET || 'development-secret-change-me')
    .digest('hex')
    .slice(0, 32)
}

test('guest pages do not carry the console menu; members load it from /next/console-menu', async ({ request }) => {
  const html = await (await request.get('/en')).text()
  expect(html).not.toContain('Shipments search')
  const answer = await request.get('/next/console-menu/en')
  expect(answer.status()).toBe(200)
  const { items } = (await answer.json()) as { items: { name: string; children: { name: string }[] }[] }
  expect(items.map((item) => item.name)).toContain('Dashboard')
  expect(items.flatMap((item) => item.children.map((child) => child.name))).toContain('Shipments search')
  expect((await request.get('/next/console-menu/xx')).status()).toBe(404)
})

test('a visitor registers, is logged in, sees the free menus only, and signs out after confirming', async ({
  page,
  context,
}) => {
  await page.goto('/en')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Join free' })).toBeVisible()
  await header.getByRole('link', { name: 'Join free' }).click()
  await page.waitForURL(/\/register\?/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en')

  // The image code: wait for the picture (it sets its cookie), then bind a known answer with the shared contract.
  const image = page.getByRole('img', { name: 'Image code picture' })
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await context.addCookies([
    {
      name: 'ts-captcha',
      value: issueCaptchaCookie('e2e7', Date.now()),
      domain: '127.0.0.1',
      path: '/',
      httpOnly: true,
    },
  ])

  const email = `e2e-${Date.now()}@example.org`
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('secret-123')
  await page.getByLabel('Image code', { exact: true }).fill('E2E7')
  // Consent to the processing of personal data: unticked, required, its label links to the policy.
  const consent = page.getByRole('checkbox', { name: /my personal data is processed/ })
  await expect(consent).not.toBeChecked()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText(CONSENT_REQUIRED.en)).toBeVisible()
  await expect(page).toHaveURL(/\/register\?/)
  await consent.check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL((url) => url.pathname === '/en')

  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0)
  const nav = consoleNav(page)
  await expect(nav.getByRole('link', { name: 'Data center', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Trade search' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Marketing', exact: true })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Cost' })).toHaveCount(0)

  // The user dropdown: account name, ID, main-account marker, e-mail, account settings.
  await accountButton(page).click()
  await expect(page.getByText('Main account', { exact: true })).toBeVisible()
  await expect(page.getByText(email).first()).toBeVisible()
  // No console origin in these tests: the console's account pages are explained on the site's page about the console.
  await expect(page.getByRole('link', { name: 'Basic information' })).toHaveAttribute('href', '/en/console')

  // Cancel keeps the session; confirm ends it and goes to the English home.
  await page.getByRole('button', { name: 'Sign out' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Sign out' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(accountButton(page)).toBeVisible()
  await signOut(page)
  await page.waitForURL((url) => url.pathname === '/en')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  expect((await context.cookies()).some((c) => c.name === 'ts-token')).toBe(false)
})

test('the global demo member sees the menus its permissions allow; the normal one does not', async ({
  page,
  context,
}) => {
  // Wide enough for the whole console menu in one row (narrower windows fold the last items under "More").
  await page.setViewportSize({ width: 1920, height: 1080 })
  await logIn(page, 'global@demo.test')
  const nav = consoleNav(page)
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Trade search' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Marketing', exact: true })).toBeVisible()
  // Cost may still sit in the "More" fold: present in the menu (hidden until opened). No console origin is set here, so
  // it leads to the page about the console; its /cost/paymentLink on the console is checked with
  // CONSOLE_URL set in trust-header.spec.ts.
  await expect(nav.getByRole('link', { name: 'Cost', includeHidden: true }).first()).toHaveAttribute(
    'href',
    '/en/console',
  )
  // Hover dropdown with the e-mail center (EMAIL) and the CRM (trade SO).
  await nav.getByRole('link', { name: 'Business management' }).hover()
  await expect(nav.getByRole('link', { name: 'Mailboxes' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Private customers' })).toBeVisible()
  await accountButton(page).click()
  await expect(page.getByRole('link', { name: 'Account management' })).toBeVisible()
  await page.keyboard.press('Escape')

  // On a package page the header keeps its console menu (one shape on every page) and the site's menu is
  // the alternate bar below it.
  await page.goto('/en/package')
  await expect(consoleNav(page)).toBeVisible()
  await expect(page.getByTestId('alternate-bar').getByRole('navigation', { name: 'Main navigation' })).toBeVisible()

  // §2.7: the English credit-report page of a logged-in visitor is the Chinese one in English.
  await page.goto('/en/service/cedarRose')
  await page.waitForURL(/\/cn\/service\/cedarRose\?lang=en/)

  // Signing out from the Chinese site lands on /cn.
  await page.goto('/cn')
  await page.getByRole('button', { name: /^账户菜单/ }).click()
  await page.getByRole('button', { name: '退出登录' }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await page.waitForURL((url) => url.pathname === '/cn')
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible()
  expect((await context.cookies()).some((c) => c.name === 'ts-token')).toBe(false)

  await logIn(page, 'normal@demo.test')
  await expect(consoleNav(page).getByRole('link', { name: 'Data center', exact: true })).toBeVisible()
  await expect(consoleNav(page).getByRole('link', { name: 'Trade search' })).toHaveCount(0)
  await expect(consoleNav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
  await accountButton(page).click()
  await expect(page.getByRole('link', { name: 'Account management' })).toHaveCount(0)
})

test('a forged or an expired token logs the visitor out and sends them home', async ({ page, context }) => {
  await logIn(page, 'normal@demo.test', 'demo12345', '/en/products')
  const token = await tokenOf(context)
  const url = new URL(page.url())

  // The same claims re-signed with a future expiry still work (the signing is right)…
  await context.addCookies([
    { name: 'ts-token', value: resign(token, 3600), domain: url.hostname, path: '/', httpOnly: true },
  ])
  await page.reload()
  await expect(accountButton(page)).toBeVisible()

  // …an expired one logs out.
  await context.addCookies([
    { name: 'ts-token', value: resign(token, -60), domain: url.hostname, path: '/', httpOnly: true },
  ])
  await page.goto('/ru/products')
  await page.waitForURL((u) => u.pathname === '/ru')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible()
  expect((await context.cookies()).some((c) => c.name === 'ts-token')).toBe(false)

  // A forged token too.
  await context.addCookies([
    { name: 'ts-token', value: `${token.slice(0, -4)}AAAA`, domain: url.hostname, path: '/', httpOnly: true },
  ])
  await page.goto('/en/products')
  await page.waitForURL((u) => u.pathname === '/en')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  expect((await context.cookies()).some((c) => c.name === 'ts-token')).toBe(false)
})

/**
 * "My orders" on the sites: a member places an order, opens My orders from the account menu, sees it
 * awaiting payment with its reservation and a pay link, follows it to the payment page (also on /cn), pays with the
 * local PayPal-compatible server and sees it paid with its receipt link. Another member does not see it; a guest gets
 * the log-in prompt; the page and its data are never stored by a shared cache.
 *
 * With SHOTS=1 a second test writes screenshots of My orders (orders in several states) and of the payment page of a
 * part-paid bank transfer, at 375–1920 px in cn, en and ru, to SHOTS_DIR (default /work/shots).
 */
import { mkdirSync } from 'node:fs'

import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

import { e2ePaypalPort } from '../../playwright.config'
import { CAPTCHA_COOKIE, issueCaptchaCookie } from '../../src/features/forms/captcha/token'
import { startFakePaypal, type FakePaypal } from '../support/fake-paypal'

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD || 'admin-ci-2026',
}
let paypal: FakePaypal
let seq = 0

test.beforeAll(async () => {
  paypal = await startFakePaypal(e2ePaypalPort)
})
test.afterAll(async () => {
  await paypal?.close()
})

type Buyer = { email: string; token: string; headers: Record<string, string> }

/** A new member registered and logged in through the API (as the purchase form does). */
async function newMember(request: APIRequestContext, baseURL: string, name: string): Promise<Buyer> {
  const email = `${name}-${Date.now()}-${++seq}@example.org`
  const from = {
    'x-forwarded-for': `198.51.100.${((Date.now() + seq * 7) % 200) + 20}`,
    origin: baseURL,
    referer: `${baseURL}/en/package`,
  }
  const registered = await request.post('/api/members', {
    data: { email, password: 'secret-123', captcha: 'k7Mx', consent: true },
    headers: { ...from, cookie: `${CAPTCHA_COOKIE}=${issueCaptchaCookie('k7Mx')}` },
  })
  expect(registered.status(), await registered.text()).toBeLessThan(300)
  const login = await request.post('/api/members/login', { data: { email, password: 'secret-123' }, headers: from })
  const token = ((await login.json()) as { token: string }).token
  return { email, token, headers: { ...from, cookie: `ts-token=${token}` } }
}

async function placeOrder(request: APIRequestContext, buyer: Buyer, packageCode: string): Promise<number> {
  const placed = (await (
    await request.post('/pay/payment', { data: { packageCode, consent: true }, headers: buyer.headers })
  ).json()) as { code: number; data: { id: number } }
  expect(placed.code).toBe(1)
  return placed.data.id
}

async function payByPaypal(request: APIRequestContext, buyer: Buyer, id: number): Promise<void> {
  await request.post('/public/paypal', { data: { orderId: id }, headers: buyer.headers })
  const captured = (await (
    await request.post('/public/paypal/capture', { data: { orderId: id }, headers: buyer.headers })
  ).json()) as { data: { status: string } }
  expect(captured.data.status).toBe('paid')
}

/** The browser context logged in as this member (the site's http-only session cookie), or as nobody. */
async function actAs(context: BrowserContext, baseURL: string, buyer: Buyer | null): Promise<void> {
  await context.clearCookies()
  if (buyer) await context.addCookies([{ name: 'ts-token', value: buyer.token, url: baseURL, httpOnly: true }])
}

const row = (page: Page, id: number) => page.locator(`tr[data-order="${id}"]`)

test('a member finds the order under My orders, pays it from there and sees the receipt; nobody else sees it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.skip(Boolean(process.env.PAYPAL_CLIENT_ID), 'runs against the local PayPal-compatible server only')
  test.setTimeout(120_000)
  const ada = await newMember(request, baseURL!, 'ada')
  const bob = await newMember(request, baseURL!, 'bob')
  const id = await placeOrder(request, ada, 'Plus')

  await actAs(context, baseURL!, ada)
  await page.goto('/en')
  await page.getByRole('button', { name: /^Account menu:/ }).click()
  await page.getByRole('link', { name: 'My orders' }).click()
  await expect(page).toHaveURL(/\/en\/orders$/)
  await expect(page).toHaveTitle('My orders')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible()
  await expect(row(page, id).getByTestId('my-order-status')).toHaveText(/Awaiting payment/)
  await expect(row(page, id)).toContainText('Reserved until')
  await expect(row(page, id)).toContainText('2,999.00')
  await expect(row(page, id)).toContainText('Global Plus · 1 year')
  await expect(row(page, id).getByRole('link', { name: /Receipt/ })).toHaveCount(0)

  // The same order in Chinese on /cn, whose pay link opens the Chinese payment page.
  await page.goto('/cn/orders')
  await expect(row(page, id).getByTestId('my-order-status')).toHaveText(/待支付/)
  await row(page, id)
    .getByRole('link', { name: `去支付：订单 ${id}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/cn/payment/${id}$`))
  await expect(page.getByTestId('order-status')).toHaveText('待支付')
  await expect(page.getByRole('heading', { name: '银行转账' })).toBeVisible()

  // Back in English: pay from the payment page the list links to.
  await page.goto('/en/orders')
  await row(page, id)
    .getByRole('link', { name: `Pay now: order ${id}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/en/payment/${id}$`))
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment')
  await page.getByRole('button', { name: 'Pay with PayPal' }).click()
  await expect(page.getByTestId('order-status')).toHaveText('Paid')

  await page.goto('/en/orders')
  await expect(row(page, id).getByTestId('my-order-status')).toHaveText(/Paid/)
  await expect(row(page, id).getByRole('link', { name: `Receipt (PDF): order ${id}` })).toHaveAttribute(
    'href',
    `/pay/invoice/${id}`,
  )
  await expect(row(page, id).getByRole('link', { name: /Pay now/ })).toHaveCount(0)

  // Another member: none of Ada's orders, neither on the page nor from the API behind it.
  await actAs(context, baseURL!, bob)
  await page.goto('/en/orders')
  await expect(page.getByText('No orders yet.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'See the packages' })).toHaveAttribute('href', '/en/package')
  await expect(row(page, id)).toHaveCount(0)
  const bobs = await page.evaluate(async () => {
    const response = await fetch('/pay/orders')
    return {
      cacheControl: response.headers.get('cache-control'),
      body: (await response.json()) as { data: { orders: { id: number }[] } },
    }
  })
  expect(bobs.body.data.orders).toEqual([])
  expect(bobs.cacheControl).toBe('private, no-store')

  // A guest: the log-in prompt (coming back here), no data; the page is not kept by shared caches.
  await actAs(context, baseURL!, null)
  const answer = await page.goto('/en/orders')
  expect(answer?.headers()['cache-control']).toMatch(/no-store/)
  await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveText('Please log in to see your orders.')
  await expect(page.locator('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    /redirect=%2Fen%2Forders/,
  )
  await expect(page.getByTestId('my-orders')).toHaveCount(0)
})

/** An administrator's session in its own context; the REST API is called from its page (the cookie is Secure). */
async function adminPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto('/cn')
  const status = await page.evaluate(async (who) => {
    const response = await fetch('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(who),
    })
    return response.status
  }, ADMIN)
  expect(status).toBe(200)
  return page
}

async function adminCall(page: Page, method: 'PATCH' | 'POST', path: string, body: unknown): Promise<void> {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: response.status, text: await response.text() }
    },
    { method, path, body },
  )
  expect(result.status, result.text).toBeLessThan(300)
}

test('screenshots of My orders and of a part-paid payment page (SHOTS=1)', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  test.skip(!process.env.SHOTS, 'set SHOTS=1 to write the screenshots')
  test.setTimeout(600_000)
  const dir = process.env.SHOTS_DIR || '/work/shots'
  mkdirSync(dir, { recursive: true })

  const buyer = await newMember(request, baseURL!, 'lin')
  const refunded = await placeOrder(request, buyer, 'Plus')
  await payByPaypal(request, buyer, refunded)
  const paid = await placeOrder(request, buyer, 'Global')
  await payByPaypal(request, buyer, paid)
  const cancelled = await placeOrder(request, buyer, 'Luxury')
  const expired = await placeOrder(request, buyer, 'PRO')
  const open = await placeOrder(request, buyer, 'PRO')
  const partPaid = await placeOrder(request, buyer, 'Deluxe')

  const staff = await browser.newContext({ baseURL })
  const admin = await adminPage(staff)
  await adminCall(admin, 'POST', `/api/orders/${refunded}/refund`, {
    amount: 1000,
    reason: 'Two countries were not delivered',
  })
  await adminCall(admin, 'PATCH', `/api/orders/${cancelled}`, { status: 'cancelled', statusReason: 'e2e' })
  await adminCall(admin, 'PATCH', `/api/orders/${expired}`, { status: 'invalid', invalidReason: 'expired' })
  await adminCall(admin, 'PATCH', `/api/orders/${partPaid}`, {
    transfers: [
      {
        amount: 2000,
        currency: 'USD',
        valueDate: new Date().toISOString().slice(0, 10),
        bankReference: 'HSBC-HK-20261125-4471',
      },
    ],
  })
  await staff.close()

  await actAs(context, baseURL!, buyer)
  for (const site of ['cn', 'en', 'ru'] as const) {
    for (const width of [375, 768, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/${site}/orders`)
      await expect(row(page, partPaid).getByTestId('my-order-outstanding')).toBeVisible()
      await expect(row(page, open)).toBeVisible()
      await expect(page.locator('[data-session="member"]').first()).toBeAttached()
      await page.screenshot({ path: `${dir}/my-orders-${site}-${width}.png`, fullPage: true })
      await page.goto(`/${site}/payment/${partPaid}`)
      await expect(page.getByTestId('order-outstanding')).toBeVisible()
      await expect(page.locator('[data-session="member"]').first()).toBeAttached()
      await page.screenshot({ path: `${dir}/payment-part-${site}-${width}.png`, fullPage: true })
    }
    // The account menu with its "My orders" link.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/${site}/orders`)
    await page
      .locator('[data-session="member"] button[aria-haspopup], [data-session="member"] button[aria-expanded]')
      .first()
      .click()
    await page.screenshot({ path: `${dir}/account-menu-${site}-1440.png` })
  }
  // A guest, and a member without orders, on a phone.
  await page.setViewportSize({ width: 375, height: 800 })
  await actAs(context, baseURL!, null)
  await page.goto('/en/orders')
  await expect(page.getByText('Please log in to see your orders.')).toBeVisible()
  await page.screenshot({ path: `${dir}/my-orders-guest-en-375.png` })
  await actAs(context, baseURL!, await newMember(request, baseURL!, 'new'))
  await page.goto('/ru/orders')
  await expect(page.getByText('Заказов пока нет.')).toBeVisible()
  await page.screenshot({ path: `${dir}/my-orders-empty-ru-375.png` })
})

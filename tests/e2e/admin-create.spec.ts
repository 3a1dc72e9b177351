/**
 * The admin in zh and ru, and "Create New".
 * - Opening "Create New" of a collection with drafts and autosave and leaving creates nothing: no row, nothing in
 *   the list (Payload's own screen saves an untitled draft the moment it opens). Typing a title and saving
 *   creates exactly one document, which autosave then keeps up to date.
 * - In Chinese, the Site settings and an order's screen show Chinese labels, not the field names in English.
 * With SHOTS_DIR set, screenshots of both screens in zh and ru at 1280 px.
 */
import { mkdirSync } from 'node:fs'

import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { CAPTCHA_COOKIE, issueCaptchaCookie } from '../../src/features/forms/captcha/token'

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD || 'admin-ci-2026',
}

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.ok(), 'the e2e administrator can log in (set E2E_ADMIN_EMAIL/PASSWORD)').toBeTruthy()
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** How many documents (drafts included) the collection holds, as staff see them through the REST API. */
async function count(request: APIRequestContext, headers: Record<string, string>, collection: string, where = '') {
  const response = await request.get(`/api/${collection}?draft=true&depth=0&limit=1${where}`, { headers })
  expect(response.ok()).toBeTruthy()
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** A label, tab or heading of the edit form that starts with the text (field labels go on with " * — 简体中文"). */
const startingWith = (page: Page, text: string) =>
  page
    .locator('form')
    .getByText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .first()

async function logIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(ADMIN.email)
  await page.locator('input[name="password"]').fill(ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin$/)
}

async function adminIn(browser: Browser, language: 'en' | 'zh' | 'ru') {
  const context = await browser.newContext({
    locale: { en: 'en-US', zh: 'zh-CN', ru: 'ru-RU' }[language],
    viewport: { width: 1280, height: 900 },
  })
  const page = await context.newPage()
  await logIn(page)
  return { context, page }
}

test('opening "Create New" and leaving creates nothing; typing a title and saving creates exactly one document', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await staffHeaders(request)
  const { context, page } = await adminIn(browser, 'en')

  for (const collection of ['pages', 'news']) {
    const before = await count(request, headers, collection)
    await page.goto(`/admin/collections/${collection}/create`)
    await expect(page.locator('input[name="title"]')).toBeVisible()
    // Well past the autosave interval (800 ms): the screen stays a form for a new document.
    await page.waitForTimeout(3_000)
    expect(page.url(), `${collection}: still the create screen`).toMatch(
      new RegExp(`/admin/collections/${collection}/create`),
    )
    await page.goto(`/admin/collections/${collection}`)
    await page.waitForTimeout(1_000)
    expect(await count(request, headers, collection), `${collection}: no document was created`).toBe(before)
  }

  // Typing then saving a draft creates the page once; autosave then updates that same page.
  const stamp = Date.now()
  const mine = `&where[title][like]=${stamp}`
  const before = await count(request, headers, 'pages')
  await page.goto('/admin/collections/pages/create')
  await page.locator('input[name="title"]').fill(`Create test ${stamp}`)
  await page.locator('input[name="path"]').fill(`create-test-${stamp}`)
  await page.waitForTimeout(2_000)
  expect(await count(request, headers, 'pages'), 'nothing is saved before the editor saves').toBe(before)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
  expect(await count(request, headers, 'pages')).toBe(before + 1)
  expect(await count(request, headers, 'pages', mine)).toBe(1)

  await page.locator('input[name="title"]').fill(`Create test ${stamp} edited`)
  await expect
    .poll(() => count(request, headers, 'pages', `&where[title][like]=${stamp} edited`), { timeout: 15_000 })
    .toBe(1)
  expect(await count(request, headers, 'pages'), 'autosave updates the page, it does not create another').toBe(
    before + 1,
  )
  await context.close()
})

/** An unpaid order of a new member (the order screen needs one). */
async function placeOrder(request: APIRequestContext, baseURL: string): Promise<number> {
  const email = `labels-buyer-${Date.now()}@example.org`
  const from = {
    'x-forwarded-for': `198.51.100.${(Date.now() % 200) + 20}`,
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
  const placed = (await (
    await request.post('/pay/payment', {
      data: { packageCode: 'Plus', consent: true },
      headers: { ...from, cookie: `ts-token=${token}` },
    })
  ).json()) as { code: number; data: { id: number } }
  expect(placed.code).toBe(1)
  return placed.data.id
}

test('the Chinese admin shows the Site settings and an order in Chinese', async ({ browser, request, baseURL }) => {
  test.setTimeout(process.env.SHOTS_DIR ? 300_000 : 120_000)
  const orderId = await placeOrder(request, baseURL!)
  const { context, page } = await adminIn(browser, 'zh')

  await page.goto('/admin/globals/site-settings')
  for (const text of [
    '公司与数据口径',
    '悬浮联系窗（/cn）',
    '银行转账',
    '社交媒体',
    '公司名称',
    '标语',
    '网站展示数据',
    '客服邮箱',
  ]) {
    await expect(startingWith(page, text), text).toBeVisible()
  }
  const settings = await page.locator('main, .template-default__wrap').first().innerText()
  for (const english of [
    'Company and claims',
    'Company Name',
    'Slogan',
    'Claims',
    'Support Email',
    'Contact widget',
    'Social links',
  ]) {
    expect(settings, `no "${english}" on the zh Site settings`).not.toContain(english)
  }

  await page.goto(`/admin/collections/orders/${orderId}`)
  for (const text of ['会员', '套餐代码', '金额', '币种', '状态', '支付方式', '保留至', '内部备注']) {
    await expect(startingWith(page, text), text).toBeVisible()
  }
  const order = await page.locator('main, .template-default__wrap').first().innerText()
  for (const english of [
    'Tier Code',
    'Reserved Until',
    'Provider Order Id',
    'Staff notes',
    'Snapshot of the yearly price',
    'unpaid',
  ]) {
    expect(order, `no "${english}" on the zh order`).not.toContain(english)
  }
  await page.goto('/admin/collections/orders')
  await expect(page.locator('table thead').getByText('套餐代码')).toBeVisible()
  await expect(page.locator('table tbody').getByText('待支付').first()).toBeVisible()
  await context.close()

  const dir = process.env.SHOTS_DIR
  if (dir) {
    mkdirSync(dir, { recursive: true })
    for (const language of ['zh', 'ru'] as const) {
      const admin = await adminIn(browser, language)
      for (const [name, url] of [
        ['site-settings', '/admin/globals/site-settings'],
        ['orders', '/admin/collections/orders'],
        ['order', `/admin/collections/orders/${orderId}`],
      ]) {
        await admin.page.goto(url!)
        await admin.page.locator('form, table').first().waitFor()
        await admin.page.waitForTimeout(1_000)
        await admin.page.screenshot({ path: `${dir}/${name}-${language}-1280.png`, fullPage: true })
      }
      await admin.context.close()
    }
  }
})

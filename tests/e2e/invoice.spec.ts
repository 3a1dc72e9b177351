/**
 * The receipt of a paid order: a member pays a Plus order (2,999 USD) through the local PayPal-compatible
 * server, opens the payment page and downloads the receipt from its link; the PDF holds the receipt's number and the
 * amount. Another member and a guest asking for the same receipt get 404.
 */
import { execFileSync } from 'node:child_process'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { e2ePaypalPort } from '../../playwright.config'
import { CAPTCHA_COOKIE, issueCaptchaCookie } from '../../src/features/forms/captcha/token'
import { startFakePaypal, type FakePaypal } from '../support/fake-paypal'

let paypal: FakePaypal

test.beforeAll(async () => {
  paypal = await startFakePaypal(e2ePaypalPort)
})
test.afterAll(async () => {
  await paypal?.close()
})

/** A new member, registered and logged in through the API: their session token and request headers. */
async function newMember(request: APIRequestContext, baseURL: string, name: string) {
  const email = `${name}-${Date.now()}@example.org`
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
  return { token, headers: { ...from, cookie: `ts-token=${token}` } }
}

test('the buyer downloads the receipt of a paid order from the payment page; another member gets 404', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.skip(Boolean(process.env.PAYPAL_CLIENT_ID), 'runs against the local PayPal-compatible server only')
  test.setTimeout(120_000)
  const buyer = await newMember(request, baseURL!, 'receipt-buyer')
  const placed = (await (
    await request.post('/pay/payment', { data: { packageCode: 'Plus', consent: true }, headers: buyer.headers })
  ).json()) as { code: number; data: { id: number } }
  expect(placed.code).toBe(1)
  const id = placed.data.id

  // The buyer's browser: the payment page of the unpaid order has no receipt yet; paying shows its link.
  await context.addCookies([{ name: 'ts-token', value: buyer.token, url: baseURL! }])
  await page.goto(`/en/payment/${id}`)
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment')
  await expect(page.getByTestId('invoice-link')).toHaveCount(0)
  await page.getByRole('button', { name: 'Pay with PayPal' }).click()
  await expect(page.getByTestId('order-status')).toHaveText('Paid')

  const link = page.getByRole('link', { name: 'Download receipt (PDF)' })
  await expect(link).toBeVisible()
  const number = (await link.locator('xpath=following-sibling::span').textContent())!.trim()
  expect(number).toMatch(/^TC-\d{4}-\d{6}$/)
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  const file = test.info().outputPath(`${number}.pdf`)
  await download.saveAs(file)
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
  expect(text).toContain(number)
  expect(text).toContain('$2,999.00')
  expect(text).toContain('RECEIPT')

  // The same address for its owner answers the PDF; for another member and for a guest, 404.
  const owner = await request.get(`/pay/invoice/${id}`, { headers: buyer.headers })
  expect(owner.status()).toBe(200)
  expect(owner.headers()['content-type']).toBe('application/pdf')
  expect(owner.headers()['cache-control']).toContain('no-store')
  const other = await newMember(request, baseURL!, 'receipt-other')
  expect((await request.get(`/pay/invoice/${id}`, { headers: other.headers })).status()).toBe(404)
  expect((await request.get(`/pay/invoice/${id}`, { headers: { cookie: '' } })).status()).toBe(404)
})

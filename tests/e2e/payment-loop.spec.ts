/**
 * The money loop in the browser, against the production build and the local PayPal-compatible server
 * (tests/support/fake-paypal.ts), which delivers signed webhooks to the app as PayPal does:
 *  - the buyer approves and closes the tab before the page's capture call → PayPal's webhook pays the order;
 *  - the same with the webhook lost → the reconciliation job pays it (run by an administrator, the quiet period and
 *    the schedule shortened by playwright.config.ts);
 *  - forged webhooks (wrong key, another webhook, a real delivery with another body, unsigned) → 4xx, nothing changes;
 *  - a bank transfer recorded in two parts in the admin → received and still to pay on the buyer's page, then paid;
 *  - the buyer's four mails (placed, reservation ends tomorrow, payment received, refund) in the SMTP sink, each once,
 *    in the order's language (Russian here, English with the bank transfer).
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { e2ePaypalPort, e2eSmtpPort } from '../../playwright.config'
import { CAPTCHA_COOKIE, issueCaptchaCookie } from '../../src/features/forms/captcha/token'
import { FAKE_PAYPAL_WEBHOOK_ID, signWebhook, startFakePaypal, type FakePaypal } from '../support/fake-paypal'
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp'

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD || 'admin-ci-2026',
}
const HOUR = 60 * 60 * 1000

let paypal: FakePaypal
let smtp: TestSmtp

test.beforeAll(async () => {
  paypal = await startFakePaypal(e2ePaypalPort)
  smtp = await startTestSmtp(e2eSmtpPort)
})
test.afterAll(async () => {
  await paypal?.close()
  await smtp?.stop()
})
test.beforeEach(async ({ baseURL }) => {
  test.skip(Boolean(process.env.PAYPAL_CLIENT_ID), 'runs against the local PayPal-compatible server only')
  paypal.sendWebhooksTo(new URL('/pay/paypal/webhook', baseURL).href)
  paypal.loseWebhooks(0)
})

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

let buyers = 0

/** A new member, registered and logged in through the API (one address each: registrations are limited per address). */
async function newMember(
  request: APIRequestContext,
  baseURL: string,
): Promise<{ email: string; headers: Record<string, string> }> {
  buyers++
  const email = `loop-${Date.now()}-${buyers}@example.org`
  const from = {
    'x-forwarded-for': `203.0.113.${(((Date.now() / 1000 + buyers * 17) % 230) | 0) + 10}`,
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
  expect(token).toBeTruthy()
  return { email, headers: { ...from, cookie: `ts-token=${token}` } }
}

/** A buyer logged in in this browser context. */
async function newBuyer(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
): Promise<{ email: string; headers: Record<string, string> }> {
  const member = await newMember(request, baseURL)
  const token = member.headers.cookie!.slice('ts-token='.length)
  await context.addCookies([{ name: 'ts-token', value: token, url: baseURL }])
  return member
}

/** Orders Plus on the site's package page as the logged-in member; answers the order's id (on its payment page). */
async function orderOnPage(page: Page, site: 'en' | 'ru'): Promise<number> {
  await page.goto(`/${site}/package?tier=Plus#purchase`)
  const form = page.locator('form[data-ready="true"]')
  await form.locator('#purchase-terms').check()
  await form.locator('#purchase-consent').check()
  await form.locator('button[type="submit"]').click()
  await page.waitForURL(new RegExp(`/${site}/payment/\\d+$`))
  return Number(/(\d+)$/.exec(page.url())![1])
}

/**
 * "Pay with PayPal", approved at PayPal (the fake approves at once), and the tab closed before the page's capture
 * call-back reaches the app. Answers the PayPal order's id.
 */
async function approveAndCloseTab(page: Page): Promise<string> {
  let captureAsked = false
  await page.route('**/public/paypal/capture', async (route) => {
    captureAsked = true
    await route.abort()
  })
  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/public/paypal' && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: /PayPal/ }).click()
  const answer = (await (await created).json()) as { code: number; data: { paypalOrderId: string } }
  expect(answer.code).toBe(1)
  await expect.poll(() => captureAsked).toBe(true)
  await page.close()
  return answer.data.paypalOrderId
}

/** An administrator logged in to the admin in a context of their own. */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.setViewportSize({ width: 1440, height: 1000 })
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(ADMIN.email)
  await page.getByLabel(/password/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /login|log in|登录/i }).click()
  await page.waitForURL(/\/admin$/)
  return page
}

/** The REST API from the page (the session cookie is Secure: the browser sends it to a local http origin). */
async function api(
  page: Page,
  path: string,
  init?: { method: string; body?: unknown },
): Promise<{ status: number; body: Json }> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(
        path,
        init
          ? {
              method: init.method,
              headers: { 'content-type': 'application/json' },
              body: init.body === undefined ? undefined : JSON.stringify(init.body),
            }
          : undefined,
      )
      return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> }
    },
    { path, init },
  )
}

const orderOf = async (admin: Page, id: number) => (await api(admin, `/api/orders/${id}?depth=0`)).body
const eventsOf = async (admin: Page, id: number) =>
  ((await api(admin, `/api/payment-events?where[order][equals]=${id}&depth=0&sort=createdAt`)).body.docs as Json[]).map(
    (event) => ({
      type: event.type,
      outcome: event.outcome,
      deliveries: event.deliveries,
    }),
  )

/** Runs the job queue as an administrator may (the scheduled sweeps that are due, and the mails). */
async function runQueue(admin: Page): Promise<void> {
  const run = await api(admin, '/api/payload-jobs/run?queue=default')
  expect(run.status, JSON.stringify(run.body)).toBe(200)
}

const mailsTo = (email: string): ReceivedMail[] => smtp.mails.filter((mail) => mail.to.includes(email.toLowerCase()))

/** Runs the queue until a mail to `email` whose subject matches arrives; answers it. */
async function mailArrives(admin: Page, email: string, subject: RegExp): Promise<ReceivedMail> {
  await expect
    .poll(
      async () => {
        if (!mailsTo(email).some((mail) => subject.test(mail.subject))) await runQueue(admin)
        return mailsTo(email).filter((mail) => subject.test(mail.subject)).length
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThan(0)
  return mailsTo(email).find((mail) => subject.test(mail.subject))!
}

test('approve and close the tab: PayPal’s webhook pays the order, captured once', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await newBuyer(request, context, baseURL!)
  const id = await orderOnPage(page, 'en')
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment')
  const captures = paypal.captures
  // PayPal's verify API fails once: the app cannot tell, answers 503 and PayPal delivers again.
  paypal.failNextVerification()
  const paypalOrderId = await approveAndCloseTab(page)

  // PayPal delivers CHECKOUT.ORDER.APPROVED, signed, and the app takes it (2xx: PayPal does not deliver it again).
  const delivery = () =>
    paypal.deliveries.find((d) => d.paypalOrderId === paypalOrderId && d.type === 'CHECKOUT.ORDER.APPROVED')
  await expect.poll(() => delivery()?.statuses, { timeout: 15_000 }).toEqual([503, 200])

  // The buyer comes back later: paid, the level raised; PayPal captured once.
  const back = await context.newPage()
  await back.goto(`/en/payment/${id}`)
  await expect(back.getByTestId('order-status')).toHaveText('Paid')
  await expect(back.getByTestId('member-level')).toHaveText('Your membership level: Global Plus')
  expect(paypal.captures).toBe(captures + 1)

  // It was the webhook (the reconciliation leaves an order 15 s quiet first): staff see the event and what it did.
  const admin = await adminPage(browser, baseURL!)
  expect(await eventsOf(admin, id)).toEqual([{ type: 'CHECKOUT.ORDER.APPROVED', outcome: 'paid', deliveries: 1 }])
  const order = await orderOf(admin, id)
  expect(order).toMatchObject({ status: 'paid', method: 'paypal', providerOrderId: paypalOrderId })
  expect(order.captureId).toBeTruthy()
})

test('webhook lost: the reconciliation job pays the approved order, captured once', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await newBuyer(request, context, baseURL!)
  const id = await orderOnPage(page, 'en')
  const captures = paypal.captures
  paypal.loseWebhooks(1)
  const paypalOrderId = await approveAndCloseTab(page)
  expect(paypal.deliveries.find((d) => d.paypalOrderId === paypalOrderId)).toMatchObject({
    type: 'CHECKOUT.ORDER.APPROVED',
    lost: true,
    statuses: [],
  })

  const admin = await adminPage(browser, baseURL!)
  expect((await orderOf(admin, id)).status).toBe('unpaid')
  // Only administrators run the queue: the buyer is refused.
  const buyerPage = await context.newPage()
  await buyerPage.goto(`/en/payment/${id}`)
  await expect(buyerPage.getByTestId('order-status')).toHaveText('Awaiting payment')
  expect((await api(buyerPage, '/api/payload-jobs/run?queue=default')).status).toBe(401)

  // The sweep (every 2 s here, every 5 minutes by default) settles it once the order has been quiet 15 s.
  await expect
    .poll(
      async () => {
        await runQueue(admin)
        return (await orderOf(admin, id)).status
      },
      { timeout: 90_000, intervals: [2000] },
    )
    .toBe('paid')
  expect(paypal.captures).toBe(captures + 1)
  expect(await eventsOf(admin, id)).toEqual([])
  await buyerPage.reload()
  await expect(buyerPage.getByTestId('order-status')).toHaveText('Paid')
  await expect(buyerPage.getByTestId('member-level')).toHaveText('Your membership level: Global Plus')
})

test('forged webhooks are refused and change nothing', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000)
  // A paid order (through the webhook), whose real delivery an attacker has seen.
  const buyer = await newMember(request, baseURL!)
  const placed = (await (
    await request.post('/pay/payment', { data: { packageCode: 'Plus', consent: true }, headers: buyer.headers })
  ).json()) as { code: number; data: { id: number } }
  expect(placed.code).toBe(1)
  const id = placed.data.id
  const created = (await (
    await request.post('/public/paypal', { data: { orderId: id }, headers: buyer.headers })
  ).json()) as { data: { paypalOrderId: string } }
  const paypalOrderId = created.data.paypalOrderId
  await expect
    .poll(() => paypal.deliveries.find((d) => d.paypalOrderId === paypalOrderId)?.statuses, { timeout: 10_000 })
    .toEqual([200])
  const real = paypal.deliveries.find((d) => d.paypalOrderId === paypalOrderId)!
  const admin = await adminPage(browser, baseURL!)
  const before = await orderOf(admin, id)
  expect(before.status).toBe('paid')

  // Each would refund the whole order if it were believed.
  const refunded = (eventId: string) => ({
    id: eventId,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'refund',
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    summary: 'A USD 2999.0 USD capture payment was refunded',
    resource: {
      id: `REF-${eventId}`,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '2999.00' },
      supplementary_data: { related_ids: { order_id: paypalOrderId } },
    },
  })
  const stamp = Date.now()
  const forgeries = {
    'signed with another key': signWebhook(refunded(`WH-KEY-${stamp}`), FAKE_PAYPAL_WEBHOOK_ID, 'not-paypals-key'),
    'for another webhook': signWebhook(refunded(`WH-HOOK-${stamp}`), 'ANOTHER-WEBHOOK-7'),
    'a real delivery with another body': {
      headers: real.headers,
      body: JSON.stringify({ ...(JSON.parse(real.body) as Json), ...refunded(real.eventId) }),
    },
    unsigned: { headers: { 'content-type': 'application/json' }, body: JSON.stringify(refunded(`WH-BARE-${stamp}`)) },
  }
  const verifications = paypal.verifications
  for (const [name, forged] of Object.entries(forgeries)) {
    const answer = await request.post('/pay/paypal/webhook', { headers: forged.headers, data: forged.body })
    expect(answer.status(), name).toBeGreaterThanOrEqual(400)
    expect(answer.status(), name).toBeLessThan(500)
  }
  // The three signed ones were put to PayPal's verify-webhook-signature, which refused them.
  expect(paypal.verifications).toBe(verifications + 3)

  const after = await orderOf(admin, id)
  expect(after.status).toBe('paid')
  expect(after.refunds).toEqual([])
  expect(after.updatedAt).toBe(before.updatedAt)
  // Only the real event is on record, delivered once.
  expect(await eventsOf(admin, id)).toEqual([{ type: 'CHECKOUT.ORDER.APPROVED', outcome: 'paid', deliveries: 1 }])
  const forgedIds = [`WH-KEY-${stamp}`, `WH-HOOK-${stamp}`, `WH-BARE-${stamp}`].join(',')
  expect((await api(admin, `/api/payment-events?where[eventId][in]=${forgedIds}&depth=0`)).body.totalDocs).toBe(0)
})

/** Adds a bank transfer row in the order's admin page and saves. */
async function recordTransfer(
  admin: Page,
  row: number,
  transfer: { amount: string; valueDate: string; reference: string },
) {
  const transfers = admin.locator('#field-transfers')
  await transfers.locator('.array-field__add-row').click()
  await admin.locator(`#field-transfers__${row}__amount`).fill(transfer.amount)
  await expect(admin.locator(`#field-transfers__${row}__currency`)).toHaveValue('USD')
  await admin.locator(`#field-transfers__${row}__valueDate input`).fill(transfer.valueDate)
  await admin.locator(`#field-transfers__${row}__valueDate input`).press('Enter')
  await admin.locator(`#field-transfers__${row}__bankReference`).fill(transfer.reference)
  await admin.locator('#action-save').click()
  await expect(admin.locator('.payload-toast-container')).toContainText(/success|成功|успешно/i)
}

test('a bank transfer in two parts, recorded in the admin: received and still to pay, then paid', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const buyer = await newBuyer(request, context, baseURL!)
  const id = await orderOnPage(page, 'en')
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment')
  await expect(page.getByTestId('order-outstanding')).toHaveCount(0)

  const admin = await adminPage(browser, baseURL!)
  await admin.goto(`/admin/collections/orders/${id}`)
  await recordTransfer(admin, 0, { amount: '1000', valueDate: '2026-11-20', reference: 'HSBC-E2E-0001' })

  await page.reload()
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment')
  await expect(page.getByTestId('order-received')).toHaveText(/^(US)?\$1,000\.00$/)
  await expect(page.getByTestId('order-outstanding')).toHaveText(/^(US)?\$1,999\.00$/)

  await admin.reload()
  await recordTransfer(admin, 1, { amount: '1999', valueDate: '2026-11-24', reference: 'HSBC-E2E-0002' })
  await expect(admin.locator('#field-status')).not.toContainText('Unpaid')
  await expect(admin.locator('#field-status')).toContainText('Paid')
  const stored = await orderOf(admin, id)
  expect(stored).toMatchObject({ status: 'paid', method: 'bank-transfer' })
  expect((stored.transfers as Json[]).map((t) => [t.amount, t.currency, t.bankReference])).toEqual([
    [1000, 'USD', 'HSBC-E2E-0001'],
    [1999, 'USD', 'HSBC-E2E-0002'],
  ])

  await page.reload()
  await expect(page.getByTestId('order-status')).toHaveText('Paid')
  await expect(page.getByTestId('member-level')).toHaveText('Your membership level: Global Plus')
  await expect(page.getByTestId('order-outstanding')).toHaveCount(0)

  // The buyer's mails, in English (the order was placed on /en): placed with the bank details, then paid; once each.
  const placedMail = await mailArrives(admin, buyer.email, new RegExp(`^Your order ${id}: Global Plus, \\$2,999\\.00$`))
  expect(placedMail.text).toContain('848-302715-838')
  const paid = await mailArrives(admin, buyer.email, new RegExp(`^Payment received for order ${id}$`))
  expect(paid.text).toContain('We received your payment of $2,999.00')
  await runQueue(admin)
  expect(
    mailsTo(buyer.email)
      .map((mail) => mail.subject)
      .sort(),
  ).toEqual([`Payment received for order ${id}`, `Your order ${id}: Global Plus, $2,999.00`])
})

test('the buyer’s four mails arrive once each, in the order’s language (Russian)', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  paypal.sendWebhooksTo(null)
  const buyer = await newBuyer(request, context, baseURL!)
  const id = await orderOnPage(page, 'ru')
  const admin = await adminPage(browser, baseURL!)
  const ruDate = (iso: string) =>
    new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) +
    ' UTC'

  // 1. Order placed: the package, the amount, the reservation end and how to pay, with both banks' details.
  const order = await orderOf(admin, id)
  const placed = await mailArrives(admin, buyer.email, new RegExp(`^Ваш заказ ${id}: Global Plus, `))
  expect(placed.text).toContain(`Спасибо за заказ ${id}`)
  expect(placed.text).toContain(`до ${ruDate(order.reservedUntil)}`)
  expect(placed.text).toContain('Гонконг / международный перевод')
  expect(placed.text).toContain('848-302715-838')
  expect(placed.text).toContain('Материковый Китай')
  expect(placed.text).toContain('1219 0873 5610 502')
  expect(placed.text).toContain(`/ru/payment/${id}`)

  // 2. The reservation ends tomorrow: staff move its end to 20 hours from now; the expiry sweep reminds the buyer.
  const until = new Date(Date.now() + 20 * HOUR).toISOString()
  const moved = await api(admin, `/api/orders/${id}`, { method: 'PATCH', body: { reservedUntil: until } })
  expect(moved.status, JSON.stringify(moved.body)).toBe(200)
  const reminder = await mailArrives(admin, buyer.email, new RegExp(`^Заказ ${id}: резерв заканчивается завтра$`))
  expect(reminder.text).toContain(`зарезервирован до ${ruDate(until)}`)
  expect(reminder.text).toContain('848-302715-838')

  // 3. Paid with PayPal on the Russian payment page.
  await page.goto(`/ru/payment/${id}`)
  await page.getByRole('button', { name: 'Оплатить через PayPal' }).click()
  await expect(page.getByTestId('order-status')).toHaveText('Оплачен')
  const paid = await mailArrives(admin, buyer.email, new RegExp(`^Оплата заказа ${id} получена$`))
  expect(paid.text).toContain(`Мы получили оплату`)

  // 4. Part refunded by staff.
  const refund = await api(admin, `/api/orders/${id}/refund`, {
    method: 'POST',
    body: { amount: 999, reason: 'Две страны пакета не поставлены' },
  })
  expect(refund.status, JSON.stringify(refund.body)).toBe(200)
  const refunded = await mailArrives(admin, buyer.email, new RegExp(`^Возврат по заказу ${id}$`))
  expect(refunded.text).toContain('Причина: Две страны пакета не поставлены')

  // Each once: run the queue again (and the sweeps, which must not remind a paid order) and count.
  await runQueue(admin)
  await page.waitForTimeout(2_500)
  await runQueue(admin)
  expect(mailsTo(buyer.email).map((mail) => mail.subject)).toEqual([
    placed.subject,
    `Заказ ${id}: резерв заканчивается завтра`,
    `Оплата заказа ${id} получена`,
    `Возврат по заказу ${id}`,
  ])
})

/**
 * Editing in the admin: an editor builds a new page from blocks for /en and sees it in live preview, then
 * publishes it; a translator finds it in the translation-status view and publishes the Russian version alone.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD || 'admin-dev-2026',
}

async function createStaff(request: APIRequestContext, role: 'editor' | 'translator') {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.ok(), 'the e2e administrator can log in (set E2E_ADMIN_EMAIL/PASSWORD)').toBeTruthy()
  const { token } = (await login.json()) as { token: string }
  const email = `${role}-${Date.now()}@e2e.test`
  const password = `${role}-password-1`
  const created = await request.post('/api/users', {
    data: { email, password, role },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(created.ok()).toBeTruthy()
  return { email, password }
}

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(who.email)
  await page.getByLabel(/password/i).fill(who.password)
  await page.getByRole('button', { name: /login|log in/i }).click()
  await page.waitForURL(/\/admin$/)
}

async function addHero(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Add Layout' }).click()
  await page.getByRole('button', { name: 'Hero', exact: true }).click()
  await page
    .getByLabel(/^Heading/)
    .first()
    .fill(heading)
}

test.use({ locale: 'en-US', viewport: { width: 1400, height: 1000 } })

test('an editor builds an /en page from blocks, previews it live, publishes; a translator publishes Russian alone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const path = `events-${stamp}`
  const title = `Trade show calendar ${stamp}`
  const heading = `Meet us at 40 trade shows (${stamp})`
  const editor = await createStaff(request, 'editor')
  const translator = await createStaff(request, 'translator')

  // The editor: a new page for /en from blocks.
  await logIn(page, editor)
  await page.goto('/admin/collections/pages/create?locale=en')
  await page
    .getByLabel(/^Title/)
    .first()
    .fill(title)
  await page.getByLabel('Path').fill(path)
  // "Create New" creates nothing until the first save; autosave keeps the draft from then on.
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
  await addHero(page, heading)

  // Live preview shows the draft as /en/<path>.
  await page
    .getByRole('button', { name: /live preview/i })
    .first()
    .click()
  const frame = page.frameLocator('iframe').first()
  await expect(frame.getByText(heading)).toBeVisible({ timeout: 30_000 })
  const src = await page.locator('iframe').first().getAttribute('src')
  expect(decodeURIComponent(src ?? '')).toContain(`/en/${path}`)

  // Not public before it is published (not found: a guest is sent to the site's home by HTTP, SPEC §2.4).
  const guest = await browser.newContext()
  const guestPage = await guest.newPage()
  const status = async (url: string) => (await guest.request.get(url, { maxRedirects: 0 })).status()
  expect(await status(`/en/${path}`)).not.toBe(200)

  // The publish button publishes the locale on screen (another locale's drafts stay drafts).
  await page.locator('#action-save').filter({ hasText: 'Publish in English' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  await expect.poll(() => status(`/en/${path}`), { timeout: 10_000 }).toBe(200)
  await guestPage.goto(`/en/${path}`)
  await expect(guestPage.getByRole('heading', { name: heading })).toBeVisible()

  // The translator: the page is listed as missing Russian; fill and publish Russian.
  const translatorContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 1000 } })
  const tpage = await translatorContext.newPage()
  await logIn(tpage, translator)
  await tpage.goto('/admin/translations')
  const row = tpage
    .getByTestId('translation-row')
    .filter({ hasText: title })
    .filter({ has: tpage.locator('td', { hasText: /^ru$/ }) })
  await expect(row).toHaveCount(1)
  await row.getByRole('link').click()
  await tpage.waitForURL(/locale=ru/)
  await tpage
    .getByLabel(/^Title/)
    .first()
    .fill(`Календарь выставок ${stamp}`)
  const ruHeading = `Встречайте нас на 40 выставках (${stamp})`
  await addHero(tpage, ruHeading)
  // A translator cannot change what all languages share.
  await expect(tpage.getByLabel('Path')).toBeDisabled()
  // Publish once autosave has stored the typing (an autosave answer arriving mid-typing can overwrite it).
  const adminToken = ((await (await request.post('/api/users/login', { data: ADMIN })).json()) as { token: string })
    .token
  const pageId = Number(/collections\/pages\/(\d+)/.exec(tpage.url())?.[1])
  await expect
    .poll(
      async () => {
        const draft = await (
          await request.get(`/api/pages/${pageId}?locale=ru&draft=true&depth=0&fallback-locale=none`, {
            headers: { Authorization: `JWT ${adminToken}` },
          })
        ).json()
        return (draft.layout as { heading?: string }[] | undefined)?.[0]?.heading
      },
      { timeout: 20_000 },
    )
    .toBe(ruHeading)
  await tpage.locator('#action-save').filter({ hasText: 'Publish in Русский' }).click()
  await expect(tpage.getByText(/successfully/i).first()).toBeVisible()

  await expect.poll(() => status(`/ru/${path}`), { timeout: 10_000 }).toBe(200)
  await guestPage.goto(`/ru/${path}`)
  await expect(guestPage.getByRole('heading', { name: ruHeading })).toBeVisible()
  await guestPage.goto(`/en/${path}`)
  await expect(guestPage.getByRole('heading', { name: heading })).toBeVisible()

  // Nothing is left to translate for Russian.
  await tpage.goto('/admin/translations')
  await expect(
    tpage
      .getByTestId('translation-row')
      .filter({ hasText: title })
      .filter({ has: tpage.locator('td', { hasText: /^ru$/ }) }),
  ).toHaveCount(0)
  await guest.close()
  await translatorContext.close()
})

test('guests get cached pages, and a published change reaches them within two seconds', async ({
  request,
  playwright,
  baseURL,
}) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `JWT ${token}` }
  const stamp = Date.now()
  const path = `rates-${stamp}`
  const hero = (heading: string) => [{ blockType: 'hero', heading }]
  const created = await request.post('/api/pages?locale=en', {
    headers: auth,
    data: {
      title: `Freight rates ${stamp}`,
      path,
      sites: ['en'],
      layout: hero(`Sea freight index, week ${stamp}`),
      _status: 'published',
    },
  })
  expect(created.ok()).toBeTruthy()
  const { doc } = (await created.json()) as { doc: { id: number } }

  // A guest (no cookies) reads the page; the second view comes from the server's page cache.
  const guest = await playwright.request.newContext({ baseURL })
  const view = async () => {
    const response = await guest.get(`/en/${path}`)
    return { status: response.status(), cache: response.headers()['x-page-cache'], html: await response.text() }
  }
  await expect.poll(async () => (await view()).status, { timeout: 10_000 }).toBe(200)
  await expect.poll(async () => (await view()).cache, { timeout: 10_000 }).toBe('HIT')
  expect((await view()).html).toContain(`Sea freight index, week ${stamp}`)

  // A member (token cookie) is never answered from that cache.
  const member = await guest.get(`/en/${path}`, { headers: { cookie: 'ts-token=member-session' } })
  expect(member.status()).toBe(200)
  expect(member.headers()['x-page-cache']).toBeUndefined()

  // The editor publishes a new heading: within two seconds guests read it.
  const updated = await request.patch(`/api/pages/${doc.id}?locale=en`, {
    headers: auth,
    data: { layout: hero(`Air freight index, week ${stamp}`), _status: 'published' },
  })
  expect(updated.ok()).toBeTruthy()
  await expect
    .poll(async () => (await view()).html.includes(`Air freight index, week ${stamp}`), {
      timeout: 2_000,
      intervals: [100],
    })
    .toBe(true)
  // And it is cached again afterwards, with the new text.
  await expect.poll(async () => (await view()).cache, { timeout: 10_000, intervals: [500] }).toBe('HIT')
  expect((await view()).html).toContain(`Air freight index, week ${stamp}`)
  await guest.dispose()
})

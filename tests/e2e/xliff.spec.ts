/**
 * XLIFF round trip of one page in ru, as a translator in the admin: /admin/translations offers
 * "Export XLIFF" (the ticked document), the file is translated (targets filled, inline codes kept), "Import XLIFF"
 * reports per unit, and the Russian draft holds the text while the published Russian page does not.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD || 'admin-dev-2026',
}

async function adminAuth(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.ok(), 'the e2e administrator can log in (set E2E_ADMIN_EMAIL/PASSWORD)').toBeTruthy()
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(who.email)
  await page.getByLabel(/password/i).fill(who.password)
  await page.getByRole('button', { name: /login|log in/i }).click()
  await page.waitForURL(/\/admin$/)
}

test.use({ locale: 'en-US', viewport: { width: 1400, height: 1000 } })

test('XLIFF round trip of one page in ru: export the ticked page, translate, import, the Russian draft holds the text', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const headers = await adminAuth(request)
  const created = await request.post('/api/pages?locale=zh', {
    headers,
    data: {
      title: `海关数据 ${stamp}`,
      path: `xliff-${stamp}`,
      sites: ['cn', 'en', 'ru'],
      layout: [{ blockType: 'hero', heading: `全球海关数据 ${stamp}`, subheading: '逐票记录' }],
      _status: 'published',
    },
  })
  expect(created.ok()).toBeTruthy()
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const translator = { email: `translator-${stamp}@e2e.test`, password: 'translator-password-1' }
  expect((await request.post('/api/users', { headers, data: { ...translator, role: 'translator' } })).ok()).toBeTruthy()

  // Not for guests.
  expect((await request.get('/api/translations/xliff?locale=ru')).status()).toBe(401)

  await logIn(page, translator)
  await page.goto(`/admin/translations?collection=pages&locale=ru&q=${stamp}`)
  const row = page.getByTestId('translation-row').filter({ hasText: `海关数据 ${stamp}` })
  await expect(row).toBeVisible()
  await row.getByRole('checkbox').check()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export XLIFF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^translations-ru-pages-.*\.xlf$/)
  const xml = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8')
  expect(xml).toContain(`<unit id="pages:${id}:layout.0.heading"`)

  // The translator's CAT tool: a target after every source.
  const translations: Record<string, string> = {
    title: `Таможенные данные ${stamp}`,
    'layout.0.heading': `Мировые таможенные данные ${stamp}`,
    'layout.0.subheading': 'Каждая поставка',
  }
  const translated = xml.replace(
    /(<unit id="pages:\d+:([\w.]+)"[\s\S]*?<\/source>)/g,
    (whole, head: string, path: string) => `${head}\n        <target>${translations[path] ?? ''}</target>`,
  )
  const fs = await import('node:fs/promises')
  const out = `${test.info().outputDir}/ru-translated.xlf`
  await fs.mkdir(test.info().outputDir, { recursive: true })
  await fs.writeFile(out, translated)
  await page.getByTestId('xliff-import').locator('input[type=file]').setInputFiles(out)
  await page.getByRole('button', { name: 'Import XLIFF' }).click()
  const report = page.getByTestId('xliff-report')
  await expect(report).toContainText('ru: 3 saved as drafts, 0 refused, 0 without a translation.')
  await expect(report.locator(`[data-unit="pages:${id}:title"][data-status="applied"]`)).toBeVisible()
  if (process.env.XLIFF_SHOTS)
    await page.screenshot({ path: `${process.env.XLIFF_SHOTS}/translations-xliff-1440.png`, fullPage: true })

  const draft = (await (
    await request.get(`/api/pages/${id}?locale=ru&draft=true&depth=0&fallback-locale=none`, { headers })
  ).json()) as { title: string; layout: { heading: string }[] }
  expect(draft.title).toBe(`Таможенные данные ${stamp}`)
  expect(draft.layout[0]!.heading).toBe(`Мировые таможенные данные ${stamp}`)
  const published = (await (
    await request.get(`/api/pages/${id}?locale=ru&depth=0&fallback-locale=none`, { headers })
  ).json()) as { title?: string | null }
  expect(published.title ?? null).toBeNull()
  // The overview no longer lists the page as needing Russian work.
  await page.goto(`/admin/translations?collection=pages&locale=ru&q=${stamp}`)
  await expect(page.getByTestId('translation-row').filter({ hasText: String(stamp) })).toHaveCount(0)
})

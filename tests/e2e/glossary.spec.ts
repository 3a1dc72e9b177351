/**
 * The translators' glossary: a term of the Chinese source is highlighted in the source box of the Russian
 * field with the term the translation must use; publishing Russian with another word asks first and lists the field
 * ("no" publishes nothing); with the glossary's term it publishes without asking.
 */
import { mkdirSync } from 'node:fs'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminAuth, createStaff, logIn } from '../support/staff'

/** The glossary's 提单 (seeded; created when an editor removed it), with its Russian term. */
async function ladingTerm(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const found = await request.get('/api/glossary-terms?where[zh][equals]=提单&depth=0', { headers })
  expect(found.ok()).toBeTruthy()
  const term = ((await found.json()) as { docs: { ru?: string | null }[] }).docs[0]
  if (term?.ru) return term.ru
  if (term) throw new Error('the glossary term 提单 has no Russian term')
  const created = await request.post('/api/glossary-terms', {
    headers,
    data: { zh: '提单', en: 'bill of lading', ru: 'коносамент' },
  })
  expect(created.ok()).toBeTruthy()
  return 'коносамент'
}

const publishButton = (page: Page, label: string) =>
  page.locator('#action-save').filter({ hasText: `Publish in ${label}` })

async function publishedRuTitle(request: APIRequestContext, headers: Record<string, string>, id: number) {
  const doc = (await (
    await request.get(`/api/pages/${id}?locale=ru&draft=false&depth=0&fallback-locale=none`, { headers })
  ).json()) as { title?: string | null }
  return doc.title ?? null
}

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })

test('a glossary term is highlighted in the Russian source box, and publishing Russian without it asks first', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const headers = await adminAuth(request)
  const required = await ladingTerm(request, headers)

  // A published Chinese page whose title has the term; its Russian draft uses another word ("накладная").
  const path = `lading-${stamp}`
  const zhTitle = `美国进口提单查询 ${stamp}`
  const created = await request.post('/api/pages?locale=zh', {
    headers,
    data: {
      title: zhTitle,
      path,
      sites: ['cn', 'en', 'ru'],
      layout: [{ blockType: 'hero', heading: `全年展会 ${stamp}` }],
      _status: 'published',
    },
  })
  expect(created.ok()).toBeTruthy()
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const wrong = `Поиск накладных по импорту США ${stamp}`
  const draft = await request.patch(`/api/pages/${id}?locale=ru&draft=true`, {
    headers,
    data: { title: wrong, layout: [{ blockType: 'hero', heading: `Выставки круглый год ${stamp}` }], _status: 'draft' },
  })
  expect(draft.ok()).toBeTruthy()

  const translator = await createStaff(request, 'translator')
  await logIn(page, translator)
  await page.goto(`/admin/collections/pages/${id}?locale=ru`)

  // The term is marked in the title's source, with the Russian term it requires; the term is listed under the source.
  const source = page.getByTestId('source-beside').and(page.locator('[data-path="title"]'))
  await expect(source).toContainText(zhTitle, { timeout: 45_000 })
  const mark = source.getByTestId('glossary-term')
  await expect(mark).toHaveText('提单')
  await expect(mark).toHaveAttribute('title', new RegExp(required))
  await expect(source.getByTestId('glossary-hints')).toContainText(`提单 → ${required}`)
  await expect(page.locator('#field-title')).toHaveValue(wrong)

  if (process.env.GLOSSARY_SHOTS) {
    mkdirSync(process.env.GLOSSARY_SHOTS, { recursive: true })
    await mark.focus()
    await source.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${process.env.GLOSSARY_SHOTS}/source-box-1280.png` })
    await page.setViewportSize({ width: 375, height: 812 })
    await source.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${process.env.GLOSSARY_SHOTS}/source-box-375.png` })
    await page.setViewportSize({ width: 1280, height: 900 })
  }

  // Publishing Russian asks, naming the field and the term; "no" publishes nothing.
  const publish = publishButton(page, 'Русский')
  await expect(publish).toBeEnabled({ timeout: 20_000 })
  let question = ''
  page.once('dialog', (dialog) => {
    question = dialog.message()
    void dialog.dismiss()
  })
  await publish.click()
  await expect.poll(() => question, { timeout: 10_000 }).toContain('title')
  expect(question).toContain(required)
  expect(question).toContain('提单')
  await page.waitForTimeout(1_500)
  expect(await publishedRuTitle(request, headers, id)).not.toBe(wrong)

  // With the glossary's term (another case of it: "коносаментов"), publishing does not ask.
  const right = `Поиск коносаментов по импорту США ${stamp}`
  await expect(async () => {
    const field = page.locator('#field-title')
    if ((await field.inputValue()) !== right) await field.fill(right)
    await expect(field).toHaveValue(right, { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/pages/${id}?locale=ru&draft=true&depth=0&fallback-locale=none`, { headers })
          ).json()) as { title?: string }
        ).title,
      { timeout: 20_000 },
    )
    .toBe(right)
  let asked = ''
  page.on('dialog', (dialog) => {
    asked = dialog.message()
    void dialog.dismiss()
  })
  await expect(publish).toBeEnabled({ timeout: 20_000 })
  await publish.click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  expect(asked).toBe('')
  await expect.poll(() => publishedRuTitle(request, headers, id), { timeout: 10_000 }).toBe(right)
})

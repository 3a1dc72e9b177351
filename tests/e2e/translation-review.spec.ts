/**
 * A translation team at work on /admin/translations: an editor assigns the Russian translation of a
 * page to a translator with a due date; the translator finds it under "Assigned to me", translates it and marks it
 * translated; the editor reviews it; publishing Russian makes it "Published", with who and when shown for each step.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'

import { adminAuth, createStaff } from '../support/staff'

async function logIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1600, height: 1000 } })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(who.email)
  await page.getByLabel(/password/i).fill(who.password)
  await page.getByRole('button', { name: /login|log in/i }).click()
  await page.waitForURL(/\/admin$/)
  return page
}

/** A page as the logged-in staff user (the admin cookie rides along with a same-origin fetch). */
async function patchAs(page: Page, url: string, data: unknown): Promise<number> {
  return page.evaluate(
    async ({ url, data }) =>
      (
        await fetch(url, {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(data),
        })
      ).status,
    { url, data },
  )
}

test.use({ locale: 'en-US' })

test('an editor assigns Russian to a translator with a due date; translated, reviewed and published with who and when', async ({
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const headers = await adminAuth(request)
  const title = `审校流程 ${stamp}`
  const created = await request.post('/api/pages?locale=zh', {
    headers,
    data: {
      title,
      path: `review-${stamp}`,
      sites: ['cn', 'en', 'ru'],
      layout: [{ blockType: 'hero', heading: `欢迎 ${stamp}` }],
      _status: 'published',
    },
  })
  expect(created.ok()).toBeTruthy()
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const editor = await createStaff(request, 'editor')
  const translator = await createStaff(request, 'translator')

  // The editor assigns ru to the translator, due yesterday: the row is marked overdue.
  const editorPage = await logIn(browser, editor)
  const overview = (page: Page, query: string) =>
    page.goto(`/admin/translations?collection=pages&locale=ru&q=${encodeURIComponent(String(stamp))}&${query}`)
  await overview(editorPage, 'state=missing')
  const editorRow = editorPage.getByTestId('translation-row').filter({ hasText: title })
  await expect(editorRow).toHaveCount(1)
  await expect(editorPage.getByRole('columnheader', { name: 'Assignee' })).toBeVisible()
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  await editorRow.getByRole('combobox', { name: /Assignee/ }).selectOption({ label: translator.email })
  await editorRow.getByLabel(/Due date/).fill(yesterday)
  await editorRow.getByRole('button', { name: 'Save' }).click()
  await expect(editorRow.getByTestId('task-assignee')).toHaveAttribute('data-assignee', translator.email)
  await expect(editorRow.getByTestId('task-due')).toHaveAttribute('data-due', yesterday)
  await expect(editorRow.getByTestId('task-overdue')).toHaveText(/Overdue/)

  // The translator finds it under "Assigned to me" (and the editor's own list does not have it).
  const translatorPage = await logIn(browser, translator)
  await translatorPage.goto('/admin/translations')
  await translatorPage.getByLabel('Assignee').selectOption('me')
  await translatorPage.getByRole('button', { name: 'Filter' }).click()
  await translatorPage.waitForURL(/assignee=me/)
  await expect(translatorPage.getByTestId('translation-row').filter({ hasText: title })).toHaveCount(1)
  await overview(editorPage, 'state=missing&assignee=me')
  await expect(editorPage.getByTestId('translation-row').filter({ hasText: title })).toHaveCount(0)

  // Translates (a draft of ru as the translator) and marks it translated; their own review is not offered.
  expect(
    await patchAs(translatorPage, `/api/pages/${id}?locale=ru&draft=true`, {
      title: `Проверка ${stamp}`,
      layout: [{ blockType: 'hero', heading: `Добро пожаловать ${stamp}` }],
      _status: 'draft',
    }),
  ).toBe(200)
  await overview(translatorPage, 'state=done&assignee=me')
  const translatorRow = translatorPage.getByTestId('translation-row').filter({ hasText: String(stamp) })
  await expect(translatorRow).toHaveCount(1)
  await translatorRow.getByRole('button', { name: /Mark translated/ }).click()
  await expect(translatorRow.getByTestId('task-review')).toHaveAttribute('data-review', 'translated')
  await expect(translatorRow.getByTestId('task-review-by')).toContainText(`Translated by ${translator.email}`)
  await expect(translatorRow.getByRole('button', { name: /Mark reviewed/ })).toHaveCount(0)

  // The editor reviews it.
  await overview(editorPage, 'state=done')
  const reviewRow = editorPage.getByTestId('translation-row').filter({ hasText: String(stamp) })
  await reviewRow.getByRole('button', { name: /Mark reviewed/ }).click()
  await expect(reviewRow.getByTestId('task-review')).toHaveAttribute('data-review', 'reviewed')
  await expect(reviewRow.getByTestId('task-review-by')).toContainText(`Reviewed by ${editor.email}`)

  // Publishing Russian (the translator's "Publish in Русский") makes it published, with who and when.
  expect(
    await patchAs(translatorPage, `/api/pages/${id}?locale=ru&publishSpecificLocale=ru`, { _status: 'published' }),
  ).toBe(200)
  await overview(editorPage, 'state=done')
  const publishedRow = editorPage.getByTestId('translation-row').filter({ hasText: String(stamp) })
  await expect(publishedRow.getByTestId('task-review')).toHaveAttribute('data-review', 'published')
  await expect(publishedRow.getByTestId('task-review-by')).toContainText(
    new RegExp(`Published by ${translator.email.replace(/[.+]/g, '\\$&')}, .*UTC`),
  )
  // Published: no longer overdue; the history keeps every step once.
  await expect(publishedRow.getByTestId('task-overdue')).toHaveCount(0)
  await publishedRow.getByText(/History \(4\)/).click()
  await expect(publishedRow.locator('li')).toHaveText([/^Published/, /^Reviewed/, /^Translated/, /^Assigned → /])
})

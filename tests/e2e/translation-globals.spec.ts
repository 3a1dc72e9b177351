/**
 * The globals are translated like the content. A published change of the Footer's Chinese text lists the
 * Footer's Russian task in /admin/translations; its link opens the global in Russian at the field, with the Chinese
 * source beside it; the translator's save is a draft that /ru shows only once Russian is published.
 */
import { expect, test, type Page } from '@playwright/test'

import { adminAuth, createStaff, logIn } from '../support/staff'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 1000 } })

/** Screenshots for the closing note, when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

test('the Footer’s Russian task opens the global with its source; the translator’s save reaches /ru only when published', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const headers = await adminAuth(request)
  // An editor publishes a new Chinese text of the /ru footer's "about us".
  const zh = `贸易罗盘为外贸企业提供数据与工具 ${stamp}`
  const published = await request.post('/api/globals/footer?locale=zh', { headers, data: { ru: { about: zh } } })
  expect(published.ok()).toBeTruthy()

  const translator = await createStaff(request, 'translator')
  await logIn(page, translator)
  await page.goto('/admin/translations?collection=global:footer&locale=ru')
  const row = page.getByTestId('translation-row').filter({ hasText: 'Footer' })
  await expect(row).toHaveCount(1)
  await expect(row).toHaveAttribute('data-state', 'outdated')
  await expect(row.locator('[data-path="ru.about"]')).toBeVisible()
  await shot(page, 'overview-global-rows')
  await row.getByRole('link').first().click()
  await page.waitForURL(/\/admin\/globals\/footer\?locale=ru#field-ru__about/)

  // The Chinese source under the field, marked as changed since the translation.
  const source = page.getByTestId('source-beside').and(page.locator('[data-path="ru.about"]'))
  await expect(source).toContainText(zh)
  await expect(source).toHaveAttribute('data-need', 'outdated')
  await source.scrollIntoViewIfNeeded()
  await shot(page, 'footer-ru-source-boxes')

  // The translator saves: a draft. /ru keeps the published text.
  const ru = `TradeCompass — данные и инструменты для внешней торговли ${stamp}`
  await page.locator('#field-ru__about').fill(ru)
  await page.locator('#action-save-draft').click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/globals/footer?locale=ru&draft=true&depth=0', { headers })).json()) as {
            ru?: { about?: string }
          }
        ).ru?.about,
      { timeout: 20_000 },
    )
    .toBe(ru)

  const guest = await browser.newContext()
  const guestPage = await guest.newPage()
  await guestPage.goto('/ru')
  await expect(guestPage.locator('footer')).toBeVisible()
  await expect(guestPage.locator('footer')).not.toContainText(ru)

  // Published in Russian: /ru shows it. The publish control may ask first about glossary terms in the Footer's other
  // Russian fields (the seeded copy words some terms its own way); the question is answered yes.
  const asked: string[] = []
  page.once('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.accept()
  })
  await page.locator('#action-save').filter({ hasText: 'Publish in Русский' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  await expect
    .poll(
      async () => {
        await guestPage.goto('/ru')
        return (await guestPage.locator('footer').textContent()) ?? ''
      },
      { timeout: 20_000 },
    )
    .toContain(ru)
  await guest.close()
  // Whatever it asked, it did not list the field just translated.
  expect(asked.join('\n')).not.toContain('ru.about')

  // The task is done now.
  await page.goto('/admin/translations?collection=global:footer&locale=ru&state=done')
  await expect(page.getByTestId('translation-row').filter({ hasText: 'Footer' })).toHaveAttribute('data-state', 'done')
})

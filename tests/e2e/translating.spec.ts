/**
 * Translators and editors at work: a translator copies the Chinese structure, fills the Russian page with
 * the source beside each field and publishes Russian alone; an edit of the Chinese text that is reverted leaves the
 * translations up to date; an editor sees another editor's autosaved draft before publishing, and publishing a locale
 * does not push it live; block rows are headed by their own text.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminAuth, createStaff, logIn } from '../support/staff'

/** A published page in zh (and en), built from a hero block. */
async function createPage(request: APIRequestContext, stamp: number) {
  const headers = await adminAuth(request)
  const path = `fairs-${stamp}`
  const zh = { title: `展会日历 ${stamp}`, heading: `欢迎参加四十场展会 ${stamp}`, subheading: `全年展会安排 ${stamp}` }
  const created = await request.post('/api/pages?locale=zh', {
    headers,
    data: {
      title: zh.title,
      path,
      sites: ['cn', 'en', 'ru'],
      layout: [{ blockType: 'hero', heading: zh.heading, subheading: zh.subheading }],
      _status: 'published',
    },
  })
  expect(created.ok()).toBeTruthy()
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const en = {
    title: `Trade fair calendar ${stamp}`,
    heading: `Meet us at forty fairs ${stamp}`,
    subheading: `All year ${stamp}`,
  }
  const enSaved = await request.patch(`/api/pages/${id}?locale=en&publishSpecificLocale=en`, {
    headers,
    data: {
      title: en.title,
      layout: [{ blockType: 'hero', heading: en.heading, subheading: en.subheading }],
      _status: 'published',
    },
  })
  expect(enSaved.ok()).toBeTruthy()
  return { id, path, zh, en, headers }
}

const publishButton = (page: Page, label: string) =>
  page.locator('#action-save').filter({ hasText: `Publish in ${label}` })

/** Waits until autosave has stored `expected` (read through the API as the admin): typing during an autosave round
 * trip can be overwritten by its answer, so each step waits for the previous one to land. */
async function autosaved(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
  locale: string,
  read: (doc: Record<string, unknown>) => unknown,
  expected: unknown,
) {
  await expect
    .poll(
      async () =>
        read(
          (await (
            await request.get(`/api/pages/${id}?locale=${locale}&draft=true&depth=0&fallback-locale=none`, { headers })
          ).json()) as Record<string, unknown>,
        ),
      { timeout: 20_000 },
    )
    .toBe(expected)
}
const heroText = (field: string) => (doc: Record<string, unknown>) =>
  ((doc.layout as Record<string, unknown>[] | undefined)?.[0]?.[field] as string | undefined) ?? null

test.use({ locale: 'en-US', viewport: { width: 1400, height: 1000 } })

test('a translator copies the Chinese structure, fills Russian with the source beside each field, and publishes Russian alone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const doc = await createPage(request, stamp)
  // An editor's unpublished Chinese draft: publishing Russian must not take it live.
  const zhDraft = `草稿标题 ${stamp}`
  expect(
    (
      await request.patch(`/api/pages/${doc.id}?locale=zh&draft=true`, {
        headers: doc.headers,
        data: { title: zhDraft, _status: 'draft' },
      })
    ).ok(),
  ).toBeTruthy()

  const translator = await createStaff(request, 'translator')
  await logIn(page, translator)

  // The translations view, in the admin language (English here), filtered to Russian pages.
  await page.goto('/admin/translations?collection=pages&locale=ru&state=missing')
  await expect(page.getByRole('heading', { name: 'Translations', exact: true })).toBeVisible()
  const row = page.getByTestId('translation-row').filter({ hasText: doc.en.title })
  await expect(row).toHaveCount(1)
  await expect(row).toHaveAttribute('data-locale', 'ru')
  await expect(row.getByText('title', { exact: false }).first()).toBeVisible()
  await row.getByRole('link').click()
  await page.waitForURL(/locale=ru#field-title/)

  // The title shows its Chinese source under the input.
  const titleSource = page.getByTestId('source-beside').and(page.locator('[data-path="title"]'))
  await expect(titleSource).toContainText(zhDraft)
  await expect(titleSource).toHaveAttribute('data-need', 'missing')

  // One click copies the Chinese blocks; the block row is headed by its own heading.
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Copy structure from Chinese' }).click()
  await expect(page.getByTestId('row-label').first()).toContainText(doc.zh.heading, { timeout: 20_000 })

  const ru = {
    title: `Календарь выставок ${stamp}`,
    heading: `Встречайте нас на сорока выставках ${stamp}`,
    subheading: `Весь год ${stamp}`,
  }
  await page.locator('#field-title').fill(ru.title)
  await autosaved(request, doc.headers, doc.id, 'ru', (d) => d.title, ru.title)
  await expect(page.getByTestId('source-beside').and(page.locator('[data-path="layout.0.heading"]'))).toContainText(
    doc.zh.heading,
  )
  await page.locator('#field-layout__0__heading').fill(ru.heading)
  await autosaved(request, doc.headers, doc.id, 'ru', heroText('heading'), ru.heading)
  // The field must hold the typed text before autosave can store it: an autosave answer arriving while typing can
  // put the previous value back (Payload's form), so the text is typed again until the field keeps it.
  await expect(async () => {
    const field = page.locator('#field-layout__0__subheading')
    if ((await field.inputValue()) !== ru.subheading) await field.fill(ru.subheading)
    await expect(field).toHaveValue(ru.subheading, { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  await autosaved(request, doc.headers, doc.id, 'ru', heroText('subheading'), ru.subheading)
  await expect(page.getByTestId('source-beside').and(page.locator('[data-path="layout.0.subheading"]'))).toContainText(
    doc.zh.subheading,
  )
  // The row label follows the typing.
  await expect(page.getByTestId('row-label').first()).toContainText(ru.heading)

  await publishButton(page, 'Русский').click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()

  const guest = await browser.newContext()
  const guestPage = await guest.newPage()
  await expect.poll(async () => (await guestPage.goto(`/ru/${doc.path}`))?.status(), { timeout: 10_000 }).toBe(200)
  await expect(guestPage.getByRole('heading', { name: ru.heading })).toBeVisible()
  // Chinese stays as published: the editor's draft title did not go live with Russian.
  const cn = await (await guest.request.get(`/api/pages/${doc.id}?locale=zh&depth=0`)).json()
  expect(cn.title).toBe(doc.zh.title)
  await guest.close()

  // Russian is up to date now.
  await page.goto('/admin/translations?collection=pages&locale=ru&state=needs')
  await expect(page.getByTestId('translation-row').filter({ hasText: doc.en.title })).toHaveCount(0)
})

test('editing the Chinese text and reverting it leaves English and Russian up to date', async ({ page, request }) => {
  const stamp = Date.now()
  const doc = await createPage(request, stamp)
  const hero = (heading: string) => [{ blockType: 'hero', heading, subheading: doc.zh.subheading }]
  const editor = await createStaff(request, 'editor')
  await logIn(page, editor)

  const enRow = () =>
    page.getByTestId('translation-row').filter({ hasText: doc.en.title }).and(page.locator('[data-locale="en"]'))
  await page.goto('/admin/translations?collection=pages&locale=en&state=outdated')
  await expect(enRow()).toHaveCount(0)

  // The Chinese heading changes: English needs work on that one field.
  expect(
    (
      await request.patch(`/api/pages/${doc.id}?locale=zh`, {
        headers: doc.headers,
        data: { layout: hero(`${doc.zh.heading}（新）`), _status: 'published' },
      })
    ).ok(),
  ).toBeTruthy()
  await page.reload()
  await expect(enRow()).toHaveCount(1)
  // Named as the editor reads it, in page order: the hero block's heading.
  await expect(enRow().locator('[data-path="layout.0.heading"]')).toContainText('Heading')
  await expect(page.getByTestId('count-outdated')).not.toHaveText('0')

  // Reverted exactly: up to date again.
  expect(
    (
      await request.patch(`/api/pages/${doc.id}?locale=zh`, {
        headers: doc.headers,
        data: { layout: hero(doc.zh.heading), _status: 'published' },
      })
    ).ok(),
  ).toBeTruthy()
  await page.reload()
  await expect(enRow()).toHaveCount(0)
  await page.goto(`/admin/collections/pages/${doc.id}?locale=en`)
  await expect(page.getByTestId('translation-state').locator('[data-locale="en"]')).toHaveAttribute(
    'data-status',
    'done',
  )
})

test("two editors: one's autosaved draft is shown to the other, and publishing a locale does not take it live", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const stamp = Date.now()
  const doc = await createPage(request, stamp)
  const [alice, bob] = [await createStaff(request, 'editor'), await createStaff(request, 'editor')]
  const options = { locale: 'en-US', viewport: { width: 1400, height: 1000 } }

  // Alice starts typing a new English title and walks away: autosave keeps her half-typed draft.
  const aliceContext = await browser.newContext(options)
  const a = await aliceContext.newPage()
  await logIn(a, alice)
  await a.goto(`/admin/collections/pages/${doc.id}?locale=en`)
  const halfTyped = `Trade fair cal ${stamp}`
  await a.locator('#field-title').fill(halfTyped)
  await autosaved(request, doc.headers, doc.id, 'en', (d) => d.title, halfTyped)
  await aliceContext.close()

  // Bob opens the page in Chinese: before publishing he sees Alice's unpublished English change, with her name.
  const bobContext = await browser.newContext(options)
  const b = await bobContext.newPage()
  await logIn(b, bob)
  await b.goto(`/admin/collections/pages/${doc.id}?locale=zh`)
  // Alice still holds the document's lock (she walked away mid-edit): Bob takes it over.
  const takeOver = b.getByRole('button', { name: 'Take over' })
  if (
    await takeOver.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    )
  )
    await takeOver.click()
  const warning = b.getByTestId('unpublished-changes')
  await expect(warning).toBeVisible({ timeout: 20_000 })
  await expect(warning.locator('[data-locale="en"]')).toContainText(alice.email)
  await expect(warning.locator('[data-locale="zh"]')).toHaveCount(0)

  // He fixes the Chinese title (autosaved as his draft) and publishes Chinese with the button.
  const zhTitle = `展会日历（更新）${stamp}`
  await b.locator('#field-title').fill(zhTitle)
  await autosaved(request, doc.headers, doc.id, 'zh', (d) => d.title, zhTitle)
  await expect(warning.locator('[data-locale="zh"]')).toContainText(bob.email)
  const publish = publishButton(b, '简体中文')
  await expect(publish).toBeEnabled({ timeout: 20_000 })
  await publish.click()
  await expect(b.getByText(/successfully/i).first()).toBeVisible()
  // Chinese is published now: only Alice's English draft is left in the notice.
  await expect(warning.locator('[data-locale="zh"]')).toHaveCount(0, { timeout: 20_000 })
  await expect(warning.locator('[data-locale="en"]')).toContainText(alice.email)
  await bobContext.close()

  // What a guest reads: Bob's Chinese title is live; Alice's half-typed English stayed a draft.
  const live = async (locale: string) =>
    (await (await request.get(`/api/pages/${doc.id}?locale=${locale}&depth=0`)).json()).title
  await expect.poll(() => live('zh')).toBe(zhTitle)
  expect(await live('en')).toBe(doc.en.title)
  const guest = await browser.newContext()
  const guestPage = await guest.newPage()
  await expect.poll(async () => (await guestPage.goto(`/en/${doc.path}`))?.status(), { timeout: 10_000 }).toBe(200)
  await expect(guestPage.getByRole('heading', { name: doc.en.heading })).toBeVisible()
  // The document title is the page's <title>: the published English one, not Alice's half-typed text.
  await expect(guestPage).toHaveTitle(new RegExp(doc.en.title))
  await guest.close()

  // Alice comes back to her English draft: it is still there for her to finish.
  await autosaved(request, doc.headers, doc.id, 'en', (d) => d.title, halfTyped)
})

test.describe('honest states (issue 26)', () => {
  test('copied Chinese text is not "done": the overview keeps it and publishing asks first', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const stamp = Date.now()
    const doc = await createPage(request, stamp)
    const translator = await createStaff(request, 'translator')
    await logIn(page, translator)
    await page.goto(`/admin/collections/pages/${doc.id}?locale=ru`)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Copy structure from Chinese' }).click()
    await expect(page.getByTestId('row-label').first()).toContainText(doc.zh.heading, { timeout: 20_000 })
    const title = `Календарь выставок ${stamp}`
    await page.locator('#field-title').fill(title)
    await autosaved(request, doc.headers, doc.id, 'ru', (d) => d.title, title)

    // The overview lists the blocks still in Chinese as needing translation.
    const overview = await page.context().newPage()
    await overview.goto('/admin/translations?collection=pages&locale=ru&state=needs')
    const row = overview.getByTestId('translation-row').filter({ hasText: doc.en.title })
    await expect(row).toHaveCount(1)
    await expect(row.locator('[data-path="layout.0.heading"]')).toHaveAttribute('data-reason', 'untranslated')
    await expect(row.locator('[data-path="layout.0.heading"]')).toContainText('Hero › Heading')
    // The size of what is left, in words of the source (Chinese characters count one each).
    expect(Number((await row.getByTestId('task-words').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(10)
    // A title search finds it alone; a page past the end shows the last page instead of "Page 99 of 1".
    await overview.goto(`/admin/translations?state=needs&q=${stamp}`)
    await expect(overview.getByTestId('translation-row')).toHaveCount(1)
    await overview.goto(`/admin/translations?state=needs&q=${stamp}&page=99`)
    await expect(overview.getByTestId('translation-row')).toHaveCount(1)
    await overview.close()
    await page.reload()
    await expect(page.getByTestId('source-beside').and(page.locator('[data-path="layout.0.heading"]'))).toHaveAttribute(
      'data-need',
      'untranslated',
    )
    await expect(page.getByTestId('translation-state').locator('[data-locale="ru"]')).toHaveAttribute(
      'data-status',
      'missing',
    )
    // A Russian translator may work from the English translation too: it is beside the Chinese source.
    const pivot = page.getByTestId('source-beside').and(page.locator('[data-path="title"]')).getByTestId('pivot-en')
    await pivot.locator('summary').click()
    await expect(pivot).toContainText(doc.en.title)

    // Publishing asks: the first time the translator says no, and nothing goes live.
    const messages: string[] = []
    page.once('dialog', (dialog) => {
      messages.push(dialog.message())
      void dialog.dismiss()
    })
    await publishButton(page, 'Русский').click()
    await expect.poll(() => messages.length).toBe(1)
    expect(messages[0]).toContain('layout.0.heading')
    const live = async () =>
      (await (await request.get(`/api/pages/${doc.id}?locale=ru&depth=0&fallback-locale=none`)).json()).title ?? null
    expect(await live()).toBeNull()
    // Then yes: published, and the overview still lists it.
    page.once('dialog', (dialog) => void dialog.accept())
    await publishButton(page, 'Русский').click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    await expect.poll(live).toBe(title)
    await page.goto('/admin/translations?collection=pages&locale=ru&state=needs')
    await expect(page.getByTestId('translation-row').filter({ hasText: doc.en.title })).toHaveCount(1)
  })

  test("a translator's Chinese screen is read-only, with no Chinese or all-locales publish", async ({
    page,
    request,
  }) => {
    const doc = await createPage(request, Date.now())
    const translator = await createStaff(request, 'translator')
    await logIn(page, translator)
    await page.goto(`/admin/collections/pages/${doc.id}?locale=zh`)
    await expect(page.locator('#field-title')).toHaveValue(doc.zh.title)
    await expect(page.locator('#field-title')).toBeDisabled()
    await expect(page.locator('#action-save')).toHaveCount(0)
    // In Russian the title is theirs, and the only publish is "Publish in Русский".
    await page.goto(`/admin/collections/pages/${doc.id}?locale=ru`)
    await expect(page.locator('#field-title')).toBeEditable()
    await expect(page.locator('#action-save')).toContainText('Русский')
    await expect(page.locator('#action-save-popup')).toBeHidden()
    // The SEO plugin's meta title has its source box too (the plugin adds it after the collections are built).
    await expect(page.getByTestId('source-beside').and(page.locator('[data-path="meta.title"]'))).toHaveCount(1)
  })

  test('a Chinese draft marks nothing stale, its publish does; a /cn-only page asks for no English or Russian', async ({
    page,
    request,
  }) => {
    const stamp = Date.now()
    const doc = await createPage(request, stamp)
    const editor = await createStaff(request, 'editor')
    await logIn(page, editor)
    const enRow = () =>
      page.getByTestId('translation-row').filter({ hasText: doc.en.title }).and(page.locator('[data-locale="en"]'))
    const hero = (heading: string) => [{ blockType: 'hero', heading, subheading: doc.zh.subheading }]
    expect(
      (
        await request.patch(`/api/pages/${doc.id}?locale=zh&draft=true`, {
          headers: doc.headers,
          data: { title: `【A的草稿】${stamp}`, layout: hero('草稿'), _status: 'draft' },
        })
      ).ok(),
    ).toBeTruthy()
    await page.goto('/admin/translations?collection=pages&locale=en&state=needs')
    await expect(enRow()).toHaveCount(0)
    // The English screen shows the draft as a coming change under the published source.
    await page.goto(`/admin/collections/pages/${doc.id}?locale=en`)
    const titleSource = page.getByTestId('source-beside').and(page.locator('[data-path="title"]'))
    await expect(titleSource).toContainText(doc.zh.title)
    await expect(titleSource.getByTestId('coming-change')).toContainText(`【A的草稿】${stamp}`)
    expect(
      (
        await request.patch(`/api/pages/${doc.id}?locale=zh`, {
          headers: doc.headers,
          data: { title: `【A的草稿】${stamp}`, layout: hero('草稿'), _status: 'published' },
        })
      ).ok(),
    ).toBeTruthy()
    await page.goto('/admin/translations?collection=pages&locale=en&state=needs')
    await expect(enRow()).toHaveCount(1)

    // Shown on /cn only: no English or Russian task, no EN/RU badge in the list.
    const cnOnly = await request.post('/api/pages?locale=zh', {
      headers: doc.headers,
      data: {
        title: `仅中文站 ${stamp}`,
        path: `cn-only-${stamp}`,
        sites: ['cn'],
        layout: hero(`仅中文 ${stamp}`),
        _status: 'published',
      },
    })
    expect(cnOnly.ok()).toBeTruthy()
    const id = ((await cnOnly.json()) as { doc: { id: number } }).doc.id
    await page.goto('/admin/translations?collection=pages&state=needs')
    await expect(page.getByTestId('translation-row').filter({ hasText: `仅中文站 ${stamp}` })).toHaveCount(0)
    await page.goto(`/admin/collections/pages?where[id][equals]=${id}`)
    const badges = page.locator('.row-1 [data-status], tbody tr:first-child [data-status]')
    await expect(badges.first()).toBeVisible()
    expect(await badges.evaluateAll((spans) => spans.map((span) => span.textContent))).toEqual(['中'])
  })
})

test('an editor opening a document another staff user has open is told who (issue 26)', async ({
  browser,
  request,
}) => {
  const doc = await createPage(request, Date.now())
  const [alice, bob] = [await createStaff(request, 'editor'), await createStaff(request, 'translator')]
  const options = { locale: 'en-US', viewport: { width: 1400, height: 1000 } }
  const aliceContext = await browser.newContext(options)
  const a = await aliceContext.newPage()
  await logIn(a, alice)
  await a.goto(`/admin/collections/pages/${doc.id}?locale=zh`)
  await expect(a.getByTestId('editor-toolbar').or(a.locator('#field-title')).first()).toBeVisible()
  const bobContext = await browser.newContext(options)
  const b = await bobContext.newPage()
  await logIn(b, bob)
  await b.goto(`/admin/collections/pages/${doc.id}?locale=ru`)
  await expect(b.getByTestId('presence')).toContainText(alice.email, { timeout: 20_000 })
  // And Alice learns of Bob at her next poll (every 15 s).
  await expect(a.getByTestId('presence')).toContainText(bob.email, { timeout: 25_000 })
  await aliceContext.close()
  await bobContext.close()
})

test('the source box marks the one sentence of the Chinese text that changed since the translation (issue 26)', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const doc = await createPage(request, stamp)
  const three = (middle: string) => `全年有四十场展会。${middle}欢迎预约见面 ${stamp}。`
  const hero = (subheading: string, heading = doc.zh.heading) => [{ blockType: 'hero', heading, subheading }]
  const enHero = [
    {
      blockType: 'hero',
      heading: doc.en.heading,
      subheading: `Forty fairs a year. Our stand is in hall 5. Book a meeting ${stamp}.`,
    },
  ]
  expect(
    (
      await request.patch(`/api/pages/${doc.id}?locale=zh`, {
        headers: doc.headers,
        data: { layout: hero(three('展位在五号馆。')), _status: 'published' },
      })
    ).ok(),
  ).toBeTruthy()
  expect(
    (
      await request.patch(`/api/pages/${doc.id}?locale=en&publishSpecificLocale=en`, {
        headers: doc.headers,
        data: { layout: enHero, _status: 'published' },
      })
    ).ok(),
  ).toBeTruthy()
  // The editor changes the middle sentence and publishes Chinese.
  expect(
    (
      await request.patch(`/api/pages/${doc.id}?locale=zh`, {
        headers: doc.headers,
        data: { layout: hero(three('展位改到七号馆。')), _status: 'published' },
      })
    ).ok(),
  ).toBeTruthy()
  const translator = await createStaff(request, 'translator')
  await logIn(page, translator)
  await page.goto(`/admin/collections/pages/${doc.id}?locale=en`)
  const box = page.getByTestId('source-beside').and(page.locator('[data-path="layout.0.subheading"]'))
  await expect(box).toHaveAttribute('data-need', 'outdated')
  await expect(box.getByTestId('changed-sentence')).toHaveCount(1)
  await expect(box.getByTestId('changed-sentence')).toHaveText('展位改到七号馆。')
  await expect(box).toContainText('全年有四十场展会。')
})

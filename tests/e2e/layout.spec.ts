/**
 * Layout checks at the five widths the sites are designed for (375, 768, 1280, 1440, 1920 px), for guests and both
 * demo members: no horizontal overflow, no two header items overlapping or leaving the window (logo, menu items,
 * log in / join free, account chip, language, menu button), and every table header above its own column.
 *
 * Fast by design: one browser page per visitor, each URL loaded once, then the viewport is resized and the boxes
 * are read in one evaluate call per width.
 */
import { expect, test, type Page } from '@playwright/test'

const WIDTHS = [375, 768, 1280, 1440, 1920] as const

/** Homes, the package pages and one product, solution, service (or data) and contact page per site. */
const PAGES = [
  '/cn',
  '/cn/product/trade',
  '/cn/aboutus',
  '/cn/service/trace',
  '/cn/contact',
  '/en',
  '/en/package',
  '/en/products',
  '/en/solutionsdetail?contId=998&name=buyers',
  '/en/service/cedarRose',
  '/en/contact',
  '/ru',
  '/ru/package',
  '/ru/products',
  '/ru/buyers',
  '/ru/datacountries',
  '/en/countrydetail?code=CN',
  '/ru/contact',
]

type Problem = string

/** Runs in the page: every layout problem at the current width, as readable strings. */
function layoutProblems(): Problem[] {
  const problems: Problem[] = []
  const width = document.documentElement.clientWidth
  const overflow = document.documentElement.scrollWidth - width
  if (overflow > 1) {
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.checkVisibility({ visibilityProperty: true }))
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}`)
    problems.push(`horizontal overflow of ${overflow}px (${wide.join(', ')})`)
  }

  const items = [...document.querySelectorAll<HTMLElement>('header [data-header-item]')]
    .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
    .map((el) => ({
      el,
      box: el.getBoundingClientRect(),
      name: `${el.dataset.headerItem}「${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 24)}」`,
    }))
    .filter(({ box }) => box.width > 0 && box.height > 0)
  for (const { box, name } of items) {
    if (box.left < -1 || box.right > width + 1)
      problems.push(
        `header item ${name} leaves the window (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`,
      )
  }
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const a = items[i]!
      const b = items[j]!
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue
      const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
      const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
      if (x > 1 && y > 1) problems.push(`header items overlap: ${a.name} and ${b.name}`)
    }
  }
  // The logo text is never cut (a flex item squeezed below its content).
  const logo = document.querySelector<HTMLElement>('header [data-header-item="logo"]')
  if (logo && logo.scrollWidth > logo.clientWidth + 1)
    problems.push(`the logo is cut (${logo.scrollWidth} > ${logo.clientWidth})`)

  for (const table of document.querySelectorAll<HTMLTableElement>('main table')) {
    if (!table.checkVisibility()) continue
    const head = table.tHead?.rows[0]
    if (!head) continue
    const spans = (row: HTMLTableRowElement) => [...row.cells].reduce((sum, cell) => sum + cell.colSpan, 0)
    const headCells = [...head.cells]
    for (const row of table.tBodies[0]?.rows ?? []) {
      if (spans(row) !== spans(head))
        problems.push(
          `table row "${row.cells[0]?.textContent?.trim()}" has ${spans(row)} cells under ${spans(head)} headers`,
        )
      ;[...row.cells].forEach((cell, index) => {
        const header = headCells[index]
        if (!header) return
        const h = header.getBoundingClientRect()
        const c = cell.getBoundingClientRect()
        const centre = (c.left + c.right) / 2
        if (centre < h.left || centre > h.right)
          problems.push(`table header "${header.textContent?.trim()}" is not above "${cell.textContent?.trim()}"`)
      })
    }
  }
  return problems
}

async function logIn(page: Page, email: string) {
  await page.goto('/login?lang=en&redirect=%2Fen')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('demo12345')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname === '/en')
}

for (const visitor of ['guest', 'normal@demo.test', 'global@demo.test'] as const) {
  test(`layouts at 375–1920 px hold for ${visitor === 'guest' ? 'a guest' : visitor}`, async ({ page }) => {
    test.setTimeout(240_000)
    if (visitor !== 'guest') await logIn(page, visitor)
    const problems: string[] = []
    for (const path of PAGES) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(path)
      // The identity call has answered: the account chip for a member, log in / join free shown for a guest.
      await expect(
        page.locator(`header [data-header-item="${visitor === 'guest' ? 'login' : 'account'}"]`),
      ).toBeVisible()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        // Let resize observers (the console menu's priority list) and media queries settle.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        for (const problem of await page.evaluate(layoutProblems)) problems.push(`${path} @${width}px: ${problem}`)
      }
    }
    expect(problems).toEqual([])
  })
}

/**
 * The page's scroll position; -1 while a back navigation replaces the document (its context is gone), so the poll
 * retries.
 */
const scrollOf = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY).catch(() => -1)

test('going back restores the scroll position exactly', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const [from, to] of [
    ['/en', '/en/contact'],
    ['/ru/package', '/ru/contact'],
  ] as const) {
    await page.goto(from)
    await expect(page.locator('header [data-header-item="login"]')).toBeVisible()
    await page.mouse.wheel(0, 2000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000)
    await page.waitForTimeout(300)
    // A full load of another page, then back: the returning page rebuilds its lazy parts before it is tall enough.
    await page.goto(to)
    await page.goBack()
    await expect.poll(() => scrollOf(page), { timeout: 5000 }).toBe(2000)
    // And a client navigation through a header link, then back.
    await page
      .locator(`header a[href="${to}"]`)
      .first()
      .evaluate((a: HTMLAnchorElement) => a.click())
    await page.waitForURL((url) => url.pathname === to)
    await page.goBack()
    await expect.poll(() => scrollOf(page), { timeout: 5000 }).toBe(2000)
  }
})

/**
 * Coverage as a buyer reads it, against the production build: the map colours the markets buyers
 * look at first (China, Germany, France, Italy, the Netherlands, Australia), its legend and the continent lists agree
 * with the catalogue, countries carry their common short names, the country page fits a phone with readable dataset
 * labels (no internal codes, one "Datasets" heading), and Russian pages write numbers and counted nouns the Russian
 * way.
 *
 * With SHOTS_DIR set, a last test writes screenshots of /en/datacountries and /en/countrydetail at four widths.
 */
import { expect, test, type Page } from '@playwright/test'

import { CONTINENT_GROUPS, COVERAGE } from '../../src/domain/coverage'

const GREY = '#dfe5ee'
const RAW_CODE = /\b(?:IMP|EXP)_[A-Z]{3}_(?:CD|BL|ED)_[A-Z0-9]+\b/

async function pageText(page: Page): Promise<string> {
  return page.locator('body').innerText()
}

test('the map colours China, Germany, France, Italy, the Netherlands and Australia, and only catalogue countries', async ({
  request,
}) => {
  const svg = await (await request.get('/media/visuals/coverage-map.svg')).text()
  const fills = new Map([...svg.matchAll(/fill="([^"]+)" data-iso="([A-Z]{2})"/g)].map((m) => [m[2]!, m[1]!]))
  for (const iso of ['CN', 'DE', 'FR', 'IT', 'NL', 'AU', 'GB', 'JP', 'KR', 'US', 'IN']) {
    expect(fills.get(iso), iso).toBeDefined()
    expect(fills.get(iso), iso).not.toBe(GREY)
  }
  for (const iso of fills.keys())
    expect(
      COVERAGE.list.some((c) => c.alpha2 === iso),
      iso,
    ).toBe(true)
})

test('the legend and the continent lists add up to the catalogue, with common country names', async ({ page }) => {
  await page.goto('/en/datacountries')
  const legend = page.locator('figcaption[data-countries]')
  await expect(legend).toHaveAttribute('data-countries', String(COVERAGE.countries))
  const kinds = await legend.locator('[data-kind] b').allInnerTexts()
  expect(kinds.map(Number).reduce((a, b) => a + b, 0)).toBe(COVERAGE.countries)
  expect(kinds.map(Number)).toEqual([COVERAGE.byKind.both, COVERAGE.byKind.imports, COVERAGE.byKind.statistics])

  let listed = 0
  for (const group of CONTINENT_GROUPS) {
    const expected = COVERAGE.list.filter((c) => (group.continents as readonly string[]).includes(c.continent))
    const items = page.locator(`[data-continent="${group.key}"] li[data-iso]`)
    await expect(items, group.key).toHaveCount(expected.length)
    expect((await items.evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.iso))).sort()).toEqual(
      expected.map((c) => c.alpha2).sort(),
    )
    listed += expected.length
  }
  expect(listed).toBe(COVERAGE.countries)

  const europe = page.locator('[data-continent="europe"]')
  for (const name of [
    'Germany',
    'France',
    'Italy',
    'Netherlands',
    'Poland',
    'Spain',
    'United Kingdom',
    'Russia',
    'Moldova',
  ])
    await expect(europe).toContainText(name)
  await expect(page.locator('[data-continent="oceania"]')).toContainText('Australia')
  await expect(page.locator('[data-continent="asia"]')).toContainText('China')
  await expect(page.locator('[data-continent="asia"]')).toContainText('South Korea')
  const text = await pageText(page)
  for (const listString of [
    'Russian Federation',
    'Moldova, Republic of',
    "People's Republic of China",
    'United Republic of Tanzania',
    'Bolivia (',
    'Venezuela (',
  ]) {
    expect(text).not.toContain(listString)
  }

  await page.goto('/ru/datacountries')
  const ru = await pageText(page)
  for (const name of ['Россия', 'Молдова', 'Китай', 'Германия', 'Австралия', 'Южная Корея']) expect(ru).toContain(name)
  for (const listString of ['Российская Федерация', 'КНР (', 'Республика Корея']) expect(ru).not.toContain(listString)
})

test('the country page fits a phone, names its datasets for people and says "Datasets" once', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  for (const code of ['US', 'CN', 'DE', 'AU', 'MX']) {
    await page.goto(`/en/countrydetail?code=${code}`)
    await expect(page.locator('[data-code]').first()).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, code).toBeLessThanOrEqual(1)
    const cardsFit = await page
      .locator('[data-code]')
      .evaluateAll((cards) => cards.every((card) => card.getBoundingClientRect().right <= window.innerWidth))
    expect(cardsFit, code).toBe(true)
    const text = await pageText(page)
    expect(text, code).not.toMatch(RAW_CODE)
    expect(text.match(/^Datasets$/gm) ?? [], code).toHaveLength(1)
  }
  await page.goto('/en/countrydetail?code=US')
  await expect(page.locator('[data-code="IMP_USA_BL_SEA"] h3')).toHaveText('United States import (bills of lading)')
  await expect(page.locator('[data-code="IMP_USA_BL_SEA"]')).toContainText('Included from the PRO package')
  await page.goto('/en/countrydetail?code=DE')
  await expect(page.locator('h1')).toHaveText('Germany')
  await expect(page.locator('[data-code="IMP_DEU_CD_STAT"] h3')).toHaveText('Germany import (trade statistics)')
  await expect(page.locator('[data-code="IMP_DEU_CD_STAT"]')).toContainText('without company names')
  await expect(page.locator('[data-code="IMP_DEU_CD_STAT"]')).toContainText('Sold separately')
  await page.goto('/ru/countrydetail?code=RU')
  await expect(page.locator('h1')).toHaveText('Россия')
})

test('Russian pages group thousands with a space and count countries in the right form', async ({ page }) => {
  // "1 стран", "21 стран" are wrong in every case; "экспорт 2 стран" is what a reader stumbles over.
  const wrongPlural = /(?<!\d)(?:\d*[02-9])?1\s+стран(?![а-яё])|(?:импорт|экспорт)\s+[234]\s+стран(?![а-яё])/i
  for (const path of [
    '/ru',
    '/ru/package',
    '/ru/packageLearn',
    '/ru/packageterms',
    '/ru/datacountries',
    '/ru/countrydetail?code=CN',
    '/ru/products',
    '/ru/solutions',
    '/ru/aboutus',
    '/ru/content/faq',
  ]) {
    await page.goto(path)
    const text = await pageText(page)
    expect(text.match(/\d,\d{3}(?!\d)/g) ?? [], path).toEqual([])
    expect(text.match(wrongPlural) ?? [], path).toEqual([])
  }
  await page.goto('/ru/package')
  await expect(page.locator('[data-tier="Deluxe"]')).toContainText(`5\u00a0699\u00a0$`)
  await expect(page.locator('body')).toContainText('экспорт: 2 страны')
})

test('screenshots of the data countries and a country page (SHOTS_DIR)', async ({ page }) => {
  const dir = process.env.SHOTS_DIR
  test.skip(!dir, 'set SHOTS_DIR to write the screenshots')
  test.setTimeout(180_000)
  for (const width of [375, 768, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/en/datacountries')
    const map = page
      .locator('figure')
      .filter({ has: page.locator('img[src*="coverage-map"]') })
      .first()
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('img')).toHaveJSProperty('complete', true)
    await map.screenshot({ path: `${dir}/map-${width}.png` })
    await page.screenshot({ path: `${dir}/datacountries-${width}.png`, fullPage: true })
    for (const code of ['US', 'DE']) {
      await page.goto(`/en/countrydetail?code=${code}`)
      await page.screenshot({ path: `${dir}/countrydetail-${code}-${width}.png`, fullPage: true })
    }
    await page.goto('/ru/countrydetail?code=CN')
    await page.screenshot({ path: `${dir}/countrydetail-ru-CN-${width}.png`, fullPage: true })
  }
})

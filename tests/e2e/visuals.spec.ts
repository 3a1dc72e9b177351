/**
 * The pictures a visitor sees: product screens on product and solution pages in the page's language,
 * the hero picture preloaded and sized for the screen, every picture sized (no layout shift) and lazy below the fold,
 * the partner wordmarks, team / honours / news pictures, the platform-tour video, and flags in the purchase form.
 */
import { expect, test, type Page } from '@playwright/test'

import { HONOUR_ART, PARTNERS, TEAM_ART, honourAlt, partnerAlt } from '../../src/seed/pictures'
import { VISUAL_ALT } from '../../src/seed/visuals'

/** Every <img> of <main> with its attributes and place. */
async function images(page: Page) {
  return page.locator('main img').evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((img) => ({
      alt: img.getAttribute('alt'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      fetchPriority: img.getAttribute('fetchpriority'),
      src: img.currentSrc || img.src,
      top: img.getBoundingClientRect().top + window.scrollY,
    })),
  )
}

test.describe('product screens', () => {
  const cases = [
    { path: '/cn/product/trade', alt: VISUAL_ALT.search.zh },
    { path: '/cn/product/crm', alt: VISUAL_ALT.crm.zh },
    { path: '/en/products', alt: VISUAL_ALT.search.en },
    { path: '/ru/products', alt: VISUAL_ALT.search.ru },
    { path: '/en/solutionsdetail?contId=998&name=buyers', alt: VISUAL_ALT.company.en },
    { path: '/ru/buyers', alt: VISUAL_ALT.company.ru },
  ]
  for (const { path, alt } of cases) {
    test(`${path} shows its product screen with alt text in its language`, async ({ page }) => {
      await page.goto(path)
      const screen = page.locator('main').getByRole('img', { name: alt, exact: true }).first()
      await expect(screen).toBeVisible()
      // Loaded through the image optimizer, as a modern format.
      await screen.scrollIntoViewIfNeeded()
      await expect.poll(() => screen.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/_next/image?')
      const src = await screen.evaluate((img: HTMLImageElement) => img.currentSrc)
      const response = await page.request.get(src, { headers: { accept: 'image/avif,image/webp,*/*' } })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^image\/(avif|webp)$/)
    })
  }
})

test('a solution page lists the other solutions, not itself', async ({ page }) => {
  await page.goto('/en/solutionsdetail?contId=998&name=buyers')
  const title = (await page.locator('main h1').first().textContent())!.trim()
  const others = page.locator('main section').filter({ has: page.getByRole('heading', { name: 'Other solutions' }) })
  await expect(others.locator('article h3').first()).toBeVisible()
  const listed = (await others.locator('article h3').allTextContents()).map((text) => text.trim())
  expect(listed.length).toBeGreaterThan(0)
  expect(listed).not.toContain(title)
})

test('the home hero picture is preloaded, not lazy, and a phone gets a small one', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2 })
  const page = await context.newPage()
  const loaded: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/_next/image?') && response.url().includes('product-search'))
      loaded.push(response.url())
  })
  await page.goto('/en')
  const hero = page.getByRole('img', { name: VISUAL_ALT.search.en, exact: true })
  await expect(hero).toBeVisible()
  expect(await hero.getAttribute('loading')).not.toBe('lazy')
  expect(await hero.getAttribute('fetchpriority')).toBe('high')
  expect(await hero.getAttribute('sizes')).toBeTruthy()
  await expect(page.locator('head link[rel="preload"][as="image"][imagesrcset*="product-search"]')).toHaveCount(1)
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  // 335 CSS px at 2× need about 670 px: never the 1200 px original or a desktop width.
  const widths = loaded.map((url) => Number(new URL(url).searchParams.get('w')))
  expect(widths.length).toBeGreaterThan(0)
  expect(Math.max(...widths)).toBeLessThanOrEqual(750)
  await context.close()
})

test('pages have pictures, each with its size set, and those below the first screen load lazily', async ({ page }) => {
  // At least: the hero, the map, 8 partner wordmarks and 3 news covers on /cn; 7 product screens on /en/products;
  // 6 team and 7 honour pictures on /cn/aboutus; the hero, the map and the 8 wordmarks on /ru.
  const least: Record<string, number> = { '/cn': 13, '/en/products': 7, '/cn/aboutus': 13, '/ru': 10 }
  for (const [path, minimum] of Object.entries(least)) {
    await page.goto(path)
    const viewport = page.viewportSize()!.height
    const found = await images(page)
    expect(found.length, `${path} pictures`).toBeGreaterThanOrEqual(minimum)
    for (const image of found) {
      expect(Number(image.width), `${path} ${image.src} width`).toBeGreaterThan(0)
      expect(Number(image.height), `${path} ${image.src} height`).toBeGreaterThan(0)
      if (image.top > viewport * 1.5) expect(image.loading, `${path} ${image.src} below the fold`).toBe('lazy')
    }
  }
})

test('the partner wall shows the partners’ wordmarks, linked to their service pages on /cn', async ({ page }) => {
  await page.goto('/cn')
  for (const partner of PARTNERS) {
    const logo = page.getByRole('img', { name: partnerAlt(partner).zh, exact: true })
    await expect(logo).toHaveCount(1)
    await expect(page.locator(`a[href="/cn/service/${partner.slug}"]`).filter({ has: logo })).toHaveCount(1)
    // A wordmark is shown 156 px wide on every screen: files up to one wide enough for 2×, not every width to 3840.
    const candidates = ((await logo.getAttribute('srcset')) ?? '')
      .split(', ')
      .map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]))
    expect(candidates.length).toBeGreaterThan(1)
    expect(Math.max(...candidates)).toBeGreaterThanOrEqual(2 * 156)
    expect(Math.max(...candidates)).toBeLessThanOrEqual(400)
  }
  // No picture of the page is offered wider than the 1920 px the widest layout needs at 2×.
  const widths = (
    await page.locator('img[srcset]').evaluateAll((list) => list.map((img) => img.getAttribute('srcset')!))
  ).flatMap((srcset) => [...srcset.matchAll(/[?&]w=(\d+)/g)].map((match) => Number(match[1])))
  expect(widths.length).toBeGreaterThan(0)
  expect(Math.max(...widths)).toBeLessThanOrEqual(1920)
  await page.goto('/ru')
  await expect(page.getByRole('img', { name: partnerAlt(PARTNERS[0]).ru, exact: true })).toHaveCount(1)
})

test('team, honours and news cards show their pictures', async ({ page }) => {
  await page.goto('/en/aboutus')
  for (const art of TEAM_ART) await expect(page.getByRole('img', { name: art.alt.en, exact: true })).toHaveCount(1)
  for (const art of HONOUR_ART)
    await expect(page.getByRole('img', { name: honourAlt(art.year).en, exact: true })).toHaveCount(1)
  await page.goto('/cn/news')
  const cards = page.locator('main article')
  expect(await cards.count()).toBeGreaterThan(0)
  const withoutPicture = await cards.evaluateAll(
    (nodes) => nodes.filter((card) => !card.querySelector('img[alt]:not([alt=""])')).length,
  )
  expect(withoutPicture).toBe(0)
})

test('the platform tour is a real video, played with a poster on the news and service pages', async ({
  page,
  request,
}) => {
  const video = await request.get('/media/video/platform-tour.mp4')
  expect(video.status()).toBe(200)
  expect(video.headers()['content-type']).toBe('video/mp4')
  expect((await video.body()).byteLength).toBeLessThan(1.5 * 1024 * 1024)
  for (const path of ['/cn/news/detail/play?id=console-redesign-platform-tour', '/cn/service/video/play']) {
    await page.goto(path)
    const player = page.locator('main video')
    await expect(player).toBeVisible()
    expect(await player.getAttribute('poster')).toContain('/_next/image?')
    await expect(player.locator('source')).toHaveAttribute('src', '/media/video/platform-tour.mp4')
    // It plays: the browser reads its length from the file.
    const duration = await player.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true
      element.preload = 'metadata'
      element.load()
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }))
      return element.duration
    })
    expect(duration).toBeGreaterThan(5)
  }
})

test('the purchase form shows the chosen package’s countries with their flags', async ({ page }) => {
  await page.goto('/en/package?tier=PRO#purchase')
  const countries = page.getByTestId('tier-countries')
  await expect(countries).toContainText('United States')
  const us = countries.locator('li', { hasText: 'United States' })
  await expect(us.locator('img[src="/media/flags/us.webp"]')).toHaveCount(1)
  await page.locator('#purchase-tier').selectOption('Deluxe')
  await expect(countries).toContainText('(62)')
  const items = countries.locator('li')
  const withoutFlag = await items.evaluateAll(
    (nodes) => nodes.filter((li) => !li.querySelector('img[src^="/media/flags/"]')).length,
  )
  expect(await items.count()).toBeGreaterThan(100)
  expect(withoutFlag).toBe(0)
  // Every flag is there to load.
  const flag = await page.request.get('/media/flags/br.webp')
  expect(flag.status()).toBe(200)
  await page.goto('/ru/package?tier=Global#purchase')
  await expect(page.getByTestId('tier-countries').locator('li').first().locator('img')).toHaveCount(1)
})

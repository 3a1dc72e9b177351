/**
 * Every link lands: from every page in the sitemap, every internal link, every language-switch option
 * and every hreflang alternate answers 200 — or, for a path outside the three sites (console links), the SPEC §2.4
 * redirect. Request API only (no page loads), each URL fetched once.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

const SITE_PATH = /^\/(cn|en|ru)(\/|\?|$)/

function decode(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
}

/** Internal hrefs of a page: anchors (the language options among them) and hreflang alternates, without the hash. */
function linksOf(html: string, origin: string): { links: string[]; languageOptions: number } {
  const links = new Set<string>()
  let languageOptions = 0
  for (const match of html.matchAll(/<(a|link)\b([^>]*)>/g)) {
    const attributes = match[2]!
    const href = /\bhref="([^"]*)"/.exec(attributes)?.[1]
    if (!href) continue
    if (match[1] === 'link' && !/\brel="alternate"/.test(attributes)) continue
    if (match[1] === 'a' && /\bhrefLang="|\bhreflang="/i.test(attributes)) languageOptions += 1
    const url = new URL(decode(href), origin)
    if (url.origin !== origin) continue
    if (/^\/(api|admin|_next|next|media)\b/.test(url.pathname)) continue
    links.add(`${url.pathname}${url.search}`)
  }
  return { links: [...links], languageOptions }
}

async function status(request: APIRequestContext, path: string): Promise<{ status: number; location: string | null }> {
  const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false })
  return { status: response.status(), location: response.headers()['location'] ?? null }
}

test('every internal link and language option of every sitemap page lands', async ({ request, baseURL }) => {
  test.setTimeout(300_000)
  const origin = new URL(baseURL!).origin
  // /sitemap.xml is an index of parts (src/data/seo/sitemap.ts): read every part.
  const index = await (await request.get('/sitemap.xml')).text()
  const parts = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!)))
  expect(parts.length).toBeGreaterThan(0)
  let sitemap = ''
  for (const part of parts) sitemap += await (await request.get(`${part.pathname}${part.search}`)).text()
  const pages = [
    ...new Set(
      [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => {
        const url = new URL(decode(m[1]!))
        return `${url.pathname}${url.search}`
      }),
    ),
  ]
  expect(pages.length).toBeGreaterThan(50)

  const sources = new Map<string, string>() // link → first page that has it
  let options = 0
  for (const page of pages) {
    const response = await request.get(page, { failOnStatusCode: false })
    expect(response.status(), `sitemap page ${page}`).toBe(200)
    const { links, languageOptions } = linksOf(await response.text(), origin)
    options += languageOptions
    for (const link of links) if (!sources.has(link)) sources.set(link, page)
  }
  // Three options per page (English, 简体中文, Русский).
  expect(options).toBeGreaterThanOrEqual(pages.length * 3)

  const broken: string[] = []
  for (const [link, page] of sources) {
    const { status: code, location } = await status(request, link)
    if (code === 200) continue
    const redirect = code >= 300 && code < 400 && location
    // Outside the three sites (console paths): the §2.4 redirect to a site home.
    if (redirect && !SITE_PATH.test(link) && /^\/(cn|en|ru)$/.test(new URL(location, origin).pathname)) continue
    // A redirect rule inside a site must end on a page that exists.
    if (redirect && SITE_PATH.test(link)) {
      const target = new URL(location, origin)
      const end = await status(request, `${target.pathname}${target.search}`)
      if (end.status === 200) continue
    }
    broken.push(`${link} → ${code}${location ? ` ${location}` : ''} (linked from ${page})`)
  }
  expect(broken).toEqual([])
})

/**
 * The sitemap, split for size: /sitemap.xml is a sitemap index of /sitemap.xml?part=0, ?part=1 … each holding at
 * most SITEMAP_CHUNK URLs (the protocol's limit is 50,000 URLs and 50 MB per file). Every published page of every
 * site with its hreflang alternates, the legal pages, news, solutions and countries. The lists are read with only
 * the fields they need (no blocks or bodies), so 10,000 news cost one small query; the answer is cached in slices
 * (SITEMAP_SLICE) that each stay under Next's 2 MB limit for a data-cache item.
 */
import { tags } from '@/server/cache/tags'
import { getAllPages, getCaseStudies } from '@/data/content'
import { cachedRead, payloadClient } from '@/data/payload'
import { runSql, sql } from '@/db/sql'
import { COVERAGE } from '@/domain/coverage'
import { SITES, type Site } from '@/domain/locale'
import { solutionDetailPath } from '@/domain/routing'
import { publicOrigin, serverUrl } from '@/settings'
import { alternatesOf, siteUrl } from '@/data/seo/metadata'

export const SITEMAP_CHUNK = 50_000

/**
 * The cached unit: a part is kept in Next's data cache as slices of this many entries' XML. Next refuses to keep an
 * item over 2 MB (without a custom cache handler, it silently recomputes it on every request): at N = 10,000 news the
 * whole list was about 2.6 MB and the sitemap was read from the database on every request. A slice stays under
 * about 1 MB even when every entry carries three hreflang alternates.
 */
export const SITEMAP_SLICE = 2_000

export type SitemapEntry = { url: string; lastModified?: string; alternates?: Record<string, string> }

const sitemapTags = () => ['pages', 'news', 'solutions', 'countries', 'case-studies'].map((c) => tags.collection(c))
// The run-time public origins are part of every key: one image may serve several domains.
const originsKey = () => SITES.map((site) => publicOrigin(site))

/**
 * The reads behind one sitemap request: what is not cached yet is computed from one database read, shared by the
 * count and every slice the request needs. Cached until a page, news item, solution or country changes (the
 * collection hooks expire these tags).
 */
function sitemapReads() {
  let entries: Promise<SitemapEntry[]> | undefined
  const all = () => (entries ??= readEntries())
  const origins = originsKey()
  return {
    /** Whether this request read the database (the cached values had expired). */
    readNow: () => entries !== undefined,
    count: () => cachedRead(['sitemap-count', ...origins], sitemapTags(), async () => (await all()).length),
    slice: (from: number) =>
      cachedRead(['sitemap-slice', from, SITEMAP_SLICE, ...origins], sitemapTags(), async () =>
        urlsXml((await all()).slice(from, from + SITEMAP_SLICE)),
      ),
  }
}

/** /sitemap.xml: the index of the parts. */
export async function sitemapIndex(): Promise<string> {
  const reads = sitemapReads()
  const count = await reads.count()
  // After a change, fill every part's slices from this one read: the crawler asks for the parts next, and each part
  // request would otherwise read the whole list again.
  if (reads.readNow()) for (let from = 0; from < count; from += SITEMAP_SLICE) await reads.slice(from)
  return sitemapIndexXml(Math.ceil(count / SITEMAP_CHUNK))
}

/** /sitemap.xml?part=n: at most SITEMAP_CHUNK URLs; null when there is no such part (part 0 always exists). */
export async function sitemapPart(n: number): Promise<string | null> {
  const reads = sitemapReads()
  const count = await reads.count()
  if (n < 0 || (n > 0 && n * SITEMAP_CHUNK >= count)) return null
  const end = Math.min(count, (n + 1) * SITEMAP_CHUNK)
  const slices: Promise<string>[] = []
  for (let from = n * SITEMAP_CHUNK; from < end; from += SITEMAP_SLICE) slices.push(reads.slice(from))
  return urlset((await Promise.all(slices)).filter(Boolean).join('\n'))
}

/**
 * The slugs of the news published in Chinese on the cn site, newest first. One plain query on Payload's tables (the
 * same conditions as a guest's `find`: `sites` contains cn, the zh row published): at 10,000 news the local API took
 * 0.8–1.2 s for these two columns (10,000 documents through its read pipeline), this query about 30 ms.
 */
async function publishedNewsOfCn(
  payload: Awaited<ReturnType<typeof payloadClient>>,
): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await runSql<{ slug: string; updated_at: Date | string }>(
    payload,
    sql`select n.slug, n.updated_at from news n
      where exists (select 1 from news_sites s where s.parent_id = n.id and s.value = 'cn')
        and exists (select 1 from news_locales l where l._parent_id = n.id and l._locale = 'zh' and l._status = 'published')
      order by n.date desc, n.created_at desc, n.id desc`,
  )
  return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at).toISOString() }))
}

async function readEntries(): Promise<SitemapEntry[]> {
  const payload = await payloadClient()
  const published = { _status: { equals: 'published' } } as const
  const [pages, news, solutions, ...caseStudies] = await Promise.all([
    getAllPages(),
    publishedNewsOfCn(payload),
    payload.find({
      collection: 'solutions',
      where: published,
      locale: 'en',
      select: { contId: true },
      sort: 'order',
      pagination: false,
      depth: 0,
    }),
    ...SITES.map((site) => getCaseStudies(site)),
  ])
  const entries: SitemapEntry[] = []
  for (const page of pages) {
    const alternates = alternatesOf(page.path, page.sites)
    for (const site of page.sites)
      entries.push({ url: siteUrl(site, page.path), lastModified: page.updatedAt, alternates })
  }
  for (const site of SITES) for (const legal of ['privacy', 'terms']) entries.push({ url: siteUrl(site, legal) })
  for (const site of ['en', 'ru'] as const) entries.push({ url: siteUrl(site, 'packageterms') })
  for (const item of news)
    entries.push({ url: siteUrl('cn', `news/detail?id=${item.slug}`), lastModified: item.updatedAt })
  for (const solution of solutions.docs) {
    for (const site of ['en', 'ru'] as const) {
      try {
        entries.push({
          url: `${publicOrigin(site)}${solutionDetailPath(site, solution.contId as Parameters<typeof solutionDetailPath>[1])}`,
        })
      } catch {
        // A solution an editor added without a known id has no detail route.
      }
    }
  }
  // Customer stories: the list on every site, each story on the sites that publish it, with its alternates.
  const storySites = new Map<string, Site[]>()
  SITES.forEach((site, index) => {
    for (const study of caseStudies[index] ?? [])
      storySites.set(study.slug, [...(storySites.get(study.slug) ?? []), site])
  })
  for (const site of SITES) entries.push({ url: siteUrl(site, 'cases'), alternates: alternatesOf('cases', [...SITES]) })
  for (const [slug, sites] of storySites) {
    const path = `cases/detail?id=${slug}`
    for (const site of sites) entries.push({ url: siteUrl(site, path), alternates: alternatesOf(path, sites) })
  }
  // The country pages are the catalogue's countries (src/domain/coverage.ts), as /{site}/datacountries lists them.
  for (const country of COVERAGE.list)
    for (const site of ['en', 'ru'] as const)
      entries.push({ url: siteUrl(site, `countrydetail?code=${country.alpha2}`) })
  return entries
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function sitemapIndexXml(chunks: number): string {
  const base = serverUrl()
  const items = Array.from(
    { length: Math.max(1, chunks) },
    (_, i) => `<sitemap><loc>${escape(`${base}/sitemap.xml?part=${i}`)}</loc></sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** The <url> elements of these entries, one a line. */
function urlsXml(entries: SitemapEntry[]): string {
  return entries
    .map((entry) => {
      const alternates = Object.entries(entry.alternates ?? {})
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escape(lang)}" href="${escape(href)}"/>`)
        .join('')
      const lastmod = entry.lastModified
        ? `<lastmod>${escape(new Date(entry.lastModified).toISOString())}</lastmod>`
        : ''
      return `<url><loc>${escape(entry.url)}</loc>${alternates}${lastmod}</url>`
    })
    .join('\n')
}

const urlset = (urls: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`

export const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=0, s-maxage=300',
}

/**
 * The sites' reads from the CMS, one function per thing shown, each cached under the tags that the collection
 * hooks expire (src/server/cache/tags.ts). Guests read published documents only (overrideAccess: false, no user).
 */
import type { CollectionSlug, Where } from 'payload'

import { tags } from '../server/cache/tags'
import { SITES, siteToLocale, type Locale, type Site } from '../domain/locale'
import { runSql, sql } from '../db/sql'
import type {
  CaseStudy,
  Country,
  Dataset,
  LegalDocument,
  News,
  Office,
  PackageTier,
  Page,
  Redirect,
  Service,
  Solution,
  UtilityTool,
} from '../payload-types'

import { cachedRead, payloadClient, withContactDomain } from './payload'

type FindArgs = {
  collection: CollectionSlug
  where?: Where
  locale: Locale
  limit?: number
  sort?: string
  depth?: number
  draft?: boolean
}

async function findDocs<T>({
  collection,
  where,
  locale,
  limit = 1000,
  sort,
  depth = 0,
  draft = false,
}: FindArgs): Promise<T[]> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection,
    where,
    locale,
    limit,
    sort,
    depth,
    draft,
    pagination: false,
    overrideAccess: draft,
  })
  return result.docs as unknown as T[]
}

const onSite = (site: Site): Where => ({ sites: { in: [site] } })

/** A published page of a site by its path ('' = home); with `draft` (live preview) the newest draft, uncached. */
export function getPage(site: Site, path: string, draft = false): Promise<Page | null> {
  const read = async () =>
    (
      await findDocs<Page>({
        collection: 'pages',
        where: { and: [{ path: { equals: path } }, onSite(site)] },
        locale: siteToLocale(site),
        limit: 1,
        depth: 1,
        draft,
      })
    )[0] ?? null
  return draft ? withContactDomain(read()) : cachedRead(['page', site, path], [tags.page(path)], read)
}

/** The sites a path is live on (for hreflang alternates), as getAllPages. */
export function getPageSites(path: string): Promise<Site[]> {
  return cachedRead(['page-sites', path], [tags.page(path)], async () => (await livePages(path))[0]?.sites ?? [])
}

/**
 * Every page with the sites it is live on, for the sitemap and the language switch: a site shows a page only when the
 * page is published in that site's locale (/ru/x answers 404 while x has no published Russian text, whatever its
 * `sites` say).
 */
export function getAllPages(): Promise<{ path: string; sites: Site[]; updatedAt: string }[]> {
  return cachedRead(['all-pages'], [tags.collection('pages')], () => livePages())
}

/**
 * One plain query (the local API would read every page whole, blocks and all, once per locale); `path`: that page only.
 */
async function livePages(path?: string): Promise<{ path: string; sites: Site[]; updatedAt: string }[]> {
  const siteLocales = sql.join(
    SITES.map((site) => sql`(${site}, ${siteToLocale(site)})`),
    sql`, `,
  )
  const rows = await runSql<{ path: string | null; sites: Site[]; updated_at: Date | string }>(
    await payloadClient(),
    sql`select p.path, p.updated_at, array_agg(s.value::text order by s."order") as sites
      from pages p
      join pages_sites s on s.parent_id = p.id
      join (values ${siteLocales}) as m(site, locale) on m.site = s.value::text
      where exists (select 1 from pages_locales l where l._parent_id = p.id and l._locale::text = m.locale and l._status = 'published')
        ${path === undefined ? sql`` : sql`and p.path = ${path}`}
      group by p.id, p.path, p.updated_at
      order by p.id`,
  )
  return rows.map((row) => ({
    path: row.path ?? '',
    sites: row.sites,
    updatedAt: new Date(row.updated_at).toISOString(),
  }))
}

/** The published pages of a site with their titles in its language (the human sitemap). */
export function getSitePages(site: Site): Promise<Pick<Page, 'path' | 'title'>[]> {
  return cachedRead(['site-pages', site], [tags.collection('pages')], async () =>
    (await findDocs<Page>({ collection: 'pages', where: onSite(site), locale: siteToLocale(site), sort: 'path' })).map(
      ({ path, title }) => ({ path, title }),
    ),
  )
}

export function getPackageTiers(locale: Locale): Promise<PackageTier[]> {
  return cachedRead(['package-tiers', locale], [tags.collection('package-tiers')], () =>
    findDocs<PackageTier>({
      collection: 'package-tiers',
      where: { status: { equals: 'active' } },
      locale,
      sort: 'order',
    }),
  )
}

export function getSolutions(locale: Locale): Promise<Solution[]> {
  return cachedRead(['solutions', locale], [tags.collection('solutions')], () =>
    findDocs<Solution>({ collection: 'solutions', locale, sort: 'order' }),
  )
}

export function getSolution(by: { contId: number } | { slug: string }, locale: Locale): Promise<Solution | null> {
  const key = 'contId' in by ? by.contId : by.slug
  return cachedRead(
    ['solution', String(key), locale],
    [tags.doc('solutions', key)],
    async () =>
      (
        await findDocs<Solution>({
          collection: 'solutions',
          where: 'contId' in by ? { contId: { equals: by.contId } } : { slug: { equals: by.slug } },
          locale,
          limit: 1,
          // The product screen (media) with its size and alt text.
          depth: 1,
        })
      )[0] ?? null,
  )
}

export function getServices(site: Site): Promise<Service[]> {
  return cachedRead(['services', site], [tags.collection('services')], () =>
    findDocs<Service>({
      collection: 'services',
      where: onSite(site),
      locale: siteToLocale(site),
      sort: 'order',
      depth: 1,
    }),
  )
}

export function getService(site: Site, slug: string, draft = false): Promise<Service | null> {
  const read = async () =>
    (
      await findDocs<Service>({
        collection: 'services',
        where: { and: [{ slug: { equals: slug } }, onSite(site)] },
        locale: siteToLocale(site),
        limit: 1,
        depth: 1,
        draft,
      })
    )[0] ?? null
  return draft ? withContactDomain(read()) : cachedRead(['service', site, slug], [tags.doc('services', slug)], read)
}

export function getNewsList(site: Site, limit = 100): Promise<News[]> {
  return cachedRead(['news', site, limit], [tags.collection('news')], () =>
    findDocs<News>({
      collection: 'news',
      where: onSite(site),
      locale: siteToLocale(site),
      sort: '-date',
      limit,
      depth: 1,
    }),
  )
}

export const NEWS_PAGE_SIZE = 24

/** One page of a site's news, newest first, paged in the database (the list view reads no bodies). */
export function getNewsPage(
  site: Site,
  page: number,
): Promise<{
  docs: Pick<News, 'slug' | 'title' | 'date' | 'category' | 'summary' | 'cover'>[]
  totalPages: number
  page: number
}> {
  return cachedRead(['news-page', site, page], [tags.collection('news')], async () => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'news',
      where: onSite(site),
      locale: siteToLocale(site),
      sort: '-date',
      limit: NEWS_PAGE_SIZE,
      page,
      // depth 1: the cover picture (media is public).
      depth: 1,
      // As a guest: published news only (the local API skips access control unless told not to; a news item saved
      // as a draft and never published was listed, linking to a page that answers 404).
      overrideAccess: false,
      select: { slug: true, title: true, date: true, category: true, summary: true, cover: true },
    })
    return {
      docs: result.docs as Pick<News, 'slug' | 'title' | 'date' | 'category' | 'summary' | 'cover'>[],
      totalPages: result.totalPages,
      page: result.page ?? page,
    }
  })
}

export function getNewsItem(site: Site, slug: string, draft = false): Promise<News | null> {
  const read = async () =>
    (
      await findDocs<News>({
        collection: 'news',
        where: { and: [{ slug: { equals: slug } }, onSite(site)] },
        locale: siteToLocale(site),
        limit: 1,
        depth: 1,
        draft,
      })
    )[0] ?? null
  return draft ? withContactDomain(read()) : cachedRead(['news-item', site, slug], [tags.doc('news', slug)], read)
}

export function getLegalDocument(
  kind: LegalDocument['kind'],
  locale: Locale,
  draft = false,
): Promise<LegalDocument | null> {
  const read = async () =>
    (
      await findDocs<LegalDocument>({
        collection: 'legal-documents',
        where: { kind: { equals: kind } },
        locale,
        limit: 1,
        draft,
      })
    )[0] ?? null
  return draft
    ? withContactDomain(read())
    : cachedRead(['legal', kind, locale], [tags.doc('legal-documents', kind)], read)
}

export function getOffices(locale: Locale): Promise<Office[]> {
  return cachedRead(['offices', locale], [tags.collection('offices')], () =>
    findDocs<Office>({ collection: 'offices', locale, sort: 'order' }),
  )
}

export function getUtilityTools(locale: Locale, group = 265): Promise<UtilityTool[]> {
  return cachedRead(['utility-tools', locale, group], [tags.collection('utility-tools')], () =>
    findDocs<UtilityTool>({ collection: 'utility-tools', where: { group: { equals: group } }, locale, sort: 'order' }),
  )
}

export function getCountries(locale: Locale): Promise<Country[]> {
  return cachedRead(['countries', locale], [tags.collection('countries')], () =>
    findDocs<Country>({ collection: 'countries', locale, sort: 'name' }),
  )
}

export function getDatasets(locale: Locale): Promise<Dataset[]> {
  return cachedRead(['datasets', locale], [tags.collection('datasets')], () =>
    findDocs<Dataset>({ collection: 'datasets', locale, sort: 'code' }),
  )
}

/** Redirect rules (legacy paths and editors' own), keyed by their `from` path. */
export function getRedirects(): Promise<Record<string, string>> {
  return cachedRead(['redirects'], [tags.collection('redirects')], async () => {
    const docs = await findDocs<Redirect>({ collection: 'redirects', locale: 'zh', depth: 1 })
    const map: Record<string, string> = {}
    for (const doc of docs) {
      const to = doc.to
      let url: string | null | undefined = to?.url
      if (to?.type === 'reference' && to.reference && typeof to.reference.value === 'object') {
        const page = to.reference.value as Page
        url = `/${page.sites?.[0] ?? 'cn'}${page.path ? `/${page.path}` : ''}`
      }
      if (doc.from && url) map[doc.from.replace(/\/+$/, '') || '/'] = url
    }
    return map
  })
}

/**
 * A published version of a legal document by its `version` (a privacy policy someone consented to stays
 * readable at /{site}/privacy/v/{version} after a newer one is published). The newest published snapshot with that
 * version; null when there is none.
 */
export function getLegalDocumentVersion(
  kind: LegalDocument['kind'],
  version: string,
  locale: Locale,
): Promise<LegalDocument | null> {
  const read = async () => {
    const payload = await payloadClient()
    const { docs } = await payload.findVersions({
      collection: 'legal-documents',
      where: {
        and: [
          { 'version.kind': { equals: kind } },
          { 'version.version': { equals: version } },
          { 'version._status': { equals: 'published' } },
        ],
      },
      locale,
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      pagination: false,
      // Version history is staff-only; only published snapshots are read here.
      overrideAccess: true,
    })
    const snapshot = docs[0]?.version as LegalDocument | undefined
    if (!snapshot) return null
    // Version history is read with full access: the staff's translation tracking (editors' e-mails) stays out.
    const { translationState: _staffOnly, ...published } = snapshot
    return published as LegalDocument
  }
  return cachedRead(['legal-version', kind, version, locale], [tags.doc('legal-documents', kind)], read)
}

/** The published case studies of a site in their order (the list, the testimonial strip, the logo row). */
export function getCaseStudies(site: Site): Promise<CaseStudy[]> {
  return cachedRead(['case-studies', site], [tags.collection('case-studies')], () =>
    // depth 1: the logo (media is public once a published case study shows it).
    findDocs<CaseStudy>({
      collection: 'case-studies',
      where: onSite(site),
      locale: siteToLocale(site),
      sort: 'order',
      depth: 1,
    }),
  )
}

/** One case study of a site by its slug; with `draft` (live preview) the newest draft, uncached. */
export function getCaseStudy(site: Site, slug: string, draft = false): Promise<CaseStudy | null> {
  const read = async () =>
    (
      await findDocs<CaseStudy>({
        collection: 'case-studies',
        where: { and: [{ slug: { equals: slug } }, onSite(site)] },
        locale: siteToLocale(site),
        limit: 1,
        depth: 1,
        draft,
      })
    )[0] ?? null
  return draft ? read() : cachedRead(['case-study', site, slug], [tags.doc('case-studies', slug)], read)
}

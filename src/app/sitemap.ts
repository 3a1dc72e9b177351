/** sitemap.xml: every published page of every site with its hreflang alternates, plus news, solutions, countries. */
import type { MetadataRoute } from 'next'

import { getAllPages, getCountries, getNewsList, getSolutions } from '@/data/content'
import { SITES, type Site } from '@/domain/locale'
import { solutionDetailPath } from '@/domain/routing'
import { serverUrl } from '@/env'
import { alternatesOf, sitePath } from '@/seo/metadata'

export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = serverUrl()
  const entries: MetadataRoute.Sitemap = []
  const pages = await getAllPages()
  for (const page of pages) {
    const sites = (page.sites ?? []) as Site[]
    for (const site of sites) {
      entries.push({ url: `${base}${sitePath(site, page.path ?? '')}`, lastModified: page.updatedAt, alternates: { languages: alternatesOf(page.path ?? '', sites) } })
    }
  }
  for (const site of SITES) for (const legal of ['privacy', 'terms']) entries.push({ url: `${base}/${site}/${legal}` })
  for (const site of ['en', 'ru'] as const) entries.push({ url: `${base}/${site}/packageterms` })
  for (const item of await getNewsList('cn')) entries.push({ url: `${base}/cn/news/detail?id=${item.slug}`, lastModified: item.updatedAt })
  for (const solution of await getSolutions('en')) {
    for (const site of ['en', 'ru'] as const) {
      try {
        entries.push({ url: `${base}${solutionDetailPath(site, solution.contId as Parameters<typeof solutionDetailPath>[1])}` })
      } catch {
        // A solution an editor added without a known id has no detail route.
      }
    }
  }
  for (const country of await getCountries('en')) for (const site of ['en', 'ru'] as const) entries.push({ url: `${base}/${site}/countrydetail?code=${country.iso2}` })
  return entries
}

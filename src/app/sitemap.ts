/** sitemap.xml: every published page of every site with its hreflang alternates, plus news, solutions, countries. */
import type { MetadataRoute } from 'next'

import { getAllPages, getCountries, getNewsList, getSolutions } from '@/data/content'
import { SITES, type Site } from '@/domain/locale'
import { solutionDetailPath } from '@/domain/routing'
import { publicOrigin } from '@/env'
import { alternatesOf, siteUrl } from '@/seo/metadata'

export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = []
  const pages = await getAllPages()
  for (const page of pages) {
    const sites = (page.sites ?? []) as Site[]
    for (const site of sites) {
      entries.push({ url: siteUrl(site, page.path ?? ''), lastModified: page.updatedAt, alternates: { languages: alternatesOf(page.path ?? '', sites) } })
    }
  }
  for (const site of SITES) for (const legal of ['privacy', 'terms']) entries.push({ url: siteUrl(site, legal) })
  for (const site of ['en', 'ru'] as const) entries.push({ url: siteUrl(site, 'packageterms') })
  for (const item of await getNewsList('cn')) entries.push({ url: siteUrl('cn', `news/detail?id=${item.slug}`), lastModified: item.updatedAt })
  for (const solution of await getSolutions('en')) {
    for (const site of ['en', 'ru'] as const) {
      try {
        entries.push({ url: `${publicOrigin(site)}${solutionDetailPath(site, solution.contId as Parameters<typeof solutionDetailPath>[1])}` })
      } catch {
        // A solution an editor added without a known id has no detail route.
      }
    }
  }
  for (const country of await getCountries('en')) for (const site of ['en', 'ru'] as const) entries.push({ url: siteUrl(site, `countrydetail?code=${country.iso2}`) })
  return entries
}

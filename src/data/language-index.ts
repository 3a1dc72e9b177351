/**
 * Which pages of a site also exist on the other sites, for the language switch (SPEC §4: same page in the other
 * language when it exists, else that site's home). Built on the server from what the routes can render: CMS pages
 * (by their `sites`), legal texts, services, the human sitemap, and the country pages of en/ru. Cached under the
 * tags of the collections it reads, so a publish that adds a page to a site updates the switch.
 */
import { tags } from '../server/cache/tags'
import { SITES, type Site } from '../domain/locale'
import type { LanguageIndex } from '../domain/language-target'

import { getAllPages, getServices } from './content'
import { cachedRead } from './payload'

/** Paths every route below renders on a site without a CMS page ('' is the home page, always a page). */
const SCREENS: Record<Site, readonly string[]> = {
  cn: [
    'privacy',
    'terms',
    'content/privacy',
    'sitemap',
    'news',
    'news/detail',
    'news/detail/play',
    'cases',
    'cases/detail',
  ],
  en: ['privacy', 'terms', 'content/privacy', 'sitemap', 'packageterms', 'countrydetail', 'cases', 'cases/detail'],
  ru: ['privacy', 'terms', 'content/privacy', 'sitemap', 'packageterms', 'countrydetail', 'cases', 'cases/detail'],
}

async function pathsOfSites(): Promise<Record<Site, Set<string>>> {
  const [pages, ...services] = await Promise.all([getAllPages(), ...SITES.map((site) => getServices(site))])
  const result = Object.fromEntries(SITES.map((site) => [site, new Set<string>(['', ...SCREENS[site]])])) as Record<
    Site,
    Set<string>
  >
  for (const page of pages) for (const site of (page.sites ?? []) as Site[]) result[site]?.add(page.path ?? '')
  SITES.forEach((site, index) => {
    for (const service of services[index] ?? []) {
      result[site].add(`service/${service.slug}`)
      result[site].add(`service/${service.slug}/detail`)
      if (service.body) result[site].add(`service/${service.slug}/play`)
    }
  })
  return result
}

/** For the pages of `site`: the paths that exist on each other site too. */
export function getLanguageIndex(site: Site): Promise<LanguageIndex> {
  return cachedRead(['language-index', site], [tags.collection('pages'), tags.collection('services')], async () => {
    const paths = await pathsOfSites()
    const index: LanguageIndex = {}
    for (const other of SITES) {
      if (other === site) continue
      index[other] = [...paths[site]].filter((path) => paths[other].has(path)).sort()
    }
    return index
  })
}

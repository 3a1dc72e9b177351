/**
 * Metadata shared by every screen: canonical URL, hreflang alternates (zh-CN, en, ru, x-default) to the same page on
 * the other sites where it exists, Open Graph and Twitter cards.
 */
import type { Metadata } from 'next'

import { publicOrigin } from '../../settings'
import { htmlLangOf, SITES, type Site } from '../../domain/locale'

export function sitePath(site: Site, path: string): string {
  return `/${site}${path ? `/${path}` : ''}`
}

/** The absolute public address of a page of a site (its site's public origin, see `publicOrigin`). */
export function siteUrl(site: Site, path: string): string {
  return `${publicOrigin(site)}${sitePath(site, path)}`
}

/** hreflang → absolute URL for each site that has the page; x-default prefers English, then Chinese. */
export function alternatesOf(path: string, sites: Site[]): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const site of SITES) if (sites.includes(site)) languages[htmlLangOf(site)] = siteUrl(site, path)
  const fallback = sites.includes('en') ? 'en' : sites.includes('cn') ? 'cn' : sites[0]
  if (fallback) languages['x-default'] = siteUrl(fallback, path)
  return languages
}

export function screenMetadata({
  site,
  path,
  title,
  description,
  sites,
  brand,
}: {
  site: Site
  path: string
  title: string | null | undefined
  description?: string
  sites: Site[]
  brand: string
}): Metadata {
  const url = siteUrl(site, path)
  // A draft opened in live preview may have no title yet.
  const fullTitle = !title ? brand : title.includes(brand) ? title : `${title} | ${brand}`
  return {
    title: fullTitle,
    description,
    metadataBase: new URL(publicOrigin(site)),
    alternates: { canonical: url, languages: alternatesOf(path, sites.includes(site) ? sites : [...sites, site]) },
    openGraph: {
      type: 'website',
      url,
      title: fullTitle,
      description,
      siteName: brand,
      locale: { cn: 'zh_CN', en: 'en_US', ru: 'ru_RU' }[site],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description },
  }
}

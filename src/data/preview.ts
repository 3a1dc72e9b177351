/**
 * Where the admin's live preview shows a document: the page on the site of the locale being edited
 * (zh → /cn, en → /en, ru → /ru), or the first site that publishes it.
 */
import { serverUrl } from '../settings'
import { isLocale, localeToSite, type Site } from '../domain/locale'

type Doc = Record<string, unknown> | undefined

export function sitePathOf(collection: string | undefined, data: Doc, locale: string | undefined): string {
  const sites = (Array.isArray(data?.sites) ? data?.sites : ['cn', 'en', 'ru']) as Site[]
  const wanted = isLocale(locale) ? localeToSite(locale) : 'cn'
  const site = sites.includes(wanted) ? wanted : (sites[0] ?? 'cn')
  switch (collection) {
    case 'pages':
      return `/${site}${data?.path ? `/${data.path}` : ''}`
    case 'news':
      return `/cn/news/detail?id=${data?.slug ?? ''}`
    case 'case-studies':
      return `/${site}/cases/detail?id=${data?.slug ?? ''}`
    case 'solutions':
      return site === 'ru'
        ? `/ru/${data?.slug ?? ''}`
        : `/en/solutionsdetail?contId=${data?.contId ?? ''}&name=${data?.slug ?? ''}`
    case 'services':
      return `/${site}/service/${data?.slug ?? ''}`
    case 'legal-documents':
      return `/${site}/${data?.kind === 'package-terms' ? 'packageterms' : data?.kind === 'terms' ? 'terms' : 'privacy'}`
    default:
      return `/${site}`
  }
}

export function previewUrl(collection: string | undefined, data: Doc, locale: string | undefined): string {
  const path = sitePathOf(collection, data, locale)
  return `${serverUrl()}/next/preview?path=${encodeURIComponent(path)}`
}

/**
 * Where the language switch goes (SPEC §4): the same page on the other site when it exists there, else that site's
 * home. Pure; LanguageSwitch.tsx applies it with the index of src/data/language-index.ts.
 */
import { languageChange, localeToSite, type LanguageChange, type Locale, type Site } from './locale'
import { solutionById, solutionByRuSlug, solutionDetailPath } from './routing'

/** Screens that show nothing without their query (?contId=, ?code=, ?id=). */
const QUERY_PAGES = new Set(['solutionsdetail', 'countrydetail', 'news/detail', 'news/detail/play', 'cases/detail'])

/** For the pages of the current site: the paths (no prefix, '' = home) that also exist on each other site. */
export type LanguageIndex = Partial<Record<Site, readonly string[]>>

/**
 * The `href` of a language option (SPEC §4): the same page on `target` when it exists there (query kept, e.g.
 * `/ru/countrydetail?code=US`), the Russian and English solution pages mapped to each other (`/ru/buyers` ↔
 * `/en/solutionsdetail?contId=998&name=buyers`), else `target`'s home. The current language keeps path and query.
 */
export function languageHref(
  site: Site,
  pathname: string,
  search: string | null,
  target: Site,
  index: LanguageIndex,
): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''
  let rest = pathname === `/${site}` ? '' : pathname.startsWith(`/${site}/`) ? pathname.slice(site.length + 2) : null
  if (rest === null) return `/${target}`
  rest = rest.replace(/\/+$/, '')
  try {
    rest = decodeURIComponent(rest)
  } catch {
    return `/${target}`
  }
  // The query is not known yet (the server's first HTML of a page that streams the switch in): a page chosen by its
  // query cannot be named, so the options go to the homes until the real links replace them.
  if (search === null && QUERY_PAGES.has(rest.toLowerCase())) return `/${target}`
  if (target === site) return `${pathname}${query}`
  if (site === 'ru' && target === 'en') {
    const solution = solutionByRuSlug(rest)
    if (solution) return solutionDetailPath('en', solution.id)
  }
  if (rest.toLowerCase() === 'solutionsdetail') {
    const solution = solutionById(Number(new URLSearchParams(query).get('contId')))
    return solution && target !== 'cn' ? solutionDetailPath(target, solution.id) : `/${target}`
  }
  if (index[target]?.includes(rest)) return `/${target}${rest ? `/${rest}` : ''}${query}`
  return `/${target}`
}

/**
 * The language change from `currentPath` (path, query and hash) of `site` to `locale`: its cookie and where it goes.
 */
export function languageTarget(site: Site, currentPath: string, locale: Locale, index: LanguageIndex): LanguageChange {
  const url = new URL(currentPath, 'http://placeholder')
  return {
    ...languageChange(currentPath, locale),
    navigateTo: languageHref(site, url.pathname, url.search, localeToSite(locale), index),
  }
}

/** The `document.cookie` assignment for a language change: path /, one year, SameSite=Lax (Secure on https). */
export function langCookieString(change: LanguageChange, secure: boolean, domain?: string): string {
  const { name, value, path, maxAge } = change.cookie
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${path}`, `max-age=${maxAge}`, 'SameSite=Lax']
  if (domain) parts.push(`domain=${domain}`)
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/**
 * Where the language switch goes (SPEC §4): the same path under the other prefix, or that site's home when the
 * page does not exist there. Pure; LanguageSwitch.tsx applies it.
 */
import { htmlLangOf, languageChange, localeToSite, SITES, type LanguageChange, type Locale, type Site } from '../domain/locale'

/**
 * The language change for `currentPath` (path, query and hash) to `locale`.
 * - `availablePaths` absent: the path with the prefix swapped (`languageChange` of the domain core).
 * - present: the path it gives for the target site, or the target site's home when it has none.
 */
export function languageTarget(
  currentPath: string,
  locale: Locale,
  availablePaths?: Partial<Record<Site, string>> | null,
): LanguageChange {
  const change = languageChange(currentPath, locale)
  if (!availablePaths) return change
  const site = localeToSite(locale)
  const known = availablePaths[site]
  return { ...change, navigateTo: known && known.startsWith('/') ? known : `/${site}` }
}

/**
 * The alternates a page declares in its `<head>` (`<link rel="alternate" hreflang="zh-CN|en|ru" href>`, which the
 * routes emit from `generateMetadata`), as same-origin paths by site; null when the page declares none, so the
 * caller falls back to swapping the prefix. Absolute hrefs are reduced to path + query + hash.
 */
export function availablePathsFromAlternates(
  links: ReadonlyArray<{ hreflang: string | null; href: string | null }>,
  base: string,
): Partial<Record<Site, string>> | null {
  const result: Partial<Record<Site, string>> = {}
  let found = false
  for (const link of links) {
    if (!link.hreflang || !link.href) continue
    const site = SITES.find((candidate) => htmlLangOf(candidate).toLowerCase() === link.hreflang!.trim().toLowerCase())
    if (!site) continue
    try {
      const url = new URL(link.href, base)
      result[site] = `${url.pathname}${url.search}${url.hash}`
      found = true
    } catch {
      // An unparsable href is ignored.
    }
  }
  return found ? result : null
}

/** The `document.cookie` assignment for a language change: path /, one year, SameSite=Lax (Secure on https). */
export function langCookieString(change: LanguageChange, secure: boolean, domain?: string): string {
  const { name, value, path, maxAge } = change.cookie
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${path}`, `max-age=${maxAge}`, 'SameSite=Lax']
  if (domain) parts.push(`domain=${domain}`)
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

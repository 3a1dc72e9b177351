/**
 * The canonical form of a request target, decided before any cache (the guest page cache, Next's incremental cache)
 * or Next's router sees it:
 *  - the path: encoded slashes or backslashes (`%2F`, `%5C`, `\`) are refused; dot segments (`.`, `..`, `%2E`) and
 *    repeated slashes are resolved, and the visitor is sent to the resolved path (308), so `/en/x/../aboutus` and
 *    `/_next/static/x/../chunks/f.js` are never entries of their own;
 *  - the query of a site page: only the parameters that page reads are kept (`page` of the news list, `code` of a
 *    country, …) and `_rsc` only with Next's router header. Tracking and router parameters (`utm_*`,
 *    `__nextDataReq`, …) never reach Next, so a page rendered on first request and cached for every guest is always
 *    the one rendered for its canonical URL (the query was written into the page's RSC payload).
 */

/** Query parameters each site page reads (its `searchParams`); every other page reads none. */
const PAGE_PARAMS: [RegExp, string[]][] = [
  [/^\/(?:cn|en|ru)\/news$/, ['page']],
  [/^\/(?:cn|en|ru)\/news\/detail(?:\/play)?$/, ['id']],
  [/^\/(?:cn|en|ru)\/cases\/detail$/, ['id']],
  [/^\/(?:cn|en|ru)\/countrydetail$/, ['code']],
  [/^\/(?:cn|en|ru)\/solutions[dD]etail$/, ['contId', 'name']],
]
const SITE_PAGE = /^\/(?:cn|en|ru)(?:\/|$)/

export type CanonicalTarget =
  { kind: 'same' } | { kind: 'rewrite'; url: string } | { kind: 'redirect'; location: string } | { kind: 'refuse' }

/** Resolves dot segments and repeated slashes of a path (RFC 3986 §5.2.4); `%2E` counts as a dot. */
export function normalisePath(pathname: string): string {
  const out: string[] = []
  const segments = pathname.split('/').slice(1)
  segments.forEach((raw, index) => {
    const segment = raw.replace(/%2e/gi, '.')
    const last = index === segments.length - 1
    if (segment === '..') {
      out.pop()
      if (last) out.push('')
    } else if (segment === '.' || (segment === '' && !last)) {
      if (last) out.push('')
    } else out.push(raw)
  })
  const joined = `/${out.join('/')}`
  // A trailing slash is kept as the visitor wrote it (Next redirects it); a lone "/" stays "/".
  return joined.replace(/\/{2,}$/, '/')
}

/** The canonical query of a site page: its own parameters, in the order sent; `_rsc` only for a router request. */
function canonicalQuery(pathname: string, query: string, routerRequest: boolean): string {
  if (!query) return ''
  const allowed = new Set(PAGE_PARAMS.find(([pattern]) => pattern.test(pathname.replace(/\/$/, '')))?.[1] ?? [])
  if (routerRequest) allowed.add('_rsc')
  if (!allowed.size) return ''
  const kept = query.split('&').filter((pair) => {
    const name = pair.split('=', 1)[0]!
    try {
      return allowed.has(decodeURIComponent(name.replace(/\+/g, ' ')))
    } catch {
      return false
    }
  })
  return kept.length ? `?${kept.join('&')}` : ''
}

export function canonicalTarget(rawUrl: string | undefined, routerRequest: boolean): CanonicalTarget {
  const target = rawUrl || '/'
  const cut = target.indexOf('?')
  const pathname = cut < 0 ? target : target.slice(0, cut)
  const query = cut < 0 ? '' : target.slice(cut + 1)
  if (!pathname.startsWith('/') || /%2f|%5c|\\/i.test(pathname)) return { kind: 'refuse' }
  const path = normalisePath(pathname)
  if (path !== pathname) return { kind: 'redirect', location: `${path}${query ? `?${query}` : ''}` }
  if (!SITE_PAGE.test(pathname) || !query) return { kind: 'same' }
  const canonical = `${pathname}${canonicalQuery(pathname, query, routerRequest)}`
  return canonical === target ? { kind: 'same' } : { kind: 'rewrite', url: canonical }
}

/**
 * The few decisions made before a page renders (SPEC §2.4, §2.7). Site pages themselves never pass through here
 * (see the matcher), so cached guest pages stay as fast as static files.
 *  - `/`: the `lang` cookie picks the site (zh-cn → /cn, en → /en, ru → /ru; none → /cn); any other value is a 404.
 *  - a logged-in visitor opening /en/service/cedarRose or /en/service/debtcollection goes to /cn/… with lang=en.
 * Paths outside the sites and `/ru/solutionsDetail` are rewritten by next.config.ts (in process), not here: a
 * rewrite returned from the proxy is fetched over HTTP whenever its origin differs from the one Next listens on
 * (HOSTNAME=127.0.0.1, X-Forwarded-Proto: https…), which answered 500. Every `Location` is relative (see redirect).
 */
import { NextResponse, type NextRequest } from 'next/server'

import { TOKEN_COOKIE } from './domain/constants'
import { DEFAULT_SITE, LANG_COOKIE, langCookieToLocale, localeToSite } from './domain/locale'
import { redirectForLoggedIn } from './domain/routing'
import { unmatchedNotFound } from './server/unmatched'

/**
 * A redirect on this request's own origin, which Next turns into a relative `Location` (a Location of another origin
 * would be kept as it is). Never built from Host or X-Forwarded-* headers.
 */
function redirect(location: string, request: NextRequest): NextResponse {
  return NextResponse.redirect(new URL(location, request.url), 307)
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const hasToken = Boolean(request.cookies.get(TOKEN_COOKIE)?.value)

  if (pathname === '/') {
    const raw = request.cookies.get(LANG_COOKIE)?.value
    if (raw === undefined || raw === '') return redirect(`/${DEFAULT_SITE}${search}`, request)
    const locale = langCookieToLocale(raw)
    if (!locale) return unmatchedNotFound('/')
    return redirect(`/${localeToSite(locale)}${search}`, request)
  }

  if (pathname.startsWith('/en/service/')) {
    const target = redirectForLoggedIn(`${pathname}${search}`, hasToken)
    return target ? redirect(target, request) : NextResponse.next()
  }

  return NextResponse.next()
}

export const config = {
  matcher: ['/', '/en/service/:slug(cedarRose|debtcollection)'],
}

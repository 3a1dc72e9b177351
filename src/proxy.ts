/**
 * The few decisions made before a page renders (SPEC §2.4, §2.7, §5). Site pages themselves never pass through
 * here (see the matcher), so cached guest pages stay as fast as static files.
 *  - `/`: the `lang` cookie picks the site (zh-cn → /cn, en → /en, ru → /ru; none → /cn); any other value is a 404.
 *  - a path outside the three sites → /next/unmatched, which applies the redirects collection, then §2.4.
 *  - `/ru/solutionsDetail` is the Russian name of the solution detail screen.
 *  - a logged-in visitor opening /en/service/cedarRose or /en/service/debtcollection goes to /cn/… with lang=en.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { TOKEN_COOKIE } from './domain/constants'
import { LANG_COOKIE, langCookieToLocale, localeToSite } from './domain/locale'
import { redirectForLoggedIn } from './domain/routing'

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const hasToken = Boolean(request.cookies.get(TOKEN_COOKIE)?.value)

  if (pathname === '/') {
    const raw = request.cookies.get(LANG_COOKIE)?.value
    if (raw === undefined || raw === '') return NextResponse.redirect(new URL(`/cn${search}`, request.url))
    const locale = langCookieToLocale(raw)
    if (!locale) return unmatched(request, '/', true)
    return NextResponse.redirect(new URL(`/${localeToSite(locale)}${search}`, request.url))
  }

  if (pathname === '/ru/solutionsDetail') {
    return NextResponse.rewrite(new URL(`/ru/solutionsdetail${search}`, request.url))
  }

  if (pathname.startsWith('/en/service/')) {
    const target = redirectForLoggedIn(`${pathname}${search}`, hasToken)
    return target ? NextResponse.redirect(new URL(target, request.url)) : NextResponse.next()
  }

  return unmatched(request, `${pathname}${search}`, false)
}

/** Hands the request to /next/unmatched, telling it (in request headers) which path was asked for. */
function unmatched(request: NextRequest, path: string, notFound: boolean) {
  const headers = new Headers(request.headers)
  headers.set('x-unmatched-path', path)
  if (notFound) headers.set('x-unmatched-status', '404')
  else headers.delete('x-unmatched-status')
  return NextResponse.rewrite(new URL('/next/unmatched', request.url), { request: { headers } })
}

export const config = {
  matcher: [
    '/',
    '/ru/solutionsDetail',
    '/en/service/:slug(cedarRose|debtcollection)',
    // Everything outside the sites and the app's own routes: the public API (/public, /pay), the console's
    // /login, /register, /reset-password, /console/* and /auth/* served by this app.
    '/((?!(?:cn|en|ru|admin|api|_next|next|media|public|pay|login|register|reset-password|console|auth)(?:/|$)|sitemap\\.xml$|robots\\.txt$|favicon\\.(?:svg|ico)$).+)',
  ],
}

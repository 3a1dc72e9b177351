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
    if (!locale) return NextResponse.rewrite(new URL('/next/unmatched?status=404&path=/', request.url))
    return NextResponse.redirect(new URL(`/${localeToSite(locale)}${search}`, request.url))
  }

  if (pathname === '/ru/solutionsDetail') {
    return NextResponse.rewrite(new URL(`/ru/solutionsdetail${search}`, request.url))
  }

  if (pathname.startsWith('/en/service/')) {
    const target = redirectForLoggedIn(`${pathname}${search}`, hasToken)
    return target ? NextResponse.redirect(new URL(target, request.url)) : NextResponse.next()
  }

  const url = new URL('/next/unmatched', request.url)
  url.searchParams.set('path', `${pathname}${search}`)
  return NextResponse.rewrite(url)
}

export const config = {
  matcher: [
    '/',
    '/ru/solutionsDetail',
    '/en/service/:slug(cedarRose|debtcollection)',
    // Everything outside the sites and the app's own routes (the console's /login, /register, /console/*, /auth/*
    // and the public API /public/* are routes of this app).
    '/((?!(?:cn|en|ru|admin|api|_next|next|media|login|register|console|auth|public)(?:/|$)|sitemap\\.xml$|robots\\.txt$|favicon\\.(?:svg|ico)$).+)',
  ],
}

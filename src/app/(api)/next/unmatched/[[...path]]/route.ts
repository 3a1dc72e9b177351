/**
 * An unmatched route (SPEC §2.4), reached through next.config.ts's rewrite of every path outside the app's routes
 * (in process: no second HTTP hop). The redirects collection first (legacy paths such as /products, and editors'
 * own); then a guest is redirected (contains /cn → /cn; /en or a legacy path → /en; /ru → /ru; else /cn) and a
 * visitor holding a token gets the not-found screen with status 404. Locations are relative; nothing is cached.
 * A path of the console (§2.6: /dashboard, /so, /crm/…, issue 27) is not a mistyped address: it goes to the console
 * (CONSOLE_URL, path and query kept) or, without one, to the page of the visitor's site that says where the console
 * lives (the `lang` cookie's site, else /cn), never to a bare 404.
 */
import { cookies } from 'next/headers'

import { getRedirects } from '@/data/content'
import { TOKEN_COOKIE } from '@/domain/constants'
import { indexNowKeyFile } from '@/jobs/markets'
import { consoleHref, isConsolePath, redirectForUnmatched } from '@/domain/routing'
import { LANG_COOKIE, langCookieToLocale, localeToSite } from '@/domain/locale'
import { consoleUrl } from '@/data/navigation'
import { relativeRedirect, unmatchedNotFound } from '@/server/unmatched'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  const { path: segments } = await params
  const pathname = `/${(segments ?? []).join('/')}`.replace(/\/+$/, '') || '/'
  const original = `${pathname}${new URL(request.url).search}`
  // IndexNow's key file, /{INDEXNOW_KEY}.txt (issue 23).
  const key = indexNowKeyFile(pathname)
  if (key) return new Response(key, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
  const redirects = await getRedirects().catch(() => ({}) as Record<string, string>)
  const to = redirects[pathname] ?? redirects[safeDecode(pathname)]
  if (to) return relativeRedirect(to, 308)
  const jar = await cookies()
  if (isConsolePath(pathname)) {
    const locale = langCookieToLocale(jar.get(LANG_COOKIE)?.value ?? '')
    const site = locale ? localeToSite(locale) : 'cn'
    return relativeRedirect(consoleHref(original, site, consoleUrl()), 307)
  }
  if (jar.get(TOKEN_COOKIE)?.value) return unmatchedNotFound(original)
  return relativeRedirect(redirectForUnmatched(original), 307)
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export const HEAD = GET

/**
 * An unmatched route (SPEC §2.4), reached through next.config.ts's rewrite of every path outside the app's routes
 * (in process: no second HTTP hop). The IndexNow key file first, then `unmatchedAnswer` (src/domain/routing.ts): the
 * redirects collection (legacy paths such as /products, and editors' own); a path of the console (§2.6: /dashboard,
 * /so, /crm/…) goes to the console (CONSOLE_URL, path and query kept) or, without one, to the page of the
 * visitor's site that says where the console lives; a guest is redirected (contains /cn → /cn; /en or a legacy path →
 * /en; /ru → /ru; else /cn) and a visitor holding a token gets the not-found screen with status 404. Locations are
 * relative; nothing is cached. The production server answers the same paths itself, by the same rule, once it holds
 * the redirects this route read (src/server/unmatched-fast.ts).
 */
import { cookies } from 'next/headers'

import { offerRedirects, redirectsVersion } from '@/server/cache/redirects-snapshot'
import { getRedirects } from '@/data/content'
import { TOKEN_COOKIE } from '@/domain/constants'
import { indexNowKeyFile } from '@/features/markets/search-push'
import { unmatchedAnswer } from '@/domain/routing'
import { LANG_COOKIE } from '@/domain/locale'
import { consoleUrl } from '@/data/navigation'
import { relativeRedirect, unmatchedNotFound } from '@/server/unmatched'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ path?: string[] }> }): Promise<Response> {
  const { path: segments } = await params
  const pathname = `/${(segments ?? []).join('/')}`.replace(/\/+$/, '') || '/'
  const search = new URL(request.url).search
  // IndexNow's key file, /{INDEXNOW_KEY}.txt.
  const key = indexNowKeyFile(pathname)
  if (key)
    return new Response(key, {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    })
  // Read before the rules are, so that rules read across a content change are not handed to the server.
  const version = redirectsVersion()
  const redirects = await getRedirects().then(
    (map) => {
      offerRedirects(version, map)
      return map
    },
    () => ({}) as Record<string, string>,
  )
  const jar = await cookies()
  const answer = unmatchedAnswer({
    pathname,
    search,
    redirects,
    langCookie: jar.get(LANG_COOKIE)?.value,
    hasToken: Boolean(jar.get(TOKEN_COOKIE)?.value),
    consoleOrigin: consoleUrl(),
  })
  if (answer.status === 404) return unmatchedNotFound(`${pathname}${search}`)
  return relativeRedirect(answer.location, answer.status)
}

export const HEAD = GET

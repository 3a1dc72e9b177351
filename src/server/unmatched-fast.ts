/**
 * The production server's fast path for unmatched routes (SPEC §2.4). Through Next, a path outside
 * the app's routes is resolved by its router, rewritten by next.config.ts to the route /next/unmatched and answered
 * there: about twice the cost of calling that route directly, for the commonest answer a crawler or scanner gets.
 * serve.ts answers it here instead, before Next, by the same rule (`unmatchedAnswer`, src/domain/routing.ts) and with
 * the same status, `Location`, body and headers, when it can know the answer:
 *  - a GET or HEAD whose pathname the rewrite covers (UNMATCHED_PATHNAME, the rewrite's own pattern), made only of
 *    unreserved characters (nothing for Next to decode or normalise: no `%`, no trailing or repeated slash);
 *  - not the IndexNow key file (/{INDEXNOW_KEY}.txt, answered by the route);
 *  - the redirects collection's rules as the route last read them, still current (src/server/cache/redirects-snapshot.ts:
 *    forgotten on every content change); before the first read, or after a change, the route answers and reads them.
 * Everything else goes to Next.
 * Why: docs/decisions/0009-unmatched-routes-before-next.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { currentRedirects } from './cache/redirects-snapshot'
import { TOKEN_COOKIE } from '../domain/constants'
import { LANG_COOKIE } from '../domain/locale'
import { unmatchedAnswer, type UnmatchedAnswer } from '../domain/routing'
import { indexNowKeyFile } from './indexnow-key'
import { SECURITY_HEADERS } from './answer-headers'
import { unmatchedNotFoundHtml } from './unmatched'
import { UNMATCHED_PATHNAME } from './unmatched-routes'
import { environment } from '../settings'

/** The `Vary` Next puts on every answer of an app route (its client router's request headers). */
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch'

/** Segments of unreserved characters (RFC 3986) and a few sub-delimiters: what every parser reads the same way. */
const PLAIN_PATHNAME = /^(?:\/[A-Za-z0-9._~!$&'()*+,;=:@-]+)+$/

/**
 * A cookie's value as Next's `cookies()` reads it (@edge-runtime/cookies: pairs split on `; `, the last of a name
 * wins, a pair without `=` is "true", a value that does not decode is skipped).
 */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  if (!header || !header.includes(name)) return undefined
  let value: string | undefined
  for (const pair of header.split(/; */)) {
    if (!pair) continue
    const at = pair.indexOf('=')
    if (at === -1) {
      if (pair === name) value = 'true'
      continue
    }
    if (pair.slice(0, at) !== name) continue
    try {
      value = decodeURIComponent(pair.slice(at + 1))
    } catch {
      // kept as it was: Next skips it too
    }
  }
  return value
}

/** The answer the route /next/unmatched would give this request, or null when the request must go to Next. */
export function fastUnmatchedAnswer(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  redirects: Readonly<Record<string, string>> | null = currentRedirects(),
  env: Record<string, string | undefined> = environment(),
): (UnmatchedAnswer & { search: string; pathname: string }) | null {
  if (!redirects || (req.method !== 'GET' && req.method !== 'HEAD')) return null
  const url = req.url ?? ''
  const cut = url.indexOf('?')
  const pathname = cut === -1 ? url : url.slice(0, cut)
  if (!PLAIN_PATHNAME.test(pathname) || !UNMATCHED_PATHNAME.test(pathname) || indexNowKeyFile(pathname, env) !== null)
    return null
  const rawSearch = cut === -1 ? '' : url.slice(cut)
  // As `new URL(request.url).search` reads it: a bare `?` is no query; the rest goes through the URL parser.
  const search = rawSearch.length <= 1 ? '' : new URL(`http://x${rawSearch}`).search
  const cookie = Array.isArray(req.headers.cookie) ? req.headers.cookie.join('; ') : req.headers.cookie
  const answer = unmatchedAnswer({
    pathname,
    search,
    redirects,
    langCookie: cookieOf(cookie, LANG_COOKIE),
    hasToken: Boolean(cookieOf(cookie, TOKEN_COOKIE)),
    consoleOrigin: (env.CONSOLE_URL || '').replace(/\/+$/, ''),
  })
  return { ...answer, pathname, search }
}

/** Answers an unmatched route without Next when it can (see above); false when the request must go to Next. */
export function answerUnmatched(req: IncomingMessage, res: ServerResponse, csp: string): boolean {
  const answer = fastUnmatchedAnswer(req)
  if (!answer) return false
  // Next's answer to the route: the security headers of next.config.ts, the process's CSP, the route's own headers.
  const headers: Record<string, string | number> = {
    ...SECURITY_HEADERS,
    'content-security-policy': csp,
    vary: NEXT_VARY,
    'cache-control': 'no-store',
  }
  let body: string | undefined
  if (answer.status === 404) {
    body = unmatchedNotFoundHtml(`${answer.pathname}${answer.search}`)
    headers['content-type'] = 'text/html; charset=utf-8'
  } else {
    headers.location = answer.location
  }
  headers['content-length'] = body === undefined ? 0 : Buffer.byteLength(body)
  res.writeHead(answer.status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
  req.resume()
  return true
}

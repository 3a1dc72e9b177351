/**
 * SPEC §2.4 for a mistyped address inside a site (`/en/no-such-page`): a guest is redirected by HTTP (307
 * to /cn, /en or /ru as `redirectForUnmatched` says), so a browser without JavaScript, a crawler or a link checker
 * gets the redirect too, not a blank 404 page that redirected only from script. A visitor holding the member token
 * keeps the site's not-found screen (status 404, with the header). The cached pages stay the same for every guest:
 * the decision is taken here, on the answer's status, before any byte of it is sent.
 * Only GET/HEAD page loads of the three sites are concerned: the router's own requests (`RSC` header) keep the 404,
 * and the not-found screen redirects those guests in the browser (NotFoundScreen.tsx).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { TOKEN_COOKIE } from '../domain/constants'
import { redirectForUnmatched } from '../domain/routing'
import { SECURITY_HEADERS } from './answer-headers'
import { replaceAnswer } from './replace-answer'

const SITE_PAGE = /^\/(cn|en|ru)(?:[/?]|$)/
const HAS_TOKEN = new RegExp(`(?:^|;)\\s*${TOKEN_COOKIE}=[^;\\s]`)

/** Where a guest's not-found page load is redirected, or null when the request keeps its 404. */
export function guestNotFoundTarget(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingMessage['headers'],
): string | null {
  const verb = method ?? 'GET'
  if (verb !== 'GET' && verb !== 'HEAD') return null
  if (!url || !SITE_PAGE.test(url)) return null
  if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined) return null
  const cookie = Array.isArray(headers.cookie) ? headers.cookie.join('; ') : (headers.cookie ?? '')
  if (HAS_TOKEN.test(cookie)) return null
  return redirectForUnmatched(url)
}

/** Replaces a 404 answer of a guest's page load by a redirect (the handler's own body is dropped). */
export function withGuestNotFoundRedirect(req: IncomingMessage, res: ServerResponse): void {
  const target = guestNotFoundTarget(req.method, req.url, req.headers)
  if (!target) return
  replaceAnswer(res, (status) =>
    status === 404
      ? {
          status: 307,
          // A relative Location, as every redirect of this app (src/server/unmatched.ts).
          headers: { ...SECURITY_HEADERS, location: target, 'cache-control': 'no-store', 'content-length': 0 },
          keep: /^content-security-policy$|^strict-transport-security$|^x-request-id$/,
        }
      : null,
  )
}

/**
 * The staff session lives in a cookie of its own, `ts-staff-token`, never in the members' `ts-token` (SPEC §3): a
 * staff user who also logs in as a member on the site keeps the admin, and logging out of one leaves the other.
 *
 * Payload 3 names one auth cookie for the whole config (`${cookiePrefix}-token`, here `ts-token`, the members'
 * cookie), so the staff collection:
 * - wraps its own auth endpoints (log in, log out, refresh, reset password, first user) to set and clear
 *   `ts-staff-token` instead of `ts-token`;
 * - reads that cookie with an auth strategy of its own (Payload's JWT check, same CSRF rule as Payload's cookie);
 * - fills `exp` and `token` of GET /api/users/me from it, which the admin uses to refresh the session in time.
 */
import {
  JWTAuthentication,
  type AuthStrategy,
  type CollectionAfterMeHook,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'

import { readCookieFrom } from '../../domain/api-client'
import { STAFF_TOKEN_COOKIE, TOKEN_COOKIE } from '../../domain/constants'

const STAFF_SLUG = 'users'

/** The staff token of a request, when its origin may use the cookie (Payload's CSRF rule for its own cookie). */
export function staffTokenOf(headers: Headers, csrf: readonly string[]): string | null {
  const token = readCookieFrom(headers.get('cookie'), STAFF_TOKEN_COOKIE)
  if (!token) return null
  const origin = headers.get('origin')
  if (origin) return csrf.length === 0 || csrf.includes(origin) ? token : null
  if (csrf.length === 0) return token
  const site = headers.get('sec-fetch-site')
  return site === 'same-origin' || site === 'same-site' || site === 'none' ? token : null
}

/** The member's own "who am I" call of the site answers for the member session, not the staff one. */
function isMemberSelfCall(req: PayloadRequest | undefined): boolean {
  if (!req?.url) return false
  try {
    return new URL(req.url).pathname.replace(/\/+$/, '') === '/api/members/me'
  } catch {
    return false
  }
}

export const staffCookieStrategy: AuthStrategy = {
  name: 'staff-cookie',
  authenticate: async ({ headers, payload, isGraphQL, req, canSetHeaders }) => {
    const token = staffTokenOf(headers, payload.config.csrf)
    if (!token || isMemberSelfCall(req)) return { user: null }
    const result = await JWTAuthentication({
      headers: new Headers({ authorization: `JWT ${token}`, DisableAutologin: 'true' }),
      payload,
      isGraphQL,
      req,
      canSetHeaders,
      strategyName: 'local-jwt',
    })
    return result.user?.collection === STAFF_SLUG ? result : { user: null }
  },
}

/** `ts-token=…` (set or cleared by Payload) becomes `ts-staff-token=…`; other cookies pass unchanged. */
export function toStaffCookie(setCookie: string): string {
  return setCookie.startsWith(`${TOKEN_COOKIE}=`)
    ? `${STAFF_TOKEN_COOKIE}=${setCookie.slice(TOKEN_COOKIE.length + 1)}`
    : setCookie
}

function withStaffCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie()
  if (cookies.length === 0) return response
  const headers = new Headers(response.headers)
  headers.delete('set-cookie')
  for (const cookie of cookies) headers.append('set-cookie', toStaffCookie(cookie))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** The GraphQL mutations of the staff collection that set or clear the session cookie. */
const STAFF_GRAPHQL_AUTH = ['loginUser', 'logoutUser', 'refreshTokenUser', 'resetPasswordUser'] as const

/**
 * POST /api/graphql: Payload sets `ts-token` for `loginUser` as for `loginMember`; for the staff mutations the
 * cookie becomes `ts-staff-token`, as on the REST endpoints. The body is read only when such a cookie is set.
 */
export async function withStaffGraphQLCookies(response: Response): Promise<Response> {
  if (!response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${TOKEN_COOKIE}=`))) return response
  const text = await response.text()
  let data: Record<string, unknown> = {}
  try {
    data = ((JSON.parse(text) as { data?: Record<string, unknown> | null }).data ?? {}) as Record<string, unknown>
  } catch {
    // not JSON: nothing of ours to rename
  }
  const staff = STAFF_GRAPHQL_AUTH.some((name) => data[name] !== undefined && data[name] !== null)
  const headers = new Headers(response.headers)
  if (staff) {
    headers.delete('set-cookie')
    for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', toStaffCookie(cookie))
  }
  return new Response(text, { status: response.status, statusText: response.statusText, headers })
}

/** The auth endpoints that set or clear the session cookie. */
const COOKIE_ENDPOINTS = ['/login', '/logout', '/refresh-token', '/reset-password', '/first-register'] as const

function wrapDefault(path: string): PayloadHandler {
  const handler: PayloadHandler = async (req) => {
    const endpoints = req.payload.collections[STAFF_SLUG]?.config.endpoints || []
    const fallback = endpoints.find((e) => e.path === path && e.method === 'post' && e.handler !== handler)
    if (!fallback) return Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })
    return withStaffCookies(await fallback.handler(req))
  }
  return handler
}

export const staffCookieEndpoints: Endpoint[] = COOKIE_ENDPOINTS.map((path) => ({
  path,
  method: 'post',
  handler: wrapDefault(path),
}))

/** GET /api/users/me: the token's expiry (and the token, as Payload gives it) from the staff cookie. */
export const staffMeFromCookie: CollectionAfterMeHook = ({ req, response: answer }) => {
  const response = answer as { user?: unknown; exp?: number; token?: string } | null
  if (!response?.user || response.exp) return response
  const token = staffTokenOf(req.headers, req.payload.config.csrf)
  if (!token) return response
  try {
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number }
    return typeof exp === 'number' ? { ...response, exp, token } : response
  } catch {
    return response
  }
}

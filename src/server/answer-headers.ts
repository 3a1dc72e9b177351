/**
 * Headers the production server (serve.ts) puts on answers whatever wrote them:
 *  - `Cache-Control: private, no-store` on every answer that may carry personal data: the `me` and account
 *    endpoints, orders and payments, the console and payment APIs, and any API request made with a login
 *    (session cookie or Authorization), so no shared cache (nginx, a CDN, a corporate proxy) keeps one;
 *  - `Strict-Transport-Security` on answers served over https: the socket's own TLS, or `X-Forwarded-Proto: https`
 *    set by a trusted proxy (TRUST_PROXY; a visitor's own header is ignored otherwise). HSTS_MAX_AGE (default one
 *    year; 0 turns it off), HSTS_INCLUDE_SUBDOMAINS=1 and HSTS_PRELOAD=1 add the usual directives;
 *  - the security headers of next.config.ts, on answers the server writes itself (door.ts refusals).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { STAFF_TOKEN_COOKIE, TOKEN_COOKIE } from '../domain/constants'
import { trustedProxyHops } from './client-address'
import { environment } from '../settings'

type Env = Partial<Record<string, string | undefined>>

/** The security headers of every answer (next.config.ts sets the same on Next's answers). */
export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}

/** Answers that always concern one person, whoever asks. */
const ALWAYS_PERSONAL =
  /^\/(?:api\/[^/?]+\/me(?:\/|$|\?)|api\/(?:orders|members|users|payload-preferences|payload-locked-documents)(?:\/|$|\?)|console\/|pay\/|public\/payment|auth\/|next\/preview)/
/** Where a logged-in request may be answered with its own data. */
const API = /^\/(?:api|console|pay|auth|public)(?:\/|$|\?)/
const LOGIN_COOKIE = new RegExp(`(?:^|;)\\s*(?:${TOKEN_COOKIE}|${STAFF_TOKEN_COOKIE}|ts-token|payload-token)=`)

export function isPersonalAnswer(req: Pick<IncomingMessage, 'url' | 'headers'>): boolean {
  const url = req.url ?? '/'
  if (url.startsWith('/api/media/file/')) return false
  if (ALWAYS_PERSONAL.test(url)) return true
  if (!API.test(url)) return false
  return req.headers.authorization !== undefined || LOGIN_COOKIE.test(String(req.headers.cookie ?? ''))
}

/** Whether the visitor reached us over https (its own socket, or a trusted proxy's X-Forwarded-Proto). */
export function isHttps(req: Pick<IncomingMessage, 'headers' | 'socket'>, env: Env = environment()): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true
  if (trustedProxyHops(env) === 0) return false
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .pop()
    ?.trim()
    .toLowerCase()
  return proto === 'https'
}

export function hstsValue(env: Env = environment()): string | null {
  const maxAge = env.HSTS_MAX_AGE === undefined || env.HSTS_MAX_AGE === '' ? 31_536_000 : Number(env.HSTS_MAX_AGE)
  if (!Number.isFinite(maxAge) || maxAge <= 0) return null
  return [
    `max-age=${Math.floor(maxAge)}`,
    env.HSTS_INCLUDE_SUBDOMAINS === '1' ? 'includeSubDomains' : '',
    env.HSTS_PRELOAD === '1' ? 'preload' : '',
  ]
    .filter(Boolean)
    .join('; ')
}

/** Sets the per-request headers just before the status line goes out, over what the handler set. */
export function applyAnswerHeaders(req: IncomingMessage, res: ServerResponse, env: Env = environment()): void {
  const personal = isPersonalAnswer(req)
  const hsts = isHttps(req, env) ? hstsValue(env) : null
  if (!personal && !hsts) return
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = function (...args: unknown[]) {
    const headers = (typeof args[1] === 'string' ? args[2] : args[1]) as Record<string, unknown> | unknown[] | undefined
    if (headers && !Array.isArray(headers) && typeof headers === 'object') {
      for (const name of Object.keys(headers)) {
        const lower = name.toLowerCase()
        if ((personal && lower === 'cache-control') || (hsts && lower === 'strict-transport-security'))
          delete headers[name]
      }
    }
    if (personal) res.setHeader('cache-control', 'private, no-store')
    if (hsts) res.setHeader('strict-transport-security', hsts)
    return writeHead(...args)
  } as ServerResponse['writeHead']
}

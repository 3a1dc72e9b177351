/**
 * What the production server (serve.ts) refuses before Next sees a request, because Next would answer it with a 500:
 *  - a path whose percent-encoding is broken (`/cn/%E0%A4%A`, `/api/pages/%ZZ`): 400;
 *  - a state change (POST, PUT, PATCH, DELETE) to a page of the sites: the pages have no server actions, and Next
 *    takes a multipart POST for a no-JavaScript server action and fails to decode it: 405 with `Allow`.
 *  - a path with an encoded slash or backslash: 400; a path with dot segments or repeated slashes: 308 to the
 *    resolved path (canonical.ts), so no cache ever keeps an alias of a page or a build file.
 * Answers carry the SPEC §8 envelope (10001) in the visitor's language, and the security headers (serve.ts adds the
 * CSP of the process).
 */
import { errorMessage } from '../domain/errors'
import { localeOfRequest } from '../domain/locale'
import { refusalMessage } from '../i18n/refusal'
import type { RefusalReason } from '../i18n/messages/answers'
import { SECURITY_HEADERS } from './answer-headers'
import { canonicalTarget } from './canonical'

/** The app's pages (sites and console pages); the admin (server actions), the APIs and Next's files are not. */
const PAGE = /^\/(?:cn|en|ru|login|register|reset-password)(?:\/|$)/
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
const ALLOW = 'GET, HEAD'

export type DoorRefusal = { status: number; headers: Record<string, string>; body: string }

function refusal(
  status: number,
  reason: RefusalReason,
  url: string,
  headersOf: () => Headers,
  params: Record<string, string> = {},
  extra: Record<string, string> = {},
): DoorRefusal {
  let headers: Headers
  try {
    headers = headersOf()
  } catch {
    headers = new Headers()
  }
  const locale = localeOfRequest({ url, headers })
  const msg = `${errorMessage(10001, locale) ?? 'wrong parameters'}: ${refusalMessage(reason, locale, params)}`
  return {
    status,
    headers: {
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...extra,
    },
    body: JSON.stringify({ code: 10001, msg }),
  }
}

/** `headersOf` is called only for a refusal (the language of its message): nothing is built for the requests let in. */
export function doorRefusal(
  method: string | undefined,
  rawUrl: string | undefined,
  headersOf: () => Headers,
): DoorRefusal | null {
  const target = rawUrl || '/'
  const pathname = target.split('?', 1)[0]!
  const url = `http://door.invalid${target.startsWith('/') ? target : `/${target}`}`
  try {
    decodeURIComponent(pathname)
  } catch {
    return refusal(400, 'badPath', url, headersOf)
  }
  const canonical = canonicalTarget(target, false)
  if (canonical.kind === 'refuse') return refusal(400, 'badPath', url, headersOf)
  if (canonical.kind === 'redirect') {
    return {
      status: 308,
      headers: {
        ...SECURITY_HEADERS,
        location: canonical.location,
        'cache-control': 'no-store',
        'content-type': 'text/plain; charset=utf-8',
      },
      body: canonical.location,
    }
  }
  if (!READS.has((method ?? 'GET').toUpperCase()) && PAGE.test(pathname)) {
    return refusal(405, 'methodNotAllowed', url, headersOf, { allow: ALLOW }, { allow: ALLOW })
  }
  return null
}

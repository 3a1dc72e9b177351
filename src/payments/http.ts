/**
 * Small pieces every public route handler of the payment flow shares: the visitor's language, the `{ code, msg,
 * data }` answer with its HTTP status, reading a JSON body without ever throwing.
 */
import { errorAnswer, httpStatusForCode, successAnswer, type ApiAnswer } from '../domain/errors'
import { DEFAULT_LOCALE, isLocale, langCookieToLocale, LANG_COOKIE, siteOfPath, siteToLocale, type Locale } from '../domain/locale'
import { readCookieFrom } from '../domain/api-client'

/**
 * The language of a call: what the body says (`serviceName`/`locale`), else the site of the referring page
 * (`/en/...`), else the `lang` cookie, else Accept-Language, else zh (SPEC §1).
 */
export function localeOfRequest(request: Request, stated?: unknown): Locale {
  const said = langCookieToLocale(stated)
  if (said) return said
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const site = siteOfPath(new URL(referer).pathname)
      if (site) return siteToLocale(site)
    } catch {
      // not a URL: ignore
    }
  }
  const cookie = langCookieToLocale(readCookieFrom(request.headers.get('cookie'), LANG_COOKIE))
  if (cookie) return cookie
  for (const part of (request.headers.get('accept-language') ?? '').split(',')) {
    const primary = part.split(';')[0]!.trim().toLowerCase().split('-')[0]
    if (isLocale(primary)) return primary
  }
  return DEFAULT_LOCALE
}

const noStore = { 'cache-control': 'no-store' }

export function answer<T>(body: ApiAnswer<T>, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status: httpStatusForCode(body.code), headers: { ...noStore, ...headers } })
}

export function success<T>(data: T, headers: Record<string, string> = {}): Response {
  return answer(successAnswer(data), headers)
}

export function failure(code: number, locale: Locale, msg?: string, headers: Record<string, string> = {}): Response {
  return answer(errorAnswer(code, locale, msg === undefined ? {} : { msg }), headers)
}

/** The JSON body of a request, or null when it is missing or not JSON (bad input is a 10001, never a 500). */
export async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json()
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export { isLocale }

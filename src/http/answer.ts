/**
 * The answer envelope of SPEC §7/§8 (`{ code, msg, data }`, the HTTP status of `httpStatusForCode`, never cached)
 * and the refusal every check of the request edge throws.
 */
import { errorAnswer, errorMessage, httpStatusForCode, successAnswer, type ApiAnswer } from '../domain/errors'
import type { Locale } from '../domain/locale'
import type { RefusalReason } from '../i18n/messages/answers'
import { refusalMessage } from '../i18n/refusal'
import { countApiAnswer } from '../server/metrics'

/** A request refused with a catalogue code (10001 unless told) and a message in the visitor's language. */
export class Refusal extends Error {
  readonly code: number
  readonly headers: Record<string, string>
  constructor(code: number, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.name = 'Refusal'
    this.code = code
    this.headers = headers
  }
}

export { refusalMessage }

/** A 10001 refusal whose message is the catalogue's followed by the reason. */
export function badRequest(
  locale: Locale,
  reason: RefusalReason,
  params: Record<string, string | number> = {},
  headers: Record<string, string> = {},
): Refusal {
  return new Refusal(10001, `${errorMessage(10001, locale)}: ${refusalMessage(reason, locale, params)}`, headers)
}

export function answer<T>(body: ApiAnswer<T>, headers: HeadersInit = {}): Response {
  // By code, not only by HTTP status: a failure answered 200 with 60007 would count as a success otherwise.
  countApiAnswer(body.code)
  const all = new Headers(headers)
  if (!all.has('cache-control')) all.set('cache-control', 'no-store')
  return Response.json(body, { status: httpStatusForCode(body.code), headers: all })
}

export function success<T>(data: T, headers: HeadersInit = {}): Response {
  return answer(successAnswer(data), headers)
}

export function failure(code: number, locale: Locale, msg?: string, headers: HeadersInit = {}): Response {
  return answer(errorAnswer(code, locale, msg === undefined ? {} : { msg }), headers)
}

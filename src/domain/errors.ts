/**
 * The error catalogue of SPEC §8, with its messages in zh, en and ru, and the `{ code, msg, data }` answer body of
 * the public API (§7).
 *
 * English messages are the spec's, verbatim. The public API answers business errors with HTTP 200 and the error code
 * in the body: the client (api-client.ts) rejects any 4xx/5xx with the bare status text and only reads the body
 * (and forces a logout on 401/402) when the HTTP status is 2xx/3xx. Use `httpStatusForCode` to pick the status.
 */
import { ERROR_MESSAGES } from '../i18n/messages/answers'
import { fill } from '../i18n/fill'
import type { Locale } from './locale'

/** Codes that carry a message of their own in the catalogue. */
export const ERROR_CODES = [10001, 10004, 60007, 140006, 140010, 140015, 20008, 404, 500] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/** Body codes that mean success (§7: a body code outside these is rejected by the client). */
const SUCCESS_CODES = [0, 1, 200] as const
/** The success code of the public endpoints (`/public/sendVerifyCode`, `/public/submittedForm`, …). */
export const API_SUCCESS_CODE = 1
/** Codes 10001 to 10004 all show the 10004 message (§8). */
const PARAMETER_ERROR_RANGE = { from: 10001, to: 10004, shownAs: 10004 } as const

/** Messages that are not tied to a numeric code. */
export type ErrorCase = 'invalidRequest' | 'errorPageFailed' | 'unknownCode' | 'serverError' | 'backToHome'

export { ERROR_MESSAGES }

export function isSuccessCode(code: unknown): boolean {
  return typeof code === 'number' && (SUCCESS_CODES as readonly number[]).includes(code)
}

export function isForcedLogoutCode(code: unknown): code is 401 | 402 {
  return code === 401 || code === 402
}

/** The catalogue message of a code or case, in a locale; null for a code outside the catalogue. */
export function errorMessage(
  code: ErrorCode | ErrorCase | number,
  locale: Locale,
  params: Record<string, string | number> = {},
): string | null {
  const catalogue = ERROR_MESSAGES[locale] as Record<string | number, string>
  const template = catalogue[code]
  return template === undefined ? null : fill(template, params)
}

/**
 * The error helper of §8: what a toast shows for a body code.
 * 10001–10004 → the 10004 message; 401/402 → nothing (null, the forced logout speaks for itself);
 * any other code → its translated message, or a generic "request failed (code N)" when it is not catalogued.
 */
export function messageForCode(code: number, locale: Locale): string | null {
  if (isForcedLogoutCode(code)) return null
  if (code >= PARAMETER_ERROR_RANGE.from && code <= PARAMETER_ERROR_RANGE.to) {
    return errorMessage(PARAMETER_ERROR_RANGE.shownAs, locale)
  }
  return errorMessage(code, locale) ?? errorMessage('unknownCode', locale, { code })
}

/** What the demo dialog shows after a failed call: the server's msg when it has one, else the translated code. */
export function messageForFailure(answer: { code?: unknown; msg?: unknown }, locale: Locale): string | null {
  if (typeof answer.msg === 'string' && answer.msg.trim() !== '') return answer.msg
  if (typeof answer.code === 'number') return messageForCode(answer.code, locale)
  return errorMessage('invalidRequest', locale)
}

/** The answer body of every public API endpoint (§7). */
export interface ApiAnswer<T = unknown> {
  code: number
  msg: string
  data: T
}

/** A success body: code 1 (the public endpoints' success code) unless told otherwise. */
export function successAnswer<T>(data: T, msg = 'success', code: 0 | 1 | 200 = API_SUCCESS_CODE): ApiAnswer<T> {
  return { code, msg, data }
}

/** An error body for a catalogued code, its message in the visitor's locale. */
export function errorAnswer<T = null>(
  code: number,
  locale: Locale,
  options: { data?: T; msg?: string; params?: Record<string, string | number> } = {},
): ApiAnswer<T | null> {
  const msg = options.msg ?? errorMessage(code, locale, options.params) ?? messageForCode(code, locale) ?? String(code)
  return { code, msg, data: options.data === undefined ? null : options.data }
}

/**
 * The HTTP status to send with an answer body: 404 and 500 keep their status, everything else (business errors
 * included, and 401/402 so the client can read the body and force the logout) goes out as 200.
 */
export function httpStatusForCode(code: number): number {
  return code === 404 || code === 500 ? code : 200
}

/** What the error screen shows (§2.4): the status code (default 500) and the message. */
export interface ErrorScreen {
  status: number
  message: string
}

export function errorScreen(
  error: { status?: unknown; statusCode?: unknown; message?: unknown } | null | undefined,
  locale: Locale,
): ErrorScreen {
  const raw = error?.status ?? error?.statusCode
  const status = typeof raw === 'number' && Number.isInteger(raw) && raw >= 400 && raw <= 599 ? raw : 500
  const message =
    typeof error?.message === 'string' && error.message !== ''
      ? error.message
      : status === 404
        ? ERROR_MESSAGES[locale][404]
        : ERROR_MESSAGES[locale].serverError
  return { status, message }
}

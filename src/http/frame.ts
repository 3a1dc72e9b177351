/**
 * The one frame of every endpoint the app writes itself (the public API of src/features/forms/api, the payment calls of
 * src/features/orders/payments, the member's log-out): it
 *  - refuses a cross-site request when told it changes state on a cookie (CSRF: Origin / Sec-Fetch-Site);
 *  - reads the body of the declared kind (content type, 64 KB, no NUL byte) before the handler runs;
 *  - decides the visitor's language once (localeOfRequest, with the language the body names);
 *  - answers within a deadline;
 *  - turns a refusal into its code and message, a value the database refuses into 10001, and anything else (the
 *    database unreachable, a dependency failing, the deadline) into 60007: the SPEC §8 envelope, never a 5xx.
 * Why: docs/decisions/0008-endpoint-frame.md.
 */
import { errorAnswer } from '../domain/errors'
import { localeOfRequest, type Locale } from '../domain/locale'
import { withReference } from '../i18n/reference'
import { currentRequestId, log, REQUEST_ID_HEADER, shortReference } from '../server/log'
import { answer, badRequest, Refusal } from './answer'
import { isBadInputError, withTimeout } from '../server/deadline'
import { isCrossSite, readBody, type BodyKind } from './request'
import { setting } from '../settings'

/** How long a database step may take before the endpoint answers 60007. */
export const DB_DEADLINE_MS = setting('PUBLIC_API_DB_DEADLINE_MS')
/** How long a whole endpoint may take (a payment provider's call included) before it answers 60007. */
export const ENDPOINT_DEADLINE_MS = setting('ENDPOINT_DEADLINE_MS')

export interface EndpointOptions {
  /** The body the endpoint reads (none when omitted). */
  body?: BodyKind
  /** The endpoint changes state on the visitor's cookie: a request from another site is refused (CSRF). */
  sameSiteOnly?: boolean
  /** Overrides ENDPOINT_DEADLINE_MS. */
  deadlineMs?: number
}

export interface EndpointCall {
  request: Request
  /** The body read by the frame; `{}` when the endpoint takes none. */
  body: Record<string, unknown>
  /** The visitor's language: the one the body names (`serviceName`, `locale`), else localeOfRequest's. */
  locale: Locale
}

/** A database step within the deadline. */
export function dbStep<T>(promise: Promise<T>, what: string): Promise<T> {
  return withTimeout(promise, DB_DEADLINE_MS, what)
}

function failureAnswer(request: Request, error: unknown, locale: Locale): Response {
  if (error instanceof Refusal) return answer(errorAnswer(error.code, locale, { msg: error.message }), error.headers)
  const path = new URL(request.url).pathname
  // The logger's rule (src/server/log.ts) makes a refused value one `refusal` line and an outage one `database
  // unavailable` line, without a stack; anything else stays an error with its stack.
  log.error({ path, err: error }, 'endpoint failed')
  if (isBadInputError(error)) return answer(errorAnswer(10001, locale))
  // The reference the visitor can quote: the request id's first characters (src/server/log.ts).
  const reference = shortReference(request.headers.get(REQUEST_ID_HEADER) ?? currentRequestId())
  return answer(errorAnswer(60007, locale, { msg: withReference(errorAnswer(60007, locale).msg, locale, reference) }))
}

export function endpoint<Args extends unknown[] = []>(
  options: EndpointOptions,
  run: (call: EndpointCall, ...args: Args) => Promise<Response>,
): (request: Request, ...args: Args) => Promise<Response> {
  return async (request: Request, ...args: Args) => {
    let locale = localeOfRequest(request)
    try {
      if (options.sameSiteOnly && isCrossSite(request)) throw badRequest(locale, 'crossSite')
      const body = options.body ? await readBody(request, options.body, locale) : {}
      locale = localeOfRequest(request, body.serviceName ?? body.locale)
      const call: EndpointCall = { request, body, locale }
      return await withTimeout(run(call, ...args), options.deadlineMs ?? ENDPOINT_DEADLINE_MS, 'the endpoint')
    } catch (error) {
      return failureAnswer(request, error, locale)
    }
  }
}

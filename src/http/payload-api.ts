/**
 * The request edge in front of Payload's own routes (/api/* REST and /api/graphql), which the app does not write:
 *  - a JSON or form body is read up to 64 KB (Content-Length and the bytes actually read), must parse, and may
 *    not hold a NUL byte; a GraphQL body must be a JSON object;
 *  - the query string may not hold a NUL byte, and `page`/`limit` must be whole numbers from 0;
 *  - a state change (POST, PATCH, PUT, DELETE) carrying a cookie is refused from another site (CSRF);
 *  - errors Payload lets through become 4xx/503 (see `payloadErrorAnswer`): a value the database refuses is 400
 *    (10001), the database unreachable is 503 (60007), never a 500.
 * The answers keep Payload's shape (`{ errors: [{ message }] }`, read by the admin and the log-in form) with the
 * SPEC §8 `code` and `msg` beside it.
 */
import { APIError, type AfterErrorHook } from 'payload'

import { errorMessage } from '../domain/errors'
import { localeOfRequest, type Locale } from '../domain/locale'
import { withReference } from '../i18n/reference'
import { currentRequestId, REQUEST_ID_HEADER, shortReference } from '../server/log'
import { countApiAnswer } from '../server/metrics'
import { refusalMessage } from './answer'
import { isBadInputError, isDatabaseUnreachable } from '../server/deadline'
import { graphqlDocumentProblem } from './graphql-limits'
import {
  BodyTooLarge,
  holdsNul,
  isCrossSite,
  jsonProblem,
  mediaTypeOf,
  MAX_BODY_BYTES,
  readLimitedBytes,
} from './request'
import type { RefusalReason } from '../i18n/messages/answers'

const STATE_CHANGES = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])

/** A Payload-shaped error answer carrying a §8 code. */
export function payloadStyleAnswer(
  status: number,
  code: number,
  locale: Locale,
  reason?: RefusalReason,
  params: Record<string, string | number> = {},
): Response {
  const base = errorMessage(code, locale) ?? String(code)
  const msg = reason ? `${base}: ${refusalMessage(reason, locale, params)}` : base
  return Response.json({ errors: [{ message: msg }], code, msg }, { status, headers: { 'cache-control': 'no-store' } })
}

/** What is wrong with a request before Payload sees it, or the request to hand on (its body read once). */
export async function screenPayloadRequest(
  request: Request,
  options: { graphql?: boolean } = {},
): Promise<Request | Response> {
  const locale = localeOfRequest(request)
  const url = new URL(request.url)
  let query: URLSearchParams
  try {
    query = url.searchParams
    if (/%00/i.test(url.search) || holdsNul([...query.keys(), ...query.values()]))
      return payloadStyleAnswer(400, 10001, locale, 'controlCharacter')
  } catch {
    return payloadStyleAnswer(400, 10001, locale, 'invalidQuery', { name: '?' })
  }
  for (const name of ['page', 'limit']) {
    const value = query.get(name)
    if (value !== null && value !== '' && !/^\d{1,9}$/.test(value))
      return payloadStyleAnswer(400, 10001, locale, 'invalidQuery', { name })
  }
  if (!STATE_CHANGES.has(request.method)) return request
  if (request.headers.has('cookie') && isCrossSite(request)) return payloadStyleAnswer(403, 10001, locale, 'crossSite')
  const type = mediaTypeOf(request)
  // File uploads (multipart) keep Payload's own upload limits; every other body is JSON/form-sized.
  // GraphQL takes JSON only (Payload's GraphQL has no uploads; a broken multipart body answered 500).
  if (options.graphql && type === 'multipart/form-data')
    return payloadStyleAnswer(415, 10001, locale, 'wrongContentType', { type: 'application/json' })
  if (type === 'multipart/form-data' || !request.body) return request
  let bytes: Uint8Array
  try {
    bytes = await readLimitedBytes(request, MAX_BODY_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return payloadStyleAnswer(413, 10001, locale, 'bodyTooLarge', { limit: MAX_BODY_BYTES / 1024 })
    return payloadStyleAnswer(400, 10001, locale, 'invalidForm')
  }
  // Payload reads JSON and multipart bodies, and a form-encoded query under its GET method override (the admin's long
  // queries); any other body would reach it as "no data" (a 500 for a draft).
  const methodOverride =
    request.headers.get('x-payload-http-method-override') === 'GET' ||
    request.headers.get('x-http-method-override') === 'GET'
  if (
    bytes.byteLength > 0 &&
    !options.graphql &&
    type !== 'application/json' &&
    !(methodOverride && type === 'application/x-www-form-urlencoded')
  ) {
    return payloadStyleAnswer(415, 10001, locale, 'wrongContentType', { type: 'application/json' })
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  if (text.includes('\u0000')) return payloadStyleAnswer(400, 10001, locale, 'controlCharacter')
  if (
    methodOverride &&
    type === 'application/x-www-form-urlencoded' &&
    holdsNul([...new URLSearchParams(text).entries()].flat())
  ) {
    return payloadStyleAnswer(400, 10001, locale, 'controlCharacter')
  }
  if (type === 'application/json' || options.graphql) {
    let parsed: unknown
    try {
      parsed = text.trim() === '' && !options.graphql ? {} : JSON.parse(text)
    } catch {
      return payloadStyleAnswer(400, 10001, locale, 'invalidJson')
    }
    const problem = jsonProblem(parsed)
    if (problem) return payloadStyleAnswer(400, 10001, locale, problem)
    // Every REST body of Payload is an object; a GraphQL body is an object with a query.
    if (!options.graphql && (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)))
      return payloadStyleAnswer(400, 10001, locale, 'notAnObject')
    if (
      options.graphql &&
      (parsed === null ||
        typeof parsed !== 'object' ||
        Array.isArray(parsed) ||
        typeof (parsed as { query?: unknown }).query !== 'string')
    ) {
      return payloadStyleAnswer(400, 10001, locale, 'notAnObject')
    }
    // Depth, aliases, fragments and cycles, measured once per fragment before Payload expands them (graphql-limits.ts).
    const documentProblem = options.graphql ? graphqlDocumentProblem((parsed as { query: string }).query) : null
    if (documentProblem)
      return payloadStyleAnswer(
        400,
        10001,
        locale,
        documentProblem.kind === 'invalid' ? 'graphqlInvalid' : 'graphqlTooLarge',
        documentProblem.kind === 'tooLarge' ? { limit: documentProblem.limit } : {},
      )
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes as BodyInit,
    signal: request.signal,
  })
}

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/** Wraps one of Payload's route handlers with `screenPayloadRequest`. */
export function screened<Context>(
  handler: RouteHandler<Context>,
  options: { graphql?: boolean } = {},
): (request: Request, context?: Context) => Promise<Response> {
  return async (request, context) => {
    const screened = await screenPayloadRequest(request, options)
    return screened instanceof Response ? screened : handler(screened, context as Context)
  }
}

/**
 * Payload's root afterError hook: a value the database refuses (NUL byte, `1,2,a` for an id, a negative offset) is
 * the visitor's mistake (400, 10001); the database unreachable is 503 with 60007, so a log-in during an outage does
 * not look like a server fault and nothing clears a session.
 */
export const payloadErrorAnswer: AfterErrorHook = ({ error, req, result }) => {
  const locale = localeOfRequest({ url: req?.url, headers: req?.headers ?? new Headers() })
  if (isDatabaseUnreachable(error)) {
    countApiAnswer(60007)
    const reference = shortReference(req?.headers?.get(REQUEST_ID_HEADER) ?? currentRequestId())
    const msg = withReference(errorMessage(60007, locale) ?? 'interface exception', locale, reference)
    return {
      status: 503,
      response: { errors: [{ message: msg }], code: 60007, msg },
      graphqlResult: { message: msg, extensions: { code: 60007 } },
    }
  }
  if (isBadInputError(error)) {
    countApiAnswer(10001)
    const msg = errorMessage(10001, locale) ?? 'wrong parameters'
    return {
      status: 400,
      response: { errors: [{ message: msg }], code: 10001, msg },
      graphqlResult: { message: msg, extensions: { code: 10001 } },
    }
  }
  const hidden = hiddenFile(error, req)
  if (hidden) return hidden
  return keepRefusalMessage(error, req, result)
}

/**
 * A file the visitor may not read (a picture only a draft shows) answers as if it did not exist: Payload's
 * file route says 403, which would confirm the name to whoever guesses it.
 */
function hiddenFile(error: unknown, req: Parameters<AfterErrorHook>[0]['req']) {
  const status = (error as { status?: unknown })?.status
  if (status !== 403 || !req?.url) return
  let pathname: string
  try {
    pathname = new URL(req.url, 'http://localhost').pathname
  } catch {
    return
  }
  if (!/^\/api\/[^/]+\/file\//.test(pathname)) return
  const message = typeof req.t === 'function' ? req.t('error:notFound') : 'Not Found'
  return { status: 404, response: { errors: [{ message }] } }
}

/** The placeholders Payload's `formatErrors` puts where it found no message it could show. */
const PLACEHOLDERS = new Set(['An unknown error occurred.', 'Something went wrong.'])

/**
 * A refusal (a 4xx error Payload or our hooks throw, public by Payload's own rule) keeps its message in production.
 * Payload's `formatErrors` reads the error's `name` to decide that it has a message; the production bundle renames
 * classes (`this.name = this.constructor.name` is then empty), so a 429 or a translator's 403 reached the visitor and
 * the admin as "An unknown error occurred.". Internal errors (500, or marked not public) stay hidden.
 */
function keepRefusalMessage(
  error: unknown,
  req: Parameters<AfterErrorHook>[0]['req'],
  result: Parameters<AfterErrorHook>[0]['result'],
) {
  const original = ((error as { originalError?: unknown })?.originalError ?? error) as {
    message?: unknown
    status?: unknown
    isPublic?: unknown
  }
  const status = typeof original?.status === 'number' ? original.status : 500
  const isPublic = original?.isPublic === true || (original?.isPublic !== false && status >= 400 && status < 500)
  if (!isPublic || typeof original.message !== 'string' || original.message === '') return
  const seconds = retryAfterOf(original)
  if (seconds !== null && req) {
    const headers = new Headers(req.responseHeaders)
    headers.set('retry-after', String(seconds))
    req.responseHeaders = headers
  }
  const errors = (result as { errors?: Array<Record<string, unknown>> } | undefined)?.errors
  const first = errors?.[0]
  if (!first) return
  // Payload's placeholder instead of the refusal's message (the class's name was lost) …
  const placeholder = typeof first.message !== 'string' || PLACEHOLDERS.has(first.message)
  // … or the message without a ValidationError's `data.errors` (the field paths and messages the admin marks its
  // fields from): `formatErrors` keeps them only when its `instanceof` holds, which the production bundle's second
  // copy of the class breaks while the name survives. Both are put back.
  const data = (original as { data?: unknown }).data
  const missingData = data !== null && typeof data === 'object' && first.data === undefined
  if (!placeholder && !missingData) return
  const { name: _name, ...rest } = first
  const kept = missingData ? { ...rest, data } : rest
  return {
    status,
    response: {
      ...(result as object),
      errors: [{ ...kept, message: placeholder ? original.message : first.message }, ...errors.slice(1)],
    },
  }
}

/** A throttled operation's refusal: 429 with its message and the seconds to wait, sent as `Retry-After`. */
export function tooManyAttempts(message: string, retryAfterSeconds: number): APIError {
  return Object.assign(new APIError(message, 429, null, true), { retryAfterSeconds })
}

function retryAfterOf(error: unknown): number | null {
  const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null
}

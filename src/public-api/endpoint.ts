/**
 * The frame of every public endpoint: answers `{ code, msg, data }` (SPEC §7/§8) with the HTTP status of
 * `httpStatusForCode`, turns a refusal into its code and message, and anything else (the database unreachable, a
 * dependency failing) into 60007: never a 5xx, never a hang.
 */
import type { Payload } from 'payload'

import { errorAnswer, httpStatusForCode, type ApiAnswer } from '../domain/errors'
import type { Locale } from '../domain/locale'
import { DatabaseUnavailable, withTimeout } from './limits'
import { localeOfRequest, Refusal } from './request'

/** How long a database step of an endpoint may take before the endpoint answers 60007. */
export const DB_DEADLINE_MS = Number(process.env.PUBLIC_API_DB_DEADLINE_MS || 15000)

export function answer<T>(body: ApiAnswer<T>, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status: httpStatusForCode(body.code), headers: { 'cache-control': 'no-store', ...headers } })
}

const localeOfAnswer = new WeakMap<Request, Locale>()

/** Records the language a handler read from the body, for an answer the wrapper gives (60007). */
export function answerIn(request: Request, locale: Locale): Locale {
  localeOfAnswer.set(request, locale)
  return locale
}

export function publicEndpoint(run: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request: Request) => {
    try {
      return await run(request)
    } catch (error) {
      const locale = localeOfAnswer.get(request) ?? localeOfRequest(request)
      if (error instanceof Refusal) return answer(errorAnswer(error.code, locale, { msg: error.message }), error.headers)
      if (error instanceof DatabaseUnavailable) console.warn('[public api] database unavailable:', new URL(request.url).pathname, error.message)
      else console.error('[public api]', new URL(request.url).pathname, error)
      return answer(errorAnswer(60007, locale))
    }
  }
}

/** A database step with the endpoint deadline. */
export function dbStep<T>(promise: Promise<T>, what: string): Promise<T> {
  return withTimeout(promise, DB_DEADLINE_MS, what)
}

/** The Payload local API, within the deadline (a database down at start-up must not hang the visitor). */
export async function payloadWithin(): Promise<Payload> {
  const { payloadClient } = await import('../data/payload')
  return dbStep(payloadClient(), 'starting Payload')
}

/**
 * What the staff-only endpoints of the translation tools share (xliff-endpoints.ts, translation-review-endpoints.ts):
 * the admin language of the request, messages in it, a JSON refusal, and the 401/403 for guests and members.
 */
import type { PayloadRequest } from 'payload'

import { isLocale, localeOfRequest, type Locale } from '../domain/locale'
import { fill } from '../i18n/fill'
import { staffRole } from './access'

export type Messages = Record<string, Record<Locale, string>>

/** The staff user's admin language, else the language of the request. */
export function languageOf(req: PayloadRequest): Locale {
  const language = req.i18n?.language
  return isLocale(language) ? language : localeOfRequest({ url: req.url, headers: req.headers ?? new Headers() })
}

/** One message in one language, with its `{name}` placeholders filled. */
export function sayIn<M extends Messages>(
  messages: M,
  language: Locale,
  key: keyof M,
  vars: Record<string, string | number> = {},
): string {
  return fill(messages[key]![language], vars)
}

/** A refusal as Payload answers them (`errors[].message`), never cached; `code` is a SPEC §8 code. */
export function fail(status: number, message: string, code?: number): Response {
  return Response.json(
    { errors: [{ message }], ...(code ? { code } : {}) },
    { status, headers: { 'cache-control': 'no-store' } },
  )
}

/** 401 for nobody logged in, 403 for members (each with the endpoint's own words); null for staff. */
export function refuseNonStaff(
  req: PayloadRequest,
  language: Locale,
  messages: { loginRequired: Record<Locale, string>; staffOnly: Record<Locale, string> },
): Response | null {
  if (!req.user) return fail(401, messages.loginRequired[language])
  if (!staffRole(req)) return fail(403, messages.staffOnly[language])
  return null
}

/**
 * What the staff-only endpoints of the translation tools share (xliff-endpoints.ts, translation-review-endpoints.ts):
 * the admin language of the request, a JSON refusal, and the 401/403 for guests and members.
 */
import type { PayloadRequest } from 'payload'

import { isLocale, localeOfRequest, type Locale } from '../domain/locale'
import type { Part } from '../i18n/catalogue'
import { staffRole } from './access'

/** The staff user's admin language, else the language of the request. */
export function languageOf(req: PayloadRequest): Locale {
  const language = req.i18n?.language
  return isLocale(language) ? language : localeOfRequest({ url: req.url, headers: req.headers ?? new Headers() })
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
  messages: Part<{ loginRequired: string; staffOnly: string }>,
): Response | null {
  if (!req.user) return fail(401, messages[language].loginRequired)
  if (!staffRole(req)) return fail(403, messages[language].staffOnly)
  return null
}

/**
 * The record of a visitor's cookie choice on one site (POST /next/consent), written before the browser applies it:
 * site, choice, the privacy policy's version now (read here, not sent), the time, a random visitor id the browser
 * keeps per site, and the member if one is logged in. Nothing else (no IP, no user agent).
 */
import type { Payload } from 'payload'

import { isSite, siteToLocale, type Locale } from '../../domain/locale'
import { badRequest } from '../../http/answer'
import { currentPrivacyVersion } from '../forms/api/consent'
import { COOKIE_CHOICES } from './CookieConsents'

const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/

export type CookieChoiceRecord = { site: 'cn' | 'en' | 'ru'; choice: 'accepted' | 'rejected'; visitor: string }

/** The body's record, or a 10001 refusal. */
export function cookieChoiceOf(body: Record<string, unknown>, locale: Locale): CookieChoiceRecord {
  const { site, choice, visitor } = body
  if (!isSite(site)) throw badRequest(locale, 'invalidForm')
  if (typeof choice !== 'string' || !(COOKIE_CHOICES as readonly string[]).includes(choice))
    throw badRequest(locale, 'invalidForm')
  if (typeof visitor !== 'string' || !VISITOR_ID.test(visitor)) throw badRequest(locale, 'invalidForm')
  return { site, choice: choice as CookieChoiceRecord['choice'], visitor }
}

export async function recordCookieChoice(
  payload: Payload,
  record: CookieChoiceRecord,
  member: number | null,
): Promise<{ id: number; policyVersion: string }> {
  const policyVersion = await currentPrivacyVersion(payload, siteToLocale(record.site))
  const doc = await payload.create({
    collection: 'cookie-consents',
    data: { ...record, policyVersion, member },
    depth: 0,
    overrideAccess: true,
  })
  return { id: doc.id, policyVersion }
}

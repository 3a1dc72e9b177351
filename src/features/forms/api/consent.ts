/**
 * The server side of consent (src/domain/consent.ts): the check every personal-data door runs before it stores
 * anything, and the version of the privacy policy the record points at.
 */
import type { Payload } from 'payload'

import { CONSENT_REQUIRED, consentRecord, isConsentGiven, type ConsentRecord } from '../../../domain/consent'
import type { Locale } from '../../../domain/locale'
import { Refusal } from '../../../http/answer'

/**
 * The `version` of the privacy policy published in the visitor's language ('' when none is): publishing is per
 * language (localized status), so this is the text the visitor was shown.
 */
export async function currentPrivacyVersion(payload: Payload, locale: Locale): Promise<string> {
  const { docs } = await payload.find({
    collection: 'legal-documents',
    locale,
    where: { kind: { equals: 'privacy' } },
    limit: 1,
    depth: 0,
    draft: false,
    overrideAccess: false,
    pagination: false,
  })
  return (docs[0] as { version?: string } | undefined)?.version ?? ''
}

/** Throws the 10001 refusal unless `value` is a given consent. */
export function requireConsent(value: unknown, locale: Locale): void {
  if (!isConsentGiven(value)) throw new Refusal(10001, CONSENT_REQUIRED[locale])
}

/** The record of a consent given now, against the policy published now. */
export async function consentNow(payload: Payload, locale: Locale): Promise<ConsentRecord> {
  return consentRecord(locale, await currentPrivacyVersion(payload, locale))
}

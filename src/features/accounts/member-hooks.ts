/**
 * Hooks of the `members` collection: registration protection (image code + rate limit), the last-login stamp,
 * refusing frozen or cancelled accounts at log-in, and the dormant-account flag of SPEC §4 for the admin.
 */
import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type FieldHook,
} from 'payload'

import { answerImageCode } from '../forms/captcha/answer'
import { CONSENT_REQUIRED, consentRecord, isConsentGiven } from '../../domain/consent'
import { currentPrivacyVersion } from '../forms/api/consent'
import { captchaCookieOf } from '../forms/captcha/token'
import { errorMessage } from '../../domain/errors'
import { clientAddress } from '../../server/client-address'
import { spend } from '../../http/limits'
import { tooManyAttempts } from '../../http/payload-api'
import { isLocale, localeOfRequest, localeToLangCookie, type Locale } from '../../domain/locale'
import { isDormantAccount } from '../../domain/orders'
import { validationMessage } from '../../domain/validation'
import { serverUrl } from '../../settings'
import { memberResetMail } from '../forms/api/mail-texts'
import { isActiveMember, staffRole } from '../../cms/access'
import { say } from '../../i18n/catalogue'
import { ACCOUNT_ANSWERS } from '../../i18n/messages/accounts'

/** The visitor's language: the content locale the request names (`?locale=`), else as every answer decides it. */
function localeOf(req: { locale?: string | null; url?: string; headers?: Headers }): Locale {
  let named: string | null = null
  try {
    named = req.url ? new URL(req.url, 'http://localhost').searchParams.get('locale') : null
  } catch {
    named = null
  }
  if (isLocale(named) && isLocale(req.locale)) return req.locale
  return localeOfRequest({ url: req.url, headers: req.headers ?? new Headers() })
}

/**
 * A registration from outside (REST or GraphQL, not staff): the client address must be under the rate limit and
 * the body's `captcha` must be the answer bound to the `ts-captcha` cookie. `captcha` is not stored. Staff creating
 * members in the admin and the local API (seed, tests, server code) are not asked.
 */
export const protectRegistration: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create') return args
  if (req.payloadAPI === 'local' || staffRole(req) !== null) return args
  const data = (args.data ?? {}) as Record<string, unknown>
  const answer = typeof data.captcha === 'string' ? data.captcha : ''
  delete data.captcha
  const locale = localeOf(req)
  // The same limit (in the database, shared by every instance) as the purchase form's registration.
  const outcome = await spend('registrationsPerIp', clientAddress(req)).catch(() => null)
  if (outcome === null) throw new APIError(errorMessage(60007, locale) ?? 'interface exception', 503, null, true)
  if (!outcome.allowed)
    throw tooManyAttempts(say(ACCOUNT_ANSWERS, locale, 'tooManyRegistrations'), outcome.retryAfterSeconds)
  if (answer.trim() === '') throw new APIError(validationMessage('captchaRequired', locale), 400, null, true)
  // Consent to the processing of personal data: `consent: true`, recorded by the server, not the client.
  if (!isConsentGiven(data.consent)) throw new APIError(CONSENT_REQUIRED[locale], 400, { code: 10001 }, true)
  data.consent = consentRecord(locale, await currentPrivacyVersion(req.payload, locale))
  // The image code is spent in the database whatever the answer: one code, one registration, on any door.
  if (!(await answerImageCode(req.payload, captchaCookieOf(req), answer))) {
    throw new APIError(validationMessage('captchaIncorrect', locale), 400, null, true)
  }
  return args
}

/** A frozen or cancelled account cannot log in (§4: it may appeal). */
export const refuseClosedAccounts: CollectionBeforeLoginHook = ({ user, req }) => {
  if (!isActiveMember({ ...user, collection: 'members' }))
    throw new APIError(say(ACCOUNT_ANSWERS, localeOf(req), 'accountClosed'), 403, null, true)
  return user
}

/** Stamps `lastLoginAt` (it feeds the dormant-account rule). */
export const stampLastLogin: CollectionAfterLoginHook = async ({ user, req }) => {
  const lastLoginAt = new Date().toISOString()
  await req.payload.update({
    collection: 'members',
    id: (user as { id: number }).id,
    data: { lastLoginAt },
    overrideAccess: true,
    req,
    context: { lastLoginOnly: true },
  })
  return { ...user, lastLoginAt }
}

/** The virtual `dormant` flag: 12 months without a login and no unexpired service (src/domain/orders.ts). */
export const computeDormant: FieldHook = ({ data, siblingData }) => {
  const doc = { ...(data ?? {}), ...(siblingData ?? {}) } as {
    lastLoginAt?: string | null
    createdAt?: string | null
    serviceExpiresAt?: string | null
  }
  if (!doc.createdAt) return false
  return isDormantAccount(
    {
      lastLoginAt: doc.lastLoginAt ? new Date(doc.lastLoginAt) : null,
      createdAt: new Date(doc.createdAt),
      serviceExpiries: doc.serviceExpiresAt ? [new Date(doc.serviceExpiresAt)] : [],
    },
    new Date(),
  )
}

/** The member's reset page on the sites, in the language of the request (`?locale=` of the forgot-password call). */
export function memberResetLink(token: string, locale: Locale, origin: string = serverUrl()): string {
  return `${origin}/reset-password?${new URLSearchParams({ token, lang: localeToLangCookie(locale) }).toString()}`
}

/**
 * The members' forgot-password e-mail: Payload's default links to the staff admin (/admin/reset/…); members reset
 * on /reset-password of the sites, which posts to Payload's POST /api/members/reset-password.
 */
export const memberForgotPassword = {
  generateEmailSubject: ({ req }: { req?: { locale?: string | null } } = {}) =>
    memberResetMail('', localeOf(req ?? {})).subject,
  generateEmailHTML: ({ req, token }: { req?: { locale?: string | null }; token?: string } = {}) => {
    const locale = localeOf(req ?? {})
    return memberResetMail(memberResetLink(token ?? '', locale), locale).html
  },
}

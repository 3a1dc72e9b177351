/**
 * Pure rules of the console's log-in and registration pages (no React): the page language (`?lang=`, then the
 * `lang` cookie, then the site the visitor came from, then zh), the same-origin `redirect` target, and the form schemas
 * (zod, shared with the browser).
 */
import { z } from 'zod'
import { CONSENT_REQUIRED } from '../../../domain/consent'

import { homePathOf, langCookieToLocale, siteOfPath, siteToLocale, type Locale } from '../../../domain/locale'
import { isEmail, MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES } from '../../../domain/validation'

export function accountPageLocale(
  langParam: string | string[] | undefined,
  langCookie: string | undefined,
  refererPath?: string | null,
): Locale {
  const param = Array.isArray(langParam) ? langParam[0] : langParam
  const fromReferer = refererPath ? siteOfPath(refererPath) : null
  return langCookieToLocale(param) ?? langCookieToLocale(langCookie) ?? (fromReferer ? siteToLocale(fromReferer) : 'zh')
}

/** The path of a same-origin Referer (a link on the sites to /register without parameters), else null. */
export function sameOriginRefererPath(referer: string | null, host: string | null): string | null {
  if (!referer || !host) return null
  try {
    const url = new URL(referer)
    return url.host === host ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}

/**
 * Where to go after logging in: a path of this site only (`/en/package`, `/cn?x=1`); anything else (another host,
 * `//host`, `/\host`, a scheme) falls back to the home of the language.
 */
function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
}

export function safeRedirect(value: string | string[] | undefined | null, locale: Locale): string {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || hasControlCharacter(raw))
    return homePathOf(locale)
  try {
    const url = new URL(raw, 'http://same.origin')
    if (url.host !== 'same.origin') return homePathOf(locale)
    // Checked after normalising: `/..//evil.example` resolves to the path `//evil.example`, another host to a browser.
    if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return homePathOf(locale)
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return homePathOf(locale)
  }
}

function emailField(locale: Locale) {
  const m = VALIDATION_MESSAGES[locale]
  return z.string().trim().min(1, { error: m.emailRequired }).refine(isEmail, { error: m.emailInvalid })
}

export function loginSchema(locale: Locale) {
  const m = VALIDATION_MESSAGES[locale]
  return z.object({ email: emailField(locale), password: z.string().min(1, { error: m.passwordTooShort }) })
}
export type LoginValues = z.output<ReturnType<typeof loginSchema>>

export function registerSchema(locale: Locale) {
  const m = VALIDATION_MESSAGES[locale]
  return z.object({
    email: emailField(locale),
    password: z.string().min(MIN_PASSWORD_LENGTH, { error: m.passwordTooShort }),
    nickname: z.string().trim().max(60).optional(),
    captcha: z.string().trim().min(1, { error: m.captchaRequired }),
    consent: z.literal(true, { error: CONSENT_REQUIRED[locale] }),
  })
}
export type RegisterValues = z.output<ReturnType<typeof registerSchema>>

/** The first message of a Payload REST error body (`{ errors: [{ message }] }`), or null. */
export function restErrorMessage(body: unknown): string | null {
  const errors = (body as { errors?: { message?: unknown; data?: { errors?: { message?: unknown }[] } }[] } | null)
    ?.errors
  const first = Array.isArray(errors) ? errors[0] : undefined
  const nested = first?.data?.errors?.[0]?.message
  if (typeof nested === 'string' && nested) return nested
  return typeof first?.message === 'string' && first.message ? first.message : null
}

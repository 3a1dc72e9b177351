/**
 * The one image-code (captcha) token, on the `ts-captcha` cookie shared by every form with an image code (contact,
 * credit report, purchase, registration at /api/members): `<nonce>.<expires, unix seconds>.<HMAC-SHA256 base64url
 * of nonce, expiry and the lower-cased answer>`, keyed with PAYLOAD_SECRET. The answer never leaves the server in
 * clear and the cookie cannot be forged or extended without the secret. This file is pure (time and secret are
 * parameters); spending the nonce, so that a code answers once, is `answerImageCode` in ./answer.ts.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { environment, payloadSecret, type Env } from '../../../settings'

export const CAPTCHA_COOKIE = 'ts-captcha'
/** How long an image code may be answered. */
export const CAPTCHA_TTL_SECONDS = 5 * 60

const toMs = (now: Date | number) => (typeof now === 'number' ? now : now.getTime())

function sign(nonce: string, expires: number, answer: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`captcha:${nonce}:${expires}:${answer.trim().toLowerCase()}`)
    .digest('base64url')
}

/** The cookie value binding `answer` to a new nonce, valid CAPTCHA_TTL_SECONDS from `now`. */
export function issueCaptchaCookie(
  answer: string,
  now: Date | number = Date.now(),
  secret: string = payloadSecret(),
): string {
  const nonce = randomBytes(12).toString('base64url')
  const expires = Math.floor(toMs(now) / 1000) + CAPTCHA_TTL_SECONDS
  return `${nonce}.${expires}.${sign(nonce, expires, answer, secret)}`
}

/** The nonce of a well-formed cookie value (whatever its signature), else null. */
export function nonceOf(cookie: string | null | undefined): string | null {
  const nonce = cookie?.split('.')[0] ?? ''
  return /^[A-Za-z0-9_-]{8,64}$/.test(nonce) ? nonce : null
}

/**
 * Whether the cookie is well formed, unexpired at `now` and signed for this answer (case-insensitive, trimmed); the
 * nonce when it is. No database involved: this alone does NOT make the code single-use.
 */
export function captchaSignatureMatches(
  cookie: string | null | undefined,
  answer: string | null | undefined,
  now: Date | number = Date.now(),
  secret: string = payloadSecret(),
): { nonce: string } | null {
  if (!cookie || !answer || answer.trim() === '') return null
  const parts = cookie.split('.')
  if (parts.length !== 3) return null
  const [nonce, expiresText, signature] = parts as [string, string, string]
  if (nonceOf(cookie) === null || !/^\d{1,12}$/.test(expiresText)) return null
  const expires = Number(expiresText)
  if (expires * 1000 <= toMs(now)) return null
  const expected = Buffer.from(sign(nonce, expires, answer, secret))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? { nonce } : null
}

/** The Set-Cookie header of an issued image code (path /: registration at /api/members reads it too). */
export function captchaCookieHeader(value: string, env: Env = environment()): string {
  const secure = env.NODE_ENV === 'production' && env.COOKIE_SECURE !== 'false'
  return `${CAPTCHA_COOKIE}=${value}; Path=/; Max-Age=${CAPTCHA_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Clears the image-code cookie (after any answer, right or wrong). */
export function clearCaptchaCookieHeader(): string {
  return `${CAPTCHA_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`
}

/** The image-code cookie of a request (its Cookie header), else null. */
export function captchaCookieOf(request: { headers: Headers }): string | null {
  const header = request.headers.get('cookie') ?? ''
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at !== -1 && pair.slice(0, at).trim() === CAPTCHA_COOKIE) return pair.slice(at + 1).trim() || null
  }
  return null
}

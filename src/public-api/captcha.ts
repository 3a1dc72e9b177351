/**
 * The image code of the contact and credit-report forms: an SVG from svg-captcha whose answer never leaves the
 * server in clear. The answer is bound to the visitor by a short-lived, http-only cookie holding a nonce, the expiry
 * and an HMAC (PAYLOAD_SECRET) of both with the answer; checking spends the nonce in the database, so an image code
 * answers one submission only, on any instance.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import svgCaptcha from 'svg-captcha'

import { payloadSecret } from '../env'
import { spend } from '../edge/limits'

export const CAPTCHA_COOKIE = 'ts-captcha'
/** How long an image code may be answered. */
export const CAPTCHA_TTL_SECONDS = 5 * 60

function sign(nonce: string, expires: number, answer: string): string {
  return createHmac('sha256', payloadSecret())
    .update(`captcha:${nonce}:${expires}:${answer.trim().toLowerCase()}`)
    .digest('base64url')
}

export type IssuedCaptcha = { svg: string; cookie: string }

/** A new image code and the cookie value that binds its answer. */
export function issueCaptcha(now = Date.now()): IssuedCaptcha & { answer: string } {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f4f6fa' })
  const nonce = randomBytes(12).toString('base64url')
  const expires = Math.floor(now / 1000) + CAPTCHA_TTL_SECONDS
  return { svg: captcha.data, answer: captcha.text, cookie: `${nonce}.${expires}.${sign(nonce, expires, captcha.text)}` }
}

/** The Set-Cookie header of an issued image code (path /: registration at /api/members reads it too). */
export function captchaCookieHeader(value: string, env: NodeJS.ProcessEnv = process.env): string {
  const secure = env.NODE_ENV === 'production' && env.COOKIE_SECURE !== 'false'
  return `${CAPTCHA_COOKIE}=${value}; Path=/; Max-Age=${CAPTCHA_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Clears the image-code cookie (after any answer, right or wrong). */
export function clearCaptchaCookieHeader(): string {
  return `${CAPTCHA_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`
}

export function captchaCookieOf(request: Request): string | null {
  const header = request.headers.get('cookie') ?? ''
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at !== -1 && pair.slice(0, at).trim() === CAPTCHA_COOKIE) return pair.slice(at + 1).trim() || null
  }
  return null
}

/** Whether the cookie is well formed, unexpired and signed for this answer (no database involved). */
export function captchaSignatureMatches(cookie: string | null, answer: string, now = Date.now()): { nonce: string } | null {
  if (!cookie || answer.trim() === '') return null
  const [nonce, expiresText, signature] = cookie.split('.')
  const expires = Number(expiresText)
  if (!nonce || !signature || !Number.isInteger(expires) || expires * 1000 < now) return null
  const expected = Buffer.from(sign(nonce, expires, answer))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? { nonce } : null
}

/**
 * Checks an answer and spends the image code: true only for the right answer to an unexpired code never answered
 * before. A wrong answer spends the code too (the visitor asks for a new image), so guessing does not pay.
 */
export async function answerCaptcha(cookie: string | null, answer: string): Promise<boolean> {
  const nonce = cookie?.split('.')[0]
  if (!nonce) return false
  const spent = await spend('captchaNonce', nonce)
  if (!spent.allowed) return false
  return captchaSignatureMatches(cookie, answer) !== null
}

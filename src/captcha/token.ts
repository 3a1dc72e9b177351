/**
 * The image-code (captcha) contract shared by every form that shows one (registration, contact, purchase):
 * GET /public/captcha answers an SVG and sets the http-only cookie `ts-captcha` =
 * `<expiresAtMs>.<sha256 hex of the lower-cased answer>.<hmac-sha256 hex of "<expiresAtMs>.<sha256>" keyed with
 * PAYLOAD_SECRET>`. A form posts the typed answer; the server checks it against the cookie with `verifyCaptcha`.
 * Pure apart from node:crypto: `now` and the secret are parameters.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../env'

export const CAPTCHA_COOKIE = 'ts-captcha'
/** How long an image code stays valid. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

function hmacHex(text: string, secret: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex')
}

function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length || !/^[0-9a-f]*$/.test(a) || !/^[0-9a-f]*$/.test(b)) return false
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'))
}

/** The answer as it is compared: trimmed, lower-cased (image codes are shown in mixed case). */
export function normaliseCaptchaAnswer(answer: string): string {
  return answer.trim().toLowerCase()
}

/** The cookie value for an answer, valid for CAPTCHA_TTL_MS from `now` (ms since the epoch). */
export function issueCaptchaCookie(answer: string, now: number, secret: string = payloadSecret()): string {
  const expiresAt = String(Math.floor(now + CAPTCHA_TTL_MS))
  const head = `${expiresAt}.${sha256Hex(normaliseCaptchaAnswer(answer))}`
  return `${head}.${hmacHex(head, secret)}`
}

export type CaptchaCheck = 'ok' | 'missing' | 'malformed' | 'forged' | 'expired' | 'wrong'

/** Why a typed answer is accepted or refused against a cookie value. */
export function checkCaptcha(
  cookieValue: string | null | undefined,
  answer: string | null | undefined,
  now: number,
  secret: string = payloadSecret(),
): CaptchaCheck {
  if (!cookieValue || answer === null || answer === undefined || normaliseCaptchaAnswer(answer) === '') return 'missing'
  const parts = cookieValue.split('.')
  if (parts.length !== 3 || !/^\d+$/.test(parts[0]!) || !/^[0-9a-f]{64}$/.test(parts[1]!) || !/^[0-9a-f]{64}$/.test(parts[2]!)) {
    return 'malformed'
  }
  const [expiresAt, answerHash, signature] = parts as [string, string, string]
  if (!sameHex(signature, hmacHex(`${expiresAt}.${answerHash}`, secret))) return 'forged'
  if (Number(expiresAt) <= now) return 'expired'
  return sameHex(answerHash, sha256Hex(normaliseCaptchaAnswer(answer))) ? 'ok' : 'wrong'
}

/** True when `answer` is the answer bound to the (authentic, unexpired) cookie. */
export function verifyCaptcha(
  cookieValue: string | null | undefined,
  answer: string | null | undefined,
  now: number,
  secret: string = payloadSecret(),
): boolean {
  return checkCaptcha(cookieValue, answer, now, secret) === 'ok'
}

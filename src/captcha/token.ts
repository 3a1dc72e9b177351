/**
 * The image-code (captcha) cookie shared by every form with an image code (purchase, contact, credit report):
 * `ts-captcha` holds `<expiresAtMs>.<sha256 hex of the lower-cased answer>.<hmac-sha256 hex of the first two parts>`,
 * keyed with PAYLOAD_SECRET. The answer itself never leaves the server; the cookie cannot be forged or extended
 * without the secret. Pure: time and secret are parameters.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../env'

export const CAPTCHA_COOKIE = 'ts-captcha'
/** How long an image code may be answered. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000

function answerHash(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex')
}

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex')
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}

/** The cookie value for an image code issued at `now`. */
export function issueCaptchaCookie(answer: string, now: Date | number, secret: string = payloadSecret()): string {
  const expiresAt = (typeof now === 'number' ? now : now.getTime()) + CAPTCHA_TTL_MS
  const payload = `${expiresAt}.${answerHash(answer)}`
  return `${payload}.${signature(payload, secret)}`
}

/**
 * Whether `answer` is the image code behind a cookie value at `now`: the signature must be ours, the code not
 * expired, and the answer equal (case-insensitive, trimmed). Anything malformed is simply false.
 */
export function verifyCaptcha(
  cookieValue: string | null | undefined,
  answer: string | null | undefined,
  now: Date | number,
  secret: string = payloadSecret(),
): boolean {
  if (!cookieValue || !answer || answer.trim() === '') return false
  const parts = cookieValue.split('.')
  if (parts.length !== 3) return false
  const [expires, hash, mac] = parts as [string, string, string]
  if (!/^\d+$/.test(expires) || !/^[0-9a-f]{64}$/.test(hash) || !/^[0-9a-f]{64}$/.test(mac)) return false
  if (!sameHex(mac, signature(`${expires}.${hash}`, secret))) return false
  if (Number(expires) <= (typeof now === 'number' ? now : now.getTime())) return false
  return sameHex(hash, answerHash(answer))
}

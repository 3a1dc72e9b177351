/**
 * Answering an image code: the nonce of the `ts-captcha` cookie is spent in the database first (INSERT … ON
 * CONFLICT DO NOTHING into `image_code_nonces`, atomic across requests and instances), then the answer is checked
 * against the signed cookie. A right answer to an unexpired code counts once; a wrong answer spends the code too,
 * so guessing does not pay (the visitor asks for a new image).
 */
import type { Payload } from 'payload'

import { runSql, sql } from '../../../db/sql'
import { CAPTCHA_TTL_SECONDS, captchaSignatureMatches, nonceOf } from './token'

/** How often (one answer in N) spent nonces past their expiry are swept. */
const SWEEP_ONE_IN = 50

/** Spends a nonce: true the first time only. */
export async function spendNonce(payload: Payload, nonce: string): Promise<boolean> {
  const nowMs = Date.now()
  // Kept for the code's longest life from now (not the cookie's claim, unverified until the answer matches).
  const expiresAt = new Date(nowMs + CAPTCHA_TTL_SECONDS * 1000).toISOString()
  const rows = await runSql(
    payload,
    sql`INSERT INTO image_code_nonces (nonce, expires_at) VALUES (${nonce}, ${expiresAt}) ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
  )
  if (Math.random() * SWEEP_ONE_IN < 1) {
    await runSql(payload, sql`DELETE FROM image_code_nonces WHERE expires_at < ${new Date(nowMs).toISOString()}`).catch(
      () => {},
    )
  }
  return rows.length === 1
}

/** True only for the right answer to an unexpired image code never answered before (on any door, any instance). */
export async function answerImageCode(
  payload: Payload,
  cookie: string | null | undefined,
  answer: string | null | undefined,
  now: Date | number = Date.now(),
): Promise<boolean> {
  const nonce = nonceOf(cookie)
  if (!nonce) return false
  if (!(await spendNonce(payload, nonce))) return false
  return captchaSignatureMatches(cookie, answer, now) !== null
}

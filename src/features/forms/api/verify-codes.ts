/**
 * E-mail verification codes (POST /public/sendVerifyCode, checked by POST /public/submittedForm): 6 digits, valid
 * 10 minutes, stored as an HMAC (PAYLOAD_SECRET) of the address and the code, with a limit on wrong attempts.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { runSql, sql } from '../../../db/sql'
import { payloadSecret } from '../../../settings'

export const CODE_TTL_MS = 10 * 60 * 1000
/** Wrong answers a code survives; the next one voids it. */
export const MAX_CODE_ATTEMPTS = 5

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export function hashCode(email: string, code: string): string {
  return createHmac('sha256', payloadSecret())
    .update(`verify:${normalizeEmail(email)}:${code.trim()}`)
    .digest('hex')
}

/** Stores a new code for an address and returns its id (the code itself is only e-mailed). */
export async function storeCode(
  payload: Payload,
  email: string,
  code: string,
  ipHash: string,
): Promise<number | string> {
  const doc = await payload.create({
    collection: 'verification-codes',
    data: {
      email: normalizeEmail(email),
      codeHash: hashCode(email, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS).toISOString(),
      attempts: 0,
      ipHash,
    },
  })
  return doc.id
}

/** Voids a code that could not be sent. */
export async function voidCode(payload: Payload, id: number | string): Promise<void> {
  await payload.delete({ collection: 'verification-codes', id }).catch(() => {})
}

/**
 * Checks a code against the newest live code of the address. Every answer, right or wrong, takes one try in one
 * conditional UPDATE, so concurrent guesses cannot judge more than MAX_CODE_ATTEMPTS answers between them. Right →
 * the code's id (not yet consumed: `consumeCode` spends it with the submission); wrong, expired, used up or none →
 * null.
 */
export async function checkCode(payload: Payload, email: string, code: string): Promise<number | string | null> {
  const now = new Date().toISOString()
  const rows = await runSql<{ id: number; code_hash: string }>(
    payload,
    sql`UPDATE verification_codes SET attempts = COALESCE(attempts, 0) + 1
        WHERE id = (SELECT id FROM verification_codes WHERE email = ${normalizeEmail(email)} AND consumed_at IS NULL AND expires_at > ${now}
                    ORDER BY created_at DESC, id DESC LIMIT 1)
          AND COALESCE(attempts, 0) < ${MAX_CODE_ATTEMPTS} AND consumed_at IS NULL
        RETURNING id, code_hash`,
  )
  const live = rows[0]
  if (!live) return null
  const expected = Buffer.from(live.code_hash)
  const given = Buffer.from(hashCode(email, code))
  return expected.length === given.length && timingSafeEqual(expected, given) ? live.id : null
}

/** The code was spent meanwhile by another request: the submission is not stored. */
export class CodeAlreadyUsed extends Error {
  constructor() {
    super('verification code already used')
    this.name = 'CodeAlreadyUsed'
  }
}

/**
 * Marks a code used, inside the submission's transaction, only if nobody did before (a conditional UPDATE): of
 * concurrent submissions with one code, one stores; the others throw CodeAlreadyUsed and roll back.
 */
export async function consumeCode(payload: Payload, id: number | string, req: Partial<PayloadRequest>): Promise<void> {
  const rows = await runSql(
    payload,
    sql`UPDATE verification_codes SET consumed_at = ${new Date().toISOString()} WHERE id = ${id} AND consumed_at IS NULL RETURNING id`,
    req,
  )
  if (rows.length !== 1) throw new CodeAlreadyUsed()
}

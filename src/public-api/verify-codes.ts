/**
 * E-mail verification codes (POST /public/sendVerifyCode, checked by POST /public/submittedForm): 6 digits, valid
 * 10 minutes, stored as an HMAC (PAYLOAD_SECRET) of the address and the code, with a limit on wrong attempts.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { payloadSecret } from '../env'

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
  return createHmac('sha256', payloadSecret()).update(`verify:${normalizeEmail(email)}:${code.trim()}`).digest('hex')
}

/** Stores a new code for an address and returns its id (the code itself is only e-mailed). */
export async function storeCode(payload: Payload, email: string, code: string, ipHash: string): Promise<number | string> {
  const doc = await payload.create({
    collection: 'verification-codes',
    data: { email: normalizeEmail(email), codeHash: hashCode(email, code), expiresAt: new Date(Date.now() + CODE_TTL_MS).toISOString(), attempts: 0, ipHash },
  })
  return doc.id
}

/** Voids a code that could not be sent. */
export async function voidCode(payload: Payload, id: number | string): Promise<void> {
  await payload.delete({ collection: 'verification-codes', id }).catch(() => {})
}

type CodeDoc = { id: number | string; codeHash: string; attempts?: number | null }

/**
 * Checks a code against the newest live code of the address. Right → the code's id (not yet consumed: consume it
 * in the transaction that stores the submission); wrong, expired, used up or none → null (a wrong answer counts).
 */
export async function checkCode(payload: Payload, email: string, code: string): Promise<number | string | null> {
  const { docs } = await payload.find({
    collection: 'verification-codes',
    where: {
      and: [{ email: { equals: normalizeEmail(email) } }, { consumedAt: { exists: false } }, { expiresAt: { greater_than: new Date().toISOString() } }],
    },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const live = docs[0] as CodeDoc | undefined
  if (!live || (live.attempts ?? 0) >= MAX_CODE_ATTEMPTS) return null
  const expected = Buffer.from(live.codeHash)
  const given = Buffer.from(hashCode(email, code))
  if (expected.length === given.length && timingSafeEqual(expected, given)) return live.id
  await payload.update({ collection: 'verification-codes', id: live.id, data: { attempts: (live.attempts ?? 0) + 1 }, depth: 0 })
  return null
}

/** Marks a code used (inside the submission's transaction). */
export async function consumeCode(payload: Payload, id: number | string, req: Partial<PayloadRequest>): Promise<void> {
  await payload.update({ collection: 'verification-codes', id, data: { consumedAt: new Date().toISOString() }, depth: 0, req })
}

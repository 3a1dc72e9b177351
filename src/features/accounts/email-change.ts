/**
 * A member proves an e-mail address: to change it (the new address) or to verify the one they registered with. The
 * request needs the current password and sends a 6-digit code to the address; the confirmation with that code applies
 * the address and stamps `emailVerifiedAt`, and a notice goes to the old address. The code is bound to the member
 * and the address (its key), so a code for a public form or for someone else's request does not confirm anything.
 */
import type { Payload } from 'payload'

import type { Locale } from '../../domain/locale'
import { plainMailbox, VALIDATION_MESSAGES } from '../../domain/validation'
import { errorAnswer } from '../../domain/errors'
import { Refusal } from '../../http/answer'
import { forgive, spend } from '../../http/limits'
import type { Member } from '../../payload-types'
import { escapeHtml, verificationCodeMail } from '../forms/api/mail-texts'
import {
  checkCode,
  consumeCode,
  newVerificationCode,
  normalizeEmail,
  storeCode,
  voidCode,
} from '../forms/api/verify-codes'
import { CREDENTIAL_TEXT } from '../../i18n/messages/credentials'
import { passwordMatches } from './credentials'

export const EMAIL_CHANGE_TEXT: Record<Locale, { taken: string; changedSubject: string; changedBody: string }> = {
  zh: {
    taken: '该邮箱已被其他账户使用',
    changedSubject: '您的账户邮箱已更改',
    changedBody: '您账户的登录邮箱已更改为新地址。如非本人操作，请立即联系我们。',
  },
  en: {
    taken: 'This e-mail is used by another account.',
    changedSubject: 'The e-mail of your account was changed',
    changedBody: 'The log-in e-mail of your account was changed to a new address. If this was not you, contact us now.',
  },
  ru: {
    taken: 'Этот e-mail уже используется другим аккаунтом.',
    changedSubject: 'E-mail вашего аккаунта изменён',
    changedBody: 'E-mail для входа в ваш аккаунт изменён на новый адрес. Если это были не вы, срочно свяжитесь с нами.',
  },
}

/** The key a code is stored under: the member and the address it proves. */
export function emailProofKey(memberId: number | string, address: string): string {
  return `member-${memberId}:${normalizeEmail(address)}`
}

function addressOrRefuse(email: unknown, locale: Locale): string {
  const raw = typeof email === 'string' ? email : ''
  if (raw.trim() === '') throw new Refusal(10001, VALIDATION_MESSAGES[locale].emailRequired)
  const address = plainMailbox(raw)
  if (!address) throw new Refusal(10001, VALIDATION_MESSAGES[locale].emailInvalid)
  return address
}

async function refuseTaken(payload: Payload, member: Pick<Member, 'id'>, address: string, locale: Locale) {
  const { totalDocs } = await payload.count({
    collection: 'members',
    where: { and: [{ email: { equals: address } }, { id: { not_equals: member.id } }] },
    overrideAccess: true,
  })
  if (totalDocs > 0) throw new Refusal(10001, EMAIL_CHANGE_TEXT[locale].taken)
}

/** Checks the current password, then e-mails a code to `email` (the new address, or the current one to verify it). */
export async function requestEmailProof(
  payload: Payload,
  member: Pick<Member, 'id' | 'email'>,
  body: { email?: unknown; currentPassword?: unknown },
  locale: Locale,
  ipHash: string,
): Promise<void> {
  const address = addressOrRefuse(body.email, locale)
  const current = typeof body.currentPassword === 'string' ? body.currentPassword : ''
  if (!current) throw new Refusal(10001, CREDENTIAL_TEXT[locale].currentPasswordRequired)
  if (!(await passwordMatches(payload, 'members', member.id, current)))
    throw new Refusal(10001, CREDENTIAL_TEXT[locale].currentPasswordWrong)
  await refuseTaken(payload, member, address, locale)
  const limit = await spend('codePerEmail', address)
  if (!limit.allowed) throw new Refusal(140010, errorAnswer(140010, locale).msg)
  const code = newVerificationCode()
  const id = await storeCode(payload, emailProofKey(member.id, address), code, ipHash)
  try {
    await payload.sendEmail({ to: address, ...verificationCodeMail(code, locale) })
  } catch (error) {
    payload.logger.warn({ err: error }, 'e-mail proof code could not be sent')
    await voidCode(payload, id)
    await forgive('codePerEmail', address)
    throw new Refusal(140015, errorAnswer(140015, locale).msg)
  }
}

/** Applies the proven address (or marks the current one verified); a notice goes to the old address on a change. */
export async function confirmEmailProof(
  payload: Payload,
  member: Pick<Member, 'id' | 'email'>,
  body: { email?: unknown; code?: unknown },
  locale: Locale,
): Promise<{ email: string; changed: boolean }> {
  const address = addressOrRefuse(body.email, locale)
  const code = typeof body.code === 'string' ? body.code : ''
  const codeId = code ? await checkCode(payload, emailProofKey(member.id, address), code) : null
  if (codeId === null) throw new Refusal(20008, errorAnswer(20008, locale).msg)
  await refuseTaken(payload, member, address, locale)
  const previous = member.email
  const changed = normalizeEmail(previous ?? '') !== address
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = transactionID === undefined ? {} : { transactionID }
  try {
    await consumeCode(payload, codeId, req)
    // Server code, without a user: the one way a member's e-mail changes (credentials.ts refuses it to a save).
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { email: address, emailVerifiedAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID).catch(() => {})
    if (error instanceof Error && error.name === 'CodeAlreadyUsed')
      throw new Refusal(20008, errorAnswer(20008, locale).msg)
    throw error
  }
  payload.logger.info(
    { event: 'credentials', action: changed ? 'email-changed' : 'email-verified', member: member.id },
    changed ? 'member changed their e-mail' : 'member verified their e-mail',
  )
  if (changed && previous) {
    const text = EMAIL_CHANGE_TEXT[locale]
    await payload
      .sendEmail({
        to: previous,
        subject: text.changedSubject,
        text: text.changedBody,
        html: `<p>${escapeHtml(text.changedBody)}</p>`,
      })
      .catch((error: unknown) => payload.logger.warn({ err: error }, 'e-mail change notice could not be sent'))
  }
  return { email: address, changed }
}

/**
 * Who may change an account's e-mail and password, on every door (REST, GraphQL, the admin, the local API with a
 * user): the account's holder only with their current password (`currentPassword` beside the change), a member's
 * e-mail only through the confirmed change (a code sent to the new address, email-change.ts), an administrator for
 * another staff user and editors/admins for a member (recorded). Server code without a user is not asked.
 */
import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import { APIError, type CollectionBeforeOperationHook, type Field, type Payload, type PayloadRequest } from 'payload'

import { isEditorOrAdmin, staffRole } from '../../cms/access'
import { localeOfRequest, type Locale } from '../../domain/locale'
import { label } from '../../cms/shared'
import { CREDENTIAL_TEXT } from '../../i18n/messages/credentials'
import { normalizeEmail } from '../forms/api/verify-codes'
import { dummyPasswordCheck, PASSWORD_HASH } from './login'

const pbkdf2Async = promisify(pbkdf2)

/** The body field that carries the current password beside a change; never stored. */
export const CURRENT_PASSWORD_FIELD = 'currentPassword'

/**
 * `currentPassword` as a field, so GraphQL's update input and the admin's form carry it; never stored nor read back
 * (guardCredentials takes it out of the data first).
 */
export function currentPasswordField(shownInAdmin: boolean): Field {
  return {
    name: CURRENT_PASSWORD_FIELD,
    type: 'text',
    virtual: true,
    access: { read: () => false },
    label: label('shared.currentPassword'),
    admin: {
      hidden: !shownInAdmin,
      components: { Field: '/features/accounts/components/CurrentPasswordField#CurrentPasswordField' },
      description: label('shared.currentPassword.description'),
    },
  }
}

function localeOf(req: Partial<PayloadRequest>): Locale {
  return localeOfRequest({ url: req.url, headers: req.headers ?? new Headers() })
}

function refusal(message: string): APIError {
  return new APIError(message, 400, { code: 10001 }, true)
}

/** Payload's stored hash, current (`pbkdf2-sha256-v1:`, 600 000 rounds, 32 bytes) or legacy (25 000, 512). */
function hashParameters(hash: string): { hex: string; iterations: number; keyLength: number } {
  const prefix = 'pbkdf2-sha256-v1:'
  if (hash.startsWith(prefix))
    return { hex: hash.slice(prefix.length), iterations: PASSWORD_HASH.iterations, keyLength: PASSWORD_HASH.keyLength }
  return { hex: hash, iterations: 25_000, keyLength: 512 }
}

/** Whether `password` is the account's password now (no session made, no log-in attempt counted). */
export async function passwordMatches(
  payload: Payload,
  collection: 'members' | 'users',
  id: number | string,
  password: string,
  req?: Partial<PayloadRequest>,
): Promise<boolean> {
  const row = (await payload.db.findOne({ collection, where: { id: { equals: id } }, req })) as {
    hash?: string | null
    salt?: string | null
  } | null
  if (!row?.hash || !row.salt || !password) {
    await dummyPasswordCheck(password)
    return false
  }
  const { hex, iterations, keyLength } = hashParameters(row.hash)
  const given = await pbkdf2Async(password, row.salt, iterations, keyLength, PASSWORD_HASH.digest)
  const stored = Buffer.from(hex, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/**
 * The `beforeOperation` hook of `members` and `users`: takes `currentPassword` out of the data and refuses an
 * e-mail or password change the actor may not make, with a §8 code (10001) before anything is written.
 */
export const guardCredentials: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'update') return args
  const data = (args.data ?? {}) as Record<string, unknown>
  const current = typeof data[CURRENT_PASSWORD_FIELD] === 'string' ? (data[CURRENT_PASSWORD_FIELD] as string) : ''
  delete data[CURRENT_PASSWORD_FIELD]
  const actor = req.user as { id: number | string; collection?: string } | null | undefined
  if (!actor) return args
  const slug = collection.slug as 'members' | 'users'
  const password = typeof data.password === 'string' && data.password !== '' ? data.password : null
  const email = typeof data.email === 'string' ? data.email : null
  if (password === null && email === null) return args
  const text = CREDENTIAL_TEXT[localeOf(req)]
  const id = (args as { id?: number | string }).id
  const ownAccount = actor.collection === slug && id !== undefined && String(actor.id) === String(id)
  const stored =
    id === undefined
      ? null
      : ((await req.payload.db.findOne({ collection: slug, where: { id: { equals: id } }, req })) as {
          email?: string
        } | null)
  const emailChanges =
    email !== null && (stored === null || normalizeEmail(email) !== normalizeEmail(stored.email ?? ''))
  if (password === null && !emailChanges) return args

  if (ownAccount) {
    // A member's new address is applied by the confirmation (email-change.ts, server code), never by a save.
    if (slug === 'members' && emailChanges) throw refusal(text.emailNeedsConfirmation)
    if (!current) throw refusal(text.currentPasswordRequired)
    if (!(await passwordMatches(req.payload, slug, id, current, req))) throw refusal(text.currentPasswordWrong)
    return args
  }
  // Someone else's account: a member never (access refuses it too), staff as their role allows, and recorded.
  const allowed = slug === 'users' ? staffRole(req) === 'admin' : isEditorOrAdmin(actor)
  if (!allowed) throw refusal(text.emailNeedsConfirmation)
  req.payload.logger.info(
    {
      event: 'credentials',
      action: 'changed-by-staff',
      collection: slug,
      account: id ?? 'many',
      by: `staff ${actor.id}`,
      fields: [...(password !== null ? ['password'] : []), ...(emailChanges ? ['email'] : [])],
    },
    'staff changed an account’s credentials',
  )
  return args
}

/**
 * Log-in answers that do not tell which e-mails have accounts (members and staff alike): an unknown e-mail, a
 * locked account and a wrong password get the same status and message, in about the same time.
 *
 * Payload answers an unknown e-mail without hashing (~10 ms against ~150 ms for a known one) and a locked account
 * with its own message. Before Payload's log-in runs, an unknown e-mail or a locked account checks the password
 * against a dummy hash as costly as a real one (Payload's pbkdf2-sha256 parameters) and gets Payload's own "e-mail or
 * password incorrect" error; the "locked" error of the attempt that locks an account is answered the same way.
 * Frozen or cancelled members still hear so (SPEC §4), but only after the right password.
 */
import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { AuthenticationError, LockedAuth, type AfterErrorHook, type CollectionBeforeOperationHook } from 'payload'

const pbkdf2Async = promisify(pbkdf2)

/**
 * Payload 3.90's current password hash (auth/strategies/local/generatePasswordSaltHash.js): pbkdf2-sha256, 600 000
 * rounds, 32 bytes.
 */
export const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

const DUMMY_SALT = randomBytes(32).toString('hex')

/** Spends as long as checking a password against a stored hash; the result is thrown away. */
export async function dummyPasswordCheck(password: string): Promise<void> {
  await pbkdf2Async(password, DUMMY_SALT, PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, PASSWORD_HASH.digest)
}

export const uniformLogin: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'login') return args
  const data = (args.data ?? {}) as { email?: unknown; password?: unknown }
  const email = typeof data.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = typeof data.password === 'string' ? data.password : ''
  if (!email || !password) return args // Payload answers missing fields itself, for every e-mail alike
  const user = (await req.payload.db.findOne({
    collection: collection.slug,
    req,
    where: { email: { equals: email } },
  })) as {
    lockUntil?: string | null
  } | null
  const locked = Boolean(user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now())
  if (!user || locked) {
    await dummyPasswordCheck(password)
    throw new AuthenticationError(req.t)
  }
  return args
}

/**
 * The attempt that locks an account answers like any wrong password, over REST and GraphQL alike (a root hook:
 * Payload runs only the root afterError hooks for GraphQL, where the error arrives wrapped in a GraphQLError).
 */
export const lockedLooksWrong: AfterErrorHook = ({ error, graphqlResult, req }) => {
  const original = (error as { originalError?: unknown }).originalError ?? error
  if (!(original instanceof LockedAuth)) return
  const message = new AuthenticationError(req.t).message
  return {
    status: 401,
    response: { errors: [{ message }] },
    graphqlResult: {
      ...graphqlResult,
      message,
      extensions: { ...graphqlResult?.extensions, name: 'AuthenticationError', statusCode: 401 },
    },
  }
}

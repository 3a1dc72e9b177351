/**
 * Throttles of the account operations of Payload's auth collections (members and staff users), as collection hooks
 * so they hold over REST, GraphQL and any other route alike:
 *  - log-in: failed attempts per visitor address and per account (e-mail); every attempt spends a point before
 *    the account is looked up (so 25 guesses in 0.2 s cannot slip through), a successful log-in gives them back;
 *  - forgot-password: e-mails per visitor address and per account.
 * The refusal is the same whether the account exists or not. The local API (seed, tests, server code) is not asked.
 */
import { type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { localeOfRequest } from '../domain/locale'
import { SESSION_MESSAGES } from '../i18n/messages/answers'
import { fill } from '../i18n/fill'
import { clientAddress } from '../server/client-address'
import { reward, spend, type LimitName } from './limits'
import { tooManyAttempts } from './payload-api'

type Throttled = { perAddress: LimitName; perAccount: LimitName }

const THROTTLED: Partial<Record<string, Throttled>> = {
  login: { perAddress: 'loginPerIp', perAccount: 'loginPerAccount' },
  forgotPassword: { perAddress: 'forgotPasswordPerIp', perAccount: 'forgotPasswordPerAccount' },
}

function accountKey(collection: string, data: unknown): string {
  const body = (data ?? {}) as { email?: unknown; username?: unknown }
  const name = typeof body.email === 'string' ? body.email : typeof body.username === 'string' ? body.username : ''
  return `${collection}:${name.trim().toLowerCase().slice(0, 254)}`
}

function keysOf(req: PayloadRequest, collection: string, data: unknown) {
  return { address: `${collection}:${clientAddress(req)}`, account: accountKey(collection, data) }
}

export const throttleAccountOperations: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  const throttled = THROTTLED[operation]
  if (!throttled || req.payloadAPI === 'local') return args
  const keys = keysOf(req, collection.slug, (args as { data?: unknown }).data)
  for (const [name, key] of [
    [throttled.perAddress, keys.address],
    [throttled.perAccount, keys.account],
  ] as const) {
    const outcome = await spend(name, key)
    if (!outcome.allowed) {
      const locale = localeOfRequest({ url: req.url, headers: req.headers })
      throw tooManyAttempts(
        fill(SESSION_MESSAGES[locale].tooManyAttempts, { seconds: outcome.retryAfterSeconds }),
        outcome.retryAfterSeconds,
      )
    }
  }
  return args
}

/** A successful log-in is not a failure: its points are given back. */
export const forgiveSuccessfulLogin: CollectionAfterLoginHook = async ({ collection, req, user }) => {
  if (req.payloadAPI === 'local') return user
  const keys = keysOf(req, collection.slug, { email: (user as { email?: unknown }).email })
  await Promise.all([reward('loginPerIp', keys.address), reward('loginPerAccount', keys.account)])
  return user
}

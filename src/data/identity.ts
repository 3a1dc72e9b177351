/**
 * The member behind a request (the `ts-token` cookie, or the `ts-token` header the api-client sends) and the
 * identity answer of SPEC §3/§7 built from it. Never cached: route handlers only.
 */
import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { isActiveMember } from '../cms/access'
import { TOKEN_COOKIE, TOKEN_HEADER } from '../domain/constants'
import { readCookieFrom } from '../domain/cookies'
import { DatabaseUnavailable, withTimeout } from '../server/deadline'
import { DB_DEADLINE_MS } from '../http/frame'
import type { SessionUser } from '../domain/session'
import { payloadSecret, setting } from '../settings'
import type { Member } from '../payload-types'

export type RequestMember =
  | { kind: 'guest' }
  /** A token was sent but it is forged, expired or ended by logout. */
  | { kind: 'invalid' }
  /** A valid token of a frozen or cancelled account. */
  | { kind: 'closed'; member: Member }
  | { kind: 'member'; member: Member & { _sid?: string } }

/** The token a request carries: the cookie first, else the header (empty header = none). */
export function tokenOfRequest(headers: Headers): string | null {
  const fromCookie = readCookieFrom(headers.get('cookie'), TOKEN_COOKIE)
  if (fromCookie) return fromCookie
  const fromHeader = headers.get(TOKEN_HEADER)?.trim()
  return fromHeader ? fromHeader : null
}

/**
 * The user behind request headers (Payload's auth strategies). Payload answers "nobody" both for an ended token and
 * when the database cannot be read; a token that finds nobody is checked against the database, so an outage throws
 * DatabaseUnavailable (the endpoint answers 60007 and the visitor keeps the session) instead of logging out.
 */
export async function userOfHeaders(payload: Payload, headers: Headers): Promise<Record<string, unknown> | null> {
  let user: unknown = null
  try {
    user = (await withTimeout(payload.auth({ headers }), DB_DEADLINE_MS, 'reading the session')).user
  } catch (error) {
    throw DatabaseUnavailable.of(error)
  }
  if (user) return user as Record<string, unknown>
  try {
    await withTimeout(
      payload.count({ collection: 'members', where: { id: { equals: 0 } }, overrideAccess: true }),
      DB_DEADLINE_MS,
      'checking the database',
    )
  } catch (error) {
    throw DatabaseUnavailable.of(error)
  }
  return null
}

/**
 * Who asks on the site's own calls (the payment pages): the member session first, so a browser that holds both
 * a member's `ts-token` and a staff `ts-staff-token` acts as the member; else whoever Payload's strategies find.
 */
export async function siteUserOfHeaders(payload: Payload, headers: Headers): Promise<Record<string, unknown> | null> {
  const token = tokenOfRequest(headers)
  if (token) {
    const member = await userOfHeaders(payload, new Headers({ authorization: `JWT ${token}` }))
    if (member?.collection === 'members') return member
  }
  return userOfHeaders(payload, headers)
}

/** `payload` may be a function that starts Payload: a request without a token never needs it. */
export async function memberOfRequest(
  headers: Headers,
  payload: Payload | (() => Promise<Payload>),
): Promise<RequestMember> {
  const token = tokenOfRequest(headers)
  if (!token) return { kind: 'guest' }
  const instance = typeof payload === 'function' ? await payload() : payload
  // Payload reads the token from `Authorization: JWT …` as well as from its cookie.
  const user = await userOfHeaders(instance, new Headers({ authorization: `JWT ${token}` }))
  // A staff token (staff have their own cookie, ts-staff-token, but the token may come as a header) is not a
  // member session: a guest here, never logged out.
  if (user && user.collection !== 'members') return { kind: 'guest' }
  if (!user) return { kind: 'invalid' }
  const member = user as unknown as Member & { _sid?: string }
  if (!isActiveMember(user)) return { kind: 'closed', member }
  return { kind: 'member', member }
}

/** The identity data of §3: the user fields plus userRole and permissions (TS as the list of granted names). */
export function sessionUserOf(member: Member): SessionUser & { membership: number } {
  const ts = member.permissions?.TS ?? {}
  const granted = (['SO', 'AI', 'MARKET', 'EMAIL', 'RECOMMEND'] as const).filter((name) => ts[name] === true)
  const dept = member.deptInfo?.name?.trim()
  return {
    id: member.id,
    level: member.level ?? 0,
    membership: member.membership ?? 0,
    nickname: member.nickname ?? null,
    phone: member.phone ?? null,
    email: member.email,
    accountName: member.accountName ?? null,
    deptInfo: dept ? { name: dept } : null,
    oemDomains: (member.oemDomains ?? []).map((domain) => ({
      name: domain.name ?? '',
      ...(domain.link ? { link: domain.link } : {}),
      ...(domain.companyDomain ? { companyDomain: domain.companyDomain } : {}),
      systemName: { 'zh-cn': domain.systemNameZhCn ?? undefined, en: domain.systemNameEn ?? undefined },
    })),
    customs_data_source: member.customs_data_source ?? null,
    userRole: member.userRole ?? '',
    permissions: {
      TS: granted,
      CDS: { download_limit: member.permissions?.CDS?.download_limit ?? 0 },
      OPENS: member.permissions?.OPENS === true,
    },
  }
}

/** The Set-Cookie value that removes the token cookie (path /, the configured domain). */
export function expiredTokenCookie(): string {
  const domain = setting('COOKIE_DOMAIN')
  return [
    `${TOKEN_COOKIE}=`,
    'Path=/',
    ...(domain ? [`Domain=${domain}`] : []),
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
  ].join('; ')
}

/** How long an SSO ticket stays valid. */
export const SSO_TICKET_TTL_MS = 60_000

/** A short-lived ticket the OEM domain exchanges for a session: `<memberId>.<expiresAtMs>.<hmac>`. */
export function ssoTicket(memberId: number | string, now: number, secret: string = payloadSecret()): string {
  const head = `${memberId}.${now + SSO_TICKET_TTL_MS}`
  return `${head}.${createHmac('sha256', secret).update(`sso:${head}`).digest('hex')}`
}

/**
 * The address an OEM domain opens for SSO (§7): the member's OEM domain named by `client` (its name or company
 * domain; the only one when `client` is empty), its link (or `https://{companyDomain}`) + `/sso/login` with the
 * ticket, the redirect and the mode. `redirect` must be a path or an address on that domain. Null when refused.
 */
export function oemRedirectUrl(
  domains: readonly { name?: string | null; link?: string | null; companyDomain?: string | null }[],
  params: { client: string; redirect: string; mode: string },
  ticket: string,
): string | null {
  if (params.mode !== 'cloud') return null
  const client = params.client.trim().toLowerCase()
  const usable = domains.filter((d) => d.link || d.companyDomain)
  const domain = client
    ? usable.find((d) => d.name?.trim().toLowerCase() === client || d.companyDomain?.trim().toLowerCase() === client)
    : usable.length === 1
      ? usable[0]
      : undefined
  if (!domain) return null
  let base: URL
  try {
    base = new URL(domain.link || `https://${domain.companyDomain}`)
  } catch {
    return null
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return null
  const redirect = params.redirect.trim() || '/'
  if (!redirect.startsWith('/') || redirect.startsWith('//')) {
    try {
      if (new URL(redirect).host !== base.host) return null
    } catch {
      return null
    }
  }
  const target = new URL('/sso/login', base.origin)
  target.searchParams.set('ticket', ticket)
  target.searchParams.set('redirect', redirect)
  target.searchParams.set('mode', 'cloud')
  return target.toString()
}

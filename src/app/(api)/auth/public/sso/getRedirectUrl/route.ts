/**
 * GET /auth/public/sso/getRedirectUrl?redirect=&client=&mode=cloud (SPEC §7): for a logged-in member's OEM domain,
 * code 200 with the URL to open (the domain's SSO entry with a one-minute signed ticket, the redirect and the mode).
 * Not logged in or an invalid token → 401; bad parameters or an OEM domain the member does not have → 10001.
 */
import { memberOfRequest, oemRedirectUrl, ssoTicket } from '@/data/identity'
import { localeOfRequest } from '@/data/request-locale'
import { errorAnswer, successAnswer } from '@/domain/errors'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'cache-control': 'no-store, private' }

const UNKNOWN_DOMAIN = {
  zh: '没有可用的 OEM 域名',
  en: 'No matching OEM domain for this account',
  ru: 'Для этого аккаунта нет подходящего OEM-домена',
} as const

export async function GET(request: Request): Promise<Response> {
  const locale = localeOfRequest(request.headers)
  const url = new URL(request.url)
  const who = await memberOfRequest(request.headers)
  if (who.kind !== 'member') return Response.json(errorAnswer(who.kind === 'closed' ? 402 : 401, locale), { headers: NO_STORE })
  const params = {
    redirect: url.searchParams.get('redirect') ?? '',
    client: url.searchParams.get('client') ?? '',
    mode: url.searchParams.get('mode') ?? '',
  }
  if (params.mode !== 'cloud') return Response.json(errorAnswer(10001, locale), { headers: NO_STORE })
  const target = oemRedirectUrl(who.member.oemDomains ?? [], params, ssoTicket(who.member.id, Date.now()))
  if (!target) return Response.json(errorAnswer(10001, locale, { msg: UNKNOWN_DOMAIN[locale] }), { headers: NO_STORE })
  return Response.json(successAnswer(target, 'success', 200), { headers: NO_STORE })
}

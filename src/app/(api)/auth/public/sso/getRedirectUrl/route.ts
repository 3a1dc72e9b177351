/**
 * GET /auth/public/sso/getRedirectUrl?redirect=&client=&mode=cloud (SPEC §7): for a logged-in member's OEM domain,
 * code 200 with the URL to open (the domain's SSO entry with a one-minute signed ticket, the redirect and the mode).
 * Not logged in or an invalid token → 401; bad parameters or an OEM domain the member does not have → 10001.
 */
import { payloadClient } from '@/data/payload'
import { memberOfRequest, oemRedirectUrl, ssoTicket } from '@/data/identity'
import { errorAnswer, successAnswer } from '@/domain/errors'
import { answer } from '@/http/answer'
import { endpoint } from '@/http/frame'
import { SESSION_MESSAGES } from '@/i18n/messages/answers'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'cache-control': 'no-store, private' }

export const GET = endpoint({}, async ({ request, locale }) => {
  const url = new URL(request.url)
  const who = await memberOfRequest(request.headers, payloadClient)
  if (who.kind !== 'member') return answer(errorAnswer(who.kind === 'closed' ? 402 : 401, locale), NO_STORE)
  const params = {
    redirect: url.searchParams.get('redirect') ?? '',
    client: url.searchParams.get('client') ?? '',
    mode: url.searchParams.get('mode') ?? '',
  }
  if (params.mode !== 'cloud') return answer(errorAnswer(10001, locale), NO_STORE)
  const target = oemRedirectUrl(who.member.oemDomains ?? [], params, ssoTicket(who.member.id, Date.now()))
  if (!target) return answer(errorAnswer(10001, locale, { msg: SESSION_MESSAGES[locale].unknownOemDomain }), NO_STORE)
  return answer(successAnswer(target, 'success', 200), NO_STORE)
})

/**
 * POST /next/consent, JSON `{ site, choice, visitor }`: records a visitor's cookie choice on one site before the
 * browser applies it (cookie-consent.ts). Same-site only; answers `{ code: 1, data: { policyVersion } }`.
 */
import { memberOfRequest, tokenOfRequest } from '@/data/identity'
import { cookieChoiceOf, recordCookieChoice } from '@/features/accounts/cookie-consent'
import { payloadWithin } from '@/features/forms/api/payload'
import { success } from '@/http/answer'
import { dbStep, endpoint } from '@/http/frame'

export const dynamic = 'force-dynamic'

export const POST = endpoint({ body: 'json', sameSiteOnly: true }, async ({ request, body, locale }) => {
  const record = cookieChoiceOf(body, locale)
  const payload = await payloadWithin()
  const who = tokenOfRequest(request.headers) ? await memberOfRequest(request.headers, payload) : null
  const member = who?.kind === 'member' ? who.member.id : null
  const { policyVersion } = await dbStep(recordCookieChoice(payload, record, member), 'recording the cookie choice')
  return success({ policyVersion }, { 'cache-control': 'no-store' })
})

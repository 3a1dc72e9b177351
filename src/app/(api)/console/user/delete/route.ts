/**
 * POST /console/user/delete, JSON `{ password }`: the logged-in member deletes their account. Personal
 * fields are erased, the session ends (all of them) and the `ts-token` cookie is cleared; orders stay without
 * personal data; the e-mail may register again. A request from another site is refused (CSRF).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { expiredTokenCookie, memberOfRequest } from '@/data/identity'
import { failure, Refusal, success } from '@/http/answer'
import { endpoint } from '@/http/frame'
import { DATA_RIGHTS_TEXT, deleteMemberAccount } from '@/features/accounts/data-rights'

export const dynamic = 'force-dynamic'

export const POST = endpoint({ body: 'json', sameSiteOnly: true }, async ({ request, body, locale }) => {
  const payload = await getPayload({ config })
  const who = await memberOfRequest(request.headers, payload)
  if (who.kind !== 'member') return failure(401, locale)
  const password = typeof body.password === 'string' ? body.password : ''
  if (!password) throw new Refusal(10001, DATA_RIGHTS_TEXT[locale].passwordRequired)
  const right = await payload.login({ collection: 'members', data: { email: who.member.email, password } }).then(
    () => true,
    () => false,
  )
  if (!right) throw new Refusal(10001, DATA_RIGHTS_TEXT[locale].wrongPassword)
  await deleteMemberAccount(payload, who.member)
  return success(null, { 'cache-control': 'no-store, private', 'set-cookie': expiredTokenCookie() })
})

/**
 * POST /console/user/email/confirm, JSON `{ email, code }`: the code e-mailed by POST /console/user/email proves the
 * address; a new address replaces the member's e-mail (a notice goes to the old one), the address is marked verified.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { memberOfRequest } from '@/data/identity'
import { failure, success } from '@/http/answer'
import { endpoint } from '@/http/frame'
import { confirmEmailProof } from '@/features/accounts/email-change'

export const dynamic = 'force-dynamic'

export const POST = endpoint({ body: 'json', sameSiteOnly: true }, async ({ request, body, locale }) => {
  const payload = await getPayload({ config })
  const who = await memberOfRequest(request.headers, payload)
  if (who.kind !== 'member') return failure(401, locale)
  const outcome = await confirmEmailProof(payload, who.member, body, locale)
  return success(outcome, { 'cache-control': 'no-store, private' })
})

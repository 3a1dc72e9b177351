/**
 * POST /console/user/email, JSON `{ email, currentPassword }`: the logged-in member asks to prove an address (a new
 * one to change to, or their own to verify it); a 6-digit code goes to that address. Confirmed by
 * POST /console/user/email/confirm. A request from another site is refused (CSRF).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { memberOfRequest } from '@/data/identity'
import { failure, success } from '@/http/answer'
import { clientAddress } from '@/server/client-address'
import { endpoint } from '@/http/frame'
import { requestEmailProof } from '@/features/accounts/email-change'
import { ipHash } from '@/features/forms/api/forms'
import { payloadSecret } from '@/settings'

export const dynamic = 'force-dynamic'

export const POST = endpoint({ body: 'json', sameSiteOnly: true }, async ({ request, body, locale }) => {
  const payload = await getPayload({ config })
  const who = await memberOfRequest(request.headers, payload)
  if (who.kind !== 'member') return failure(401, locale)
  await requestEmailProof(payload, who.member, body, locale, ipHash(clientAddress(request), payloadSecret()))
  return success(null, { 'cache-control': 'no-store, private' })
})

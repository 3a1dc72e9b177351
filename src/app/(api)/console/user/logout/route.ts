/**
 * POST /console/user/logout (SPEC §4, §7): ends the member's session (the token stops working even if a copy of it
 * survives) and clears the `ts-token` cookie. Answers code 1 also for a visitor who was not logged in: the cookie
 * is cleared either way, which is what the forced logout of the client relies on (the cookie is http-only).
 * A request from another site is refused (CSRF: a foreign page must not end the session).
 */
import config from '@payload-config'
import { createLocalReq, getPayload, logoutOperation } from 'payload'

import { expiredTokenCookie, memberOfRequest } from '@/data/identity'
import { success } from '@/http/answer'
import { endpoint } from '@/http/frame'

export const dynamic = 'force-dynamic'

export const POST = endpoint({ sameSiteOnly: true }, async ({ request }) => {
  const payload = await getPayload({ config })
  const who = await memberOfRequest(request.headers, payload)
  if (who.kind === 'member' || who.kind === 'closed') {
    const user = { ...who.member, collection: 'members' as const }
    const req = await createLocalReq({ user: user as never }, payload)
    await logoutOperation({ collection: payload.collections.members, req }).catch((error: unknown) => {
      payload.logger.warn({ err: error }, 'Member logout: the session could not be ended')
    })
  }
  return success(null, { 'cache-control': 'no-store, private', 'set-cookie': expiredTokenCookie() })
})

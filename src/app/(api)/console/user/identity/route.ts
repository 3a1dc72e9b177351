/**
 * GET /console/user/identity (SPEC §3, §4, §7): who the visitor is.
 *  - a valid member token → `{ code: 1, data: { …user fields, userRole, permissions } }`;
 *  - no token → `{ code: 0, data: null }`: logged out, not an error;
 *  - a forged, expired or ended token → code 401 (HTTP 200): the client forgets the session and goes home;
 *  - a frozen or cancelled account → code 402;
 *  - the database unreachable → 60007, and the cookie stays (an outage is not a logout).
 */
import { payloadClient } from '@/data/payload'
import { expiredTokenCookie, memberOfRequest, sessionUserOf } from '@/data/identity'
import { errorAnswer, successAnswer } from '@/domain/errors'
import { answer } from '@/http/answer'
import { endpoint } from '@/http/frame'
import { SESSION_MESSAGES } from '@/i18n/messages/answers'

export const dynamic = 'force-dynamic'

/** The logged-out answer: neither success (1/200) nor a forced logout (401/402). */
const GUEST_CODE = 0

const NO_STORE = { 'cache-control': 'no-store, private' }

export const GET = endpoint({}, async ({ request, locale }) => {
  const who = await memberOfRequest(request.headers, payloadClient)
  const messages = SESSION_MESSAGES[locale]
  switch (who.kind) {
    case 'guest':
      return answer({ code: GUEST_CODE, msg: messages.guest, data: null }, NO_STORE)
    case 'invalid':
      return answer(errorAnswer(401, locale, { msg: messages.invalid }), {
        ...NO_STORE,
        'set-cookie': expiredTokenCookie(),
      })
    case 'closed':
      return answer(errorAnswer(402, locale, { msg: messages.closed }), {
        ...NO_STORE,
        'set-cookie': expiredTokenCookie(),
      })
    case 'member':
      return answer(successAnswer(sessionUserOf(who.member)), NO_STORE)
  }
})

/**
 * GET /console/user/identity (SPEC §3, §4, §7): who the visitor is.
 *  - a valid member token → `{ code: 1, data: { …user fields, userRole, permissions } }`;
 *  - no token → `{ code: 0, data: null }`: logged out, not an error;
 *  - a forged, expired or ended token → code 401 (HTTP 200): the client forgets the session and goes home;
 *  - a frozen or cancelled account → code 402.
 */
import { expiredTokenCookie, memberOfRequest, sessionUserOf } from '@/data/identity'
import { localeOfRequest } from '@/data/request-locale'
import { errorAnswer, successAnswer } from '@/domain/errors'

export const dynamic = 'force-dynamic'

/** The logged-out answer: neither success (1/200) nor a forced logout (401/402). */
export const GUEST_CODE = 0

const NO_STORE = { 'cache-control': 'no-store, private' }

const MESSAGES = {
  guest: { zh: '未登录', en: 'Not logged in', ru: 'Вход не выполнен' },
  invalid: { zh: '登录已失效，请重新登录', en: 'Your session has expired. Please log in again.', ru: 'Сеанс истёк. Войдите снова.' },
  closed: { zh: '账户已冻结或注销', en: 'This account is frozen or cancelled.', ru: 'Аккаунт заморожен или закрыт.' },
} as const

export async function GET(request: Request): Promise<Response> {
  const locale = localeOfRequest(request.headers)
  const who = await memberOfRequest(request.headers)
  switch (who.kind) {
    case 'guest':
      return Response.json({ code: GUEST_CODE, msg: MESSAGES.guest[locale], data: null }, { headers: NO_STORE })
    case 'invalid':
      return Response.json(errorAnswer(401, locale, { msg: MESSAGES.invalid[locale] }), {
        headers: { ...NO_STORE, 'set-cookie': expiredTokenCookie() },
      })
    case 'closed':
      return Response.json(errorAnswer(402, locale, { msg: MESSAGES.closed[locale] }), {
        headers: { ...NO_STORE, 'set-cookie': expiredTokenCookie() },
      })
    case 'member':
      return Response.json(successAnswer(sessionUserOf(who.member)), { headers: NO_STORE })
  }
}

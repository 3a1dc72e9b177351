/**
 * GET /console/user/export: everything stored about the logged-in member, as a JSON download (profile,
 * consents, orders, the submissions sent with their e-mail). Logged (who, when), not what.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { memberOfRequest } from '@/data/identity'
import { failure } from '@/http/answer'
import { endpoint } from '@/http/frame'
import { memberExport } from '@/features/accounts/data-rights'

export const dynamic = 'force-dynamic'

export const GET = endpoint({}, async ({ request, locale }) => {
  const payload = await getPayload({ config })
  const who = await memberOfRequest(request.headers, payload)
  if (who.kind !== 'member') return failure(401, locale)
  const data = await memberExport(payload, who.member.id)
  payload.logger.info(
    { event: 'data-rights', action: 'export', member: who.member.id, by: `member ${who.member.id}` },
    'member exported their data',
  )
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="tradecompass-data-${who.member.id}.json"`,
      'cache-control': 'no-store, private',
    },
  })
})

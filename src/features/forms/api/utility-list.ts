/**
 * GET /api/list?id=265&page=1&limit=10&desc=false (SPEC §7): the utility list as the utility-tools host answers it,
 * `{ code: 0, data: { rows: [{ name, info: { url } }] } }`. Payload owns /api/*, so this is a Payload root endpoint
 * (payload.config.ts). Bad parameters answer 10001, the database unreachable 60007; never a 5xx.
 */
import type { PayloadHandler } from 'payload'

import { UTILITY_GROUP_ID, UTILITY_PAGE_SIZE } from '../../../domain/constants'
import { contactDomainOf, fillContactDomain, hasDomainToken } from '../../../domain/contact'
import { errorAnswer, httpStatusForCode, successAnswer } from '../../../domain/errors'
import { localeOfRequest } from '../../../domain/locale'
import { badRequest, Refusal } from '../../../http/answer'
import { dbStep } from '../../../http/frame'
import { withReference } from '../../../i18n/reference'
import { currentRequestId, REQUEST_ID_HEADER, shortReference } from '../../../server/log'

const MAX_LIMIT = 100

function integer(value: unknown, fallback: number): number | null {
  if (value === undefined || value === '') return fallback
  return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : null
}

export const utilityListHandler: PayloadHandler = async (req) => {
  const request = new Request(req.url ?? 'http://localhost/api/list', { headers: req.headers })
  const locale = localeOfRequest(request, (req.query as Record<string, unknown>).lang)
  const send = (body: { code: number; msg: string; data: unknown }) =>
    Response.json(body, { status: httpStatusForCode(body.code), headers: { 'cache-control': 'public, max-age=60' } })
  try {
    const query = req.query as Record<string, unknown>
    // Payload's REST layer adds depth/locale/draft of its own; anything else is not part of this contract.
    for (const key of Object.keys(query)) {
      if (!['id', 'page', 'limit', 'desc', 'lang', 'depth', 'locale', 'fallback-locale', 'draft'].includes(key))
        throw badRequest(locale, 'invalidQuery', { name: key })
    }
    const id = integer(query.id, UTILITY_GROUP_ID)
    const page = integer(query.page, 1)
    const limit = integer(query.limit, UTILITY_PAGE_SIZE)
    if (id === null) throw badRequest(locale, 'invalidQuery', { name: 'id' })
    if (page === null || page < 1) throw badRequest(locale, 'invalidQuery', { name: 'page' })
    if (limit === null || limit < 1 || limit > MAX_LIMIT) throw badRequest(locale, 'invalidQuery', { name: 'limit' })
    if (query.desc !== undefined && query.desc !== 'true' && query.desc !== 'false')
      throw badRequest(locale, 'invalidQuery', { name: 'desc' })
    const result = await dbStep(
      req.payload.find({
        collection: 'utility-tools',
        where: { group: { equals: id } },
        sort: query.desc === 'true' ? '-order' : 'order',
        page,
        limit,
        locale,
        depth: 0,
        overrideAccess: false,
      }),
      'reading the utility list',
    )
    const listed = result.docs.map((doc) => ({ id: doc.id, name: doc.name, info: { url: doc.url } }))
    // A tool's address may be on the contact domain (https://tools.{domain}/…, src/domain/contact.ts).
    const rows = hasDomainToken(listed)
      ? fillContactDomain(listed, contactDomainOf(await req.payload.findGlobal({ slug: 'site-settings', depth: 0 })))
      : listed
    return send(successAnswer({ rows, total: result.totalDocs, page: result.page ?? page, limit }, 'success', 0))
  } catch (error) {
    if (error instanceof Refusal) return send(errorAnswer(error.code, locale, { msg: error.message }))
    req.payload.logger.error({ err: error }, 'utility list failed')
    const reference = shortReference(req.headers.get(REQUEST_ID_HEADER) ?? currentRequestId())
    return send(errorAnswer(60007, locale, { msg: withReference(errorAnswer(60007, locale).msg, locale, reference) }))
  }
}

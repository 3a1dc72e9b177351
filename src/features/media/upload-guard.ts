/**
 * Files come in as files. An upload by URL makes the server fetch the address — an internal one (the database, the
 * cloud's metadata service) included — so neither door does it: `POST /api/media` with `{ url, filename }` and the
 * admin's "paste URL" (`GET /api/media/paste-url?src=…`) answer 400 with code 10001, logged as a warning without a
 * stack (src/server/log.ts).
 */
import type { CollectionAfterErrorHook, Endpoint, PayloadRequest } from 'payload'

import { localeOfRequest } from '../../domain/locale'
import { isRefusedUrlUpload, URL_UPLOAD_REFUSAL } from '../../domain/upload-refusal'
import { say } from '../../i18n/catalogue'
import { MEDIA_ANSWERS } from '../../i18n/messages/media'

function refusalBody(req: Partial<PayloadRequest>) {
  const locale = localeOfRequest({ url: req.url, headers: req.headers ?? new Headers() })
  const msg = say(MEDIA_ANSWERS, locale, 'urlUpload')
  return { code: 10001, msg, errors: [{ message: msg }] }
}

/**
 * Called by Payload before it fetches an upload's URL (`upload.externalFileHeaderFilter`): it never does. Payload
 * wraps this error in its own, which `answerRefusedUpload` turns into the 400.
 */
export function refuseUrlFetch(): Record<string, string> {
  throw new Error(URL_UPLOAD_REFUSAL)
}

export const answerRefusedUpload: CollectionAfterErrorHook = ({ error, req }) => {
  if (!isRefusedUrlUpload(error?.message)) return
  return { status: 400, response: refusalBody(req) }
}

/** Takes the place of Payload's paste-url endpoint (a collection's own endpoints are matched first). */
export const pasteUrlRefused: Endpoint = {
  path: '/paste-url/:id?',
  method: 'get',
  handler: (req) => {
    const src = req.url ? new URL(req.url, 'http://relative.invalid').searchParams.get('src') : null
    let host = ''
    try {
      host = src ? new URL(src).host : ''
    } catch {
      host = 'invalid'
    }
    req.payload.logger.warn(
      { event: 'upload refused', reason: 'from a URL', host, by: req.user ? `${req.user.collection} ${req.user.id}` : 'guest' },
      URL_UPLOAD_REFUSAL,
    )
    return Response.json(refusalBody(req), { status: 400 })
  },
}

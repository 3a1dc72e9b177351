/**
 * Files come in as files. An upload by URL makes the server fetch the address — an internal one (the database, the
 * cloud's metadata service) included — so neither door does it: `POST /api/media` with `{ url, filename }` and the
 * admin's "paste URL" (`GET /api/media/paste-url?src=…`) answer 400 with code 10001, and the refusal is logged as a
 * warning (who, which host), without a stack.
 */
import { APIError, type CollectionBeforeOperationHook, type Endpoint, type PayloadRequest } from 'payload'

import { localeOfRequest, type Locale } from '../../domain/locale'

export const URL_UPLOAD_REFUSED: Record<Locale, string> = {
  zh: '不支持通过网址上传，请直接上传文件',
  en: 'Uploads from a URL are not accepted: upload the file itself.',
  ru: 'Загрузка по ссылке не поддерживается: загрузите сам файл.',
}

function hostOf(url: unknown): string {
  try {
    return typeof url === 'string' ? new URL(url, 'http://relative.invalid').host : ''
  } catch {
    return 'invalid'
  }
}

function refuse(req: Partial<PayloadRequest>, url: unknown): APIError {
  const locale = localeOfRequest({ url: req.url, headers: req.headers ?? new Headers() })
  const who = req.user ? `${req.user.collection} ${req.user.id}` : 'guest'
  req.payload?.logger.warn(
    { event: 'upload refused', reason: 'from a URL', host: hostOf(url), by: who },
    'upload from a URL refused',
  )
  return new APIError(URL_UPLOAD_REFUSED[locale], 400, { code: 10001 }, true)
}

/** A create through the API naming a URL (and no file) is refused before Payload would fetch it. */
export const refuseUploadByUrl: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' || args.overrideAccess) return args
  const data = (args.data ?? {}) as Record<string, unknown>
  if (typeof data.url === 'string' && data.url !== '' && !req.file) throw refuse(req, data.url)
  return args
}

/** Takes the place of Payload's paste-url endpoint (a collection's own endpoints are matched first). */
export const pasteUrlRefused: Endpoint = {
  path: '/paste-url/:id?',
  method: 'get',
  handler: (req) => {
    const src = req.url ? new URL(req.url, 'http://relative.invalid').searchParams.get('src') : null
    const error = refuse(req, src)
    return Response.json({ code: 10001, msg: error.message, errors: [{ message: error.message }] }, { status: 400 })
  },
}

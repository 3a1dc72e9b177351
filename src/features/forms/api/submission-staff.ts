/**
 * What staff do with submissions besides the admin's list and edit views: export them as CSV (with the same filter
 * as the list: `?where[...]=` as Payload's REST API takes it) and resend failed notifications. Admins and editors
 * only; guests, members and translators get 403.
 */
import type { Endpoint, PayloadHandler, Where } from 'payload'

import { isEditorOrAdmin } from '../../../cms/access'
import type { Submission } from '../../../payload-types'
import { notifySubmission, NotificationBusy, retryFailedNotifications } from './submissions'

const forbidden = () =>
  Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })

export const CSV_COLUMNS = [
  'id',
  'createdAt',
  'kind',
  'status',
  'site',
  'locale',
  'page',
  'name',
  'email',
  'company',
  'phone',
  'country',
  'message',
  'notification.staff',
  'notification.visitor',
  'notification.attempts',
  'notification.lastError',
  'notes',
  'fields',
] as const

/** One CSV cell: quoted when needed, and a leading = + - @ defused so a spreadsheet does not run it as a formula. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function cellOf(doc: Submission, column: (typeof CSV_COLUMNS)[number]): unknown {
  if (column.startsWith('notification.'))
    return (doc.notification as Record<string, unknown> | null | undefined)?.[column.slice(13)]
  return (doc as unknown as Record<string, unknown>)[column]
}

export function submissionsCsv(docs: Submission[]): string {
  const lines = [
    CSV_COLUMNS.join(','),
    ...docs.map((doc) => CSV_COLUMNS.map((column) => csvCell(cellOf(doc, column))).join(',')),
  ]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

const exportCsv: PayloadHandler = async (req) => {
  if (!isEditorOrAdmin(req.user)) return forbidden()
  const where = ((req.query as { where?: Where }).where ?? {}) as Where
  const docs: Submission[] = []
  for (let page = 1; ; page++) {
    const result = await req.payload.find({
      collection: 'submissions',
      where,
      sort: '-createdAt',
      limit: 500,
      page,
      depth: 0,
      req,
      overrideAccess: false,
    })
    docs.push(...(result.docs as Submission[]))
    if (!result.hasNextPage || page >= 100) break
  }
  const stamp = new Date().toISOString().slice(0, 10)
  return new Response(submissionsCsv(docs), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="submissions-${stamp}.csv"`,
      'cache-control': 'no-store',
    },
  })
}

const retryOne: PayloadHandler = async (req) => {
  if (!isEditorOrAdmin(req.user)) return forbidden()
  const id = req.routeParams?.id as string | undefined
  if (!id) return Response.json({ errors: [{ message: 'Missing id' }] }, { status: 400 })
  try {
    return Response.json({ notification: await notifySubmission(req.payload, id) })
  } catch (error) {
    if (error instanceof NotificationBusy)
      return Response.json({ errors: [{ message: error.message }] }, { status: 409 })
    throw error
  }
}

const retryFailed: PayloadHandler = async (req) => {
  if (!isEditorOrAdmin(req.user)) return forbidden()
  return Response.json(await retryFailedNotifications(req.payload))
}

export const submissionEndpoints: Endpoint[] = [
  { path: '/export.csv', method: 'get', handler: exportCsv },
  { path: '/retry-notifications', method: 'post', handler: retryFailed },
  { path: '/:id/notify', method: 'post', handler: retryOne },
]

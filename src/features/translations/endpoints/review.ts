/**
 * The translation team's endpoints on `translation-tasks`, staff only, in the style of the editor
 * endpoints (src/features/translations/endpoints/editor.ts, xliff-endpoints.ts): 401 for guests, 403 for members; a
 * malformed body is 400 with SPEC §8 code 10001; refusals carry a message in the staff user's admin language; never a
 * 500.
 *
 * - POST /api/translation-tasks/assign  { ids: number[], assignee?: number | 'me' | null, dueDate?: 'YYYY-MM-DD' | null
 *   } Editors and admins assign any staff user and set due dates. A translator may only take unassigned tasks for
 *   themself (`assignee: 'me'` or their own id) and sets no due date.
 * - POST /api/translation-tasks/review  { ids: number[], step: 'translated' | 'reviewed' }
 *   Any staff user marks a finished translation "translated"; "reviewed" is set by another staff user than the one
 *   who marked it translated (an editor, an admin, or a second translator). Repeating a step records nothing.
 *
 * Every change is appended to the task's `reviewHistory` ({ state, by, at }).
 */
import type { Endpoint, PayloadRequest } from 'payload'

import type { Locale } from '../../../domain/locale'
import {
  appendHistory,
  historyOf,
  markStep,
  parseDueDate,
  type ReviewRefusal,
  type ReviewStep,
} from '../../../domain/translation-review'
import { isEditorOrAdmin } from '../../../cms/access'
import { fail, languageOf, refuseNonStaff } from '../../../cms/staff-endpoint'
import { say as sayText } from '../../../i18n/catalogue'
import { REVIEW_MESSAGES as MESSAGES } from '../../../i18n/messages/translation-tools'

/** SPEC §8: wrong parameters. */
export const BAD_PARAMETERS = 10001
const MAX_IDS = 200

type MessageKey = keyof (typeof MESSAGES)['zh']

const say = (language: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string =>
  sayText(MESSAGES, language, key, vars)

function badBody(language: Locale, detail: MessageKey): Response {
  return fail(400, say(language, 'badBody', { detail: say(language, detail) }), BAD_PARAMETERS)
}

async function readBody(req: PayloadRequest): Promise<Record<string, unknown> | null> {
  try {
    const body = typeof req.json === 'function' ? await req.json() : req.data
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function parseIds(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IDS) return null
  const ids = value.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v))
  return ids.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)
    ? [...new Set(ids as number[])]
    : null
}

type Row = {
  id: number
  state: string
  assignee?: unknown
  dueDate?: string | null
  review?: ReviewStep | null
  reviewHistory?: unknown
}

async function readTasks(req: PayloadRequest, ids: number[]): Promise<Map<number, Row>> {
  const { docs } = await req.payload.find({
    collection: 'translation-tasks',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((doc) => [doc.id as number, doc as unknown as Row]))
}

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : null
}

type Report = { id: number; status: 'updated' | 'unchanged' | 'refused'; message?: string }

function answer(reports: Report[]): Response {
  const refused = reports.filter((r) => r.status === 'refused')
  const body = {
    updated: reports.filter((r) => r.status === 'updated').map((r) => r.id),
    unchanged: reports.filter((r) => r.status === 'unchanged').map((r) => r.id),
    refused,
    ...(refused.length ? { errors: refused.map((r) => ({ message: r.message })) } : {}),
  }
  // Nothing applied because everything was refused: a conflict the admin shows; otherwise 200 with the reports.
  return Response.json(body, {
    status: refused.length === reports.length ? 409 : 200,
    headers: { 'cache-control': 'no-store' },
  })
}

export const assignEndpoint: Endpoint = {
  path: '/assign',
  method: 'post',
  handler: async (req) => {
    const language = languageOf(req)
    const refused = refuseNonStaff(req, language, MESSAGES)
    if (refused) return refused
    const body = await readBody(req)
    if (!body) return badBody(language, 'badIds')
    const ids = parseIds(body.ids)
    if (!ids) return badBody(language, 'badIds')
    if (!('assignee' in body) && !('dueDate' in body)) return badBody(language, 'nothingToChange')
    const me = req.user as { id: number; email: string }
    const editor = isEditorOrAdmin(req.user)

    let assignee: number | null | undefined
    let assigneeEmail: string | null = null
    if ('assignee' in body) {
      const raw = body.assignee === 'me' ? me.id : body.assignee
      if (raw === null) assignee = null
      else if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) {
        const user = await req.payload.findByID({
          collection: 'users',
          id: raw,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })
        if (!user || !(user as { role?: string }).role) return badBody(language, 'badAssignee')
        assignee = raw
        assigneeEmail = (user as { email: string }).email
      } else return badBody(language, 'badAssignee')
    }
    let dueDate: string | null | undefined
    if ('dueDate' in body) {
      dueDate = parseDueDate(body.dueDate)
      if (dueDate === undefined) return badBody(language, 'badDue')
    }
    // Translators: only themselves, only unassigned tasks, no due dates.
    if (!editor && (assignee !== me.id || dueDate !== undefined)) return fail(403, say(language, 'translatorAssign'))

    const tasks = await readTasks(req, ids)
    const at = new Date().toISOString()
    const reports: Report[] = []
    for (const id of ids) {
      const task = tasks.get(id)
      if (!task) {
        reports.push({ id, status: 'refused', message: say(language, 'notFound') })
        continue
      }
      const current = idOf(task.assignee)
      if (!editor && current !== null && current !== me.id) {
        reports.push({ id, status: 'refused', message: say(language, 'takenByOther') })
        continue
      }
      const nextAssignee = assignee === undefined ? current : assignee
      const currentDue = task.dueDate ? String(task.dueDate).slice(0, 10) : null
      const nextDue = dueDate === undefined ? currentDue : dueDate
      if (nextAssignee === current && nextDue === currentDue) {
        reports.push({ id, status: 'unchanged' })
        continue
      }
      const to =
        nextAssignee === current && assignee === undefined
          ? undefined
          : nextAssignee === null
            ? null
            : (assigneeEmail ?? undefined)
      const entry = {
        state: nextAssignee === null ? ('unassigned' as const) : ('assigned' as const),
        by: me.email,
        at,
        ...(to !== undefined ? { to } : {}),
        due: nextDue,
      }
      await req.payload.update({
        collection: 'translation-tasks',
        id,
        data: {
          assignee: nextAssignee,
          dueDate: nextDue,
          reviewHistory: appendHistory(historyOf(task), entry),
        } as never,
        depth: 0,
        overrideAccess: true,
        req,
        context: { disableRevalidate: true },
      })
      reports.push({ id, status: 'updated' })
    }
    return answer(reports)
  },
}

const REFUSAL_MESSAGE: Record<ReviewRefusal, MessageKey> = {
  notDone: 'notDone',
  notTranslated: 'notTranslated',
  sameReviewer: 'sameReviewer',
}

export const reviewEndpoint: Endpoint = {
  path: '/review',
  method: 'post',
  handler: async (req) => {
    const language = languageOf(req)
    const refused = refuseNonStaff(req, language, MESSAGES)
    if (refused) return refused
    const body = await readBody(req)
    if (!body) return badBody(language, 'badIds')
    const ids = parseIds(body.ids)
    if (!ids) return badBody(language, 'badIds')
    const step = body.step
    if (step !== 'translated' && step !== 'reviewed') return badBody(language, 'badStep')
    const me = req.user as { email: string }
    const tasks = await readTasks(req, ids)
    const at = new Date().toISOString()
    const reports: Report[] = []
    for (const id of ids) {
      const task = tasks.get(id)
      if (!task) {
        reports.push({ id, status: 'refused', message: say(language, 'notFound') })
        continue
      }
      const next = markStep(task, step, me.email, at)
      if (next === null) reports.push({ id, status: 'unchanged' })
      else if ('refused' in next)
        reports.push({ id, status: 'refused', message: say(language, REFUSAL_MESSAGE[next.refused]) })
      else {
        await req.payload.update({
          collection: 'translation-tasks',
          id,
          data: next as never,
          depth: 0,
          overrideAccess: true,
          req,
          context: { disableRevalidate: true },
        })
        reports.push({ id, status: 'updated' })
      }
    }
    return answer(reports)
  },
}

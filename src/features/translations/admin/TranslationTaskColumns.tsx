/**
 * /admin/translations: the translation team's columns — assignee, due date (overdue rows marked)
 * and review step (translated → reviewed → published, with who and when and the history) — and the assignee filter
 * ("assigned to me", unassigned, one staff user). Server side; the controls are TranslationTaskControls.tsx.
 */
import type { PayloadRequest, Where } from 'payload'

import { isEditorOrAdmin } from '../../../cms/access'
import { historyOf, isOverdue, lastStep, type HistoryState, type ReviewStep } from '../../../domain/translation-review'
import { TaskAssign, TaskReviewButtons, type StaffOption } from './TranslationTaskControls'
import { reviewLabel, type ReviewKey } from '../../../i18n/admin'

type Row = {
  id: number
  state: string
  assignee?: unknown
  dueDate?: string | null
  review?: ReviewStep | null
  reviewHistory?: unknown
}

/** '' (anyone), 'me', 'none' or a user id. */
export function parseAssigneeFilter(value: string): string {
  return value === 'me' || value === 'none' || /^\d{1,10}$/.test(value) ? value : ''
}

export function assigneeWhere(filter: string, me: number): Where | null {
  if (filter === 'me') return { assignee: { equals: me } }
  if (filter === 'none') return { assignee: { exists: false } }
  if (filter) return { assignee: { equals: Number(filter) } }
  return null
}

/** Staff users to assign (every user with a role), by email. */
export async function staffOptions(req: PayloadRequest): Promise<StaffOption[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { role: { exists: true } },
    sort: 'email',
    limit: 500,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.map((user) => ({ id: user.id, email: String(user.email ?? user.id) }))
}

const assigneeId = (row: Row): number | null => {
  const value =
    typeof row.assignee === 'object' && row.assignee !== null ? (row.assignee as { id?: unknown }).id : row.assignee
  return typeof value === 'number' ? value : null
}

function when(at: string, language: string): string {
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return at
  return `${date.toLocaleString(language === 'zh' ? 'zh-CN' : language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`
}

function Headers({ language }: { language: string }) {
  return (
    <>
      <th style={{ textAlign: 'left' }}>{reviewLabel(language, 'assignee')}</th>
      <th style={{ textAlign: 'left' }}>{reviewLabel(language, 'due')}</th>
      <th style={{ textAlign: 'left' }}>{reviewLabel(language, 'review')}</th>
    </>
  )
}

function Cells({
  language,
  row,
  user,
  staff,
  label,
}: {
  language: string
  row: Row
  user: { id: number; email: string }
  staff: StaffOption[]
  label: string
}) {
  const t = (key: ReviewKey, vars?: Record<string, string>) => reviewLabel(language, key, vars)
  const assignee = assigneeId(row)
  const assigneeEmail = assignee === null ? null : (staff.find((s) => s.id === assignee)?.email ?? `#${assignee}`)
  const due = row.dueDate ? String(row.dueDate).slice(0, 10) : null
  const overdue = isOverdue({ dueDate: row.dueDate, review: row.review })
  const step = row.review ?? null
  const current = step ? lastStep(row, step) : undefined
  const history = historyOf(row)
  const editor = isEditorOrAdmin(user as unknown)
  return (
    <>
      <td data-testid="task-assignee" data-assignee={assigneeEmail ?? ''} style={{ fontSize: 12 }}>
        {!editor && <div>{assigneeEmail ?? <em>{t('unassigned')}</em>}</div>}
        <TaskAssign
          language={language}
          taskId={row.id}
          label={label}
          canAssignOthers={editor}
          me={user.id}
          staff={staff}
          assignee={assignee}
          dueDate={due}
        />
      </td>
      <td data-testid="task-due" data-due={due ?? ''} style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {due ?? '—'}
        {overdue && (
          <strong data-testid="task-overdue" style={{ display: 'block', color: 'var(--theme-error-500)' }}>
            ⚠ {t('overdue')}
          </strong>
        )}
      </td>
      <td data-testid="task-review" data-review={step ?? ''} style={{ fontSize: 12 }}>
        <strong>{t(`step_${step ?? 'none'}` as ReviewKey)}</strong>
        {current && (
          <div data-testid="task-review-by">
            {t('stepBy', { step: t(`step_${step}` as ReviewKey), who: current.by, at: when(current.at, language) })}
          </div>
        )}
        {history.length > 0 && (
          <details>
            <summary style={{ cursor: 'pointer' }}>
              {t('history')} ({history.length})
            </summary>
            <ol style={{ margin: 0, paddingLeft: 16 }}>
              {history
                .slice()
                .reverse()
                .map((entry, index) => (
                  <li key={index}>
                    {t(`step_${entry.state as HistoryState}` as ReviewKey)}
                    {entry.to ? ` → ${entry.to}` : ''}
                    {entry.due ? ` (${entry.due})` : ''} · {entry.by} · {when(entry.at, language)}
                  </li>
                ))}
            </ol>
          </details>
        )}
        <TaskReviewButtons
          language={language}
          taskId={row.id}
          label={label}
          canTranslate={row.state === 'done' && !step}
          canReview={step === 'translated' && lastStep(row, 'translated')?.by !== user.email}
        />
      </td>
    </>
  )
}

export const TaskReviewColumns = {
  Headers,
  Cells,
  overdue: (row: Row) => isOverdue({ dueDate: row.dueDate, review: row.review }),
  canAssignOthers: (user: unknown) => isEditorOrAdmin(user),
}

'use client'
/**
 * /admin/translations: the translation team's controls on each task row and for the ticked rows:
 * assign a staff user and a due date (editors and admins), take an unassigned task (translators), mark a finished
 * translation translated, and review another's. They call POST /api/translation-tasks/assign and /review
 * (src/features/translations/endpoints/review.ts) and read the table again; refusals show the server's message.
 */
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { reviewLabel, type ReviewKey } from '../../../i18n/admin'

export type StaffOption = { id: number; email: string }

function useAction(language: string) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const run = async (path: '/assign' | '/review', body: Record<string, unknown>) => {
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(`/api/translation-tasks${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      if (!response.ok || answer?.errors?.length)
        setMessage(
          reviewLabel(language, 'failed', { message: answer?.errors?.[0]?.message ?? `HTTP ${response.status}` }),
        )
      router.refresh()
    } catch (error) {
      setMessage(reviewLabel(language, 'failed', { message: error instanceof Error ? error.message : String(error) }))
    } finally {
      setBusy(false)
    }
  }
  return { busy, message, run }
}

const Message = ({ text }: { text: string }) =>
  text ? (
    <div role="alert" style={{ color: 'var(--theme-error-500)', fontSize: 12 }}>
      {text}
    </div>
  ) : null

/** The assignee and due date of one task: editable by editors and admins, "Take it" for a translator. */
export function TaskAssign(props: {
  language: string
  taskId: number
  label: string
  canAssignOthers: boolean
  me: number
  staff: StaffOption[]
  assignee: number | null
  dueDate: string | null
}) {
  const t = (key: ReviewKey) => reviewLabel(props.language, key)
  const { busy, message, run } = useAction(props.language)
  const [assignee, setAssignee] = useState(props.assignee === null ? '' : String(props.assignee))
  const [due, setDue] = useState(props.dueDate ?? '')
  if (!props.canAssignOthers) {
    if (props.assignee !== null) return null
    return (
      <div>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          disabled={busy}
          onClick={() => run('/assign', { ids: [props.taskId], assignee: 'me' })}
        >
          {t('takeTask')}
        </button>
        <Message text={message} />
      </div>
    )
  }
  const changed = assignee !== (props.assignee === null ? '' : String(props.assignee)) || due !== (props.dueDate ?? '')
  return (
    <form
      data-testid="task-assign"
      style={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault()
        void run('/assign', { ids: [props.taskId], assignee: assignee ? Number(assignee) : null, dueDate: due || null })
      }}
    >
      <select
        aria-label={`${t('assignee')}: ${props.label}`}
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
        style={{ maxWidth: 180 }}
      >
        <option value="">{t('unassigned')}</option>
        {props.staff.map((user) => (
          <option key={user.id} value={user.id}>
            {user.email}
          </option>
        ))}
      </select>
      <input
        type="date"
        aria-label={`${t('dueDate')}: ${props.label}`}
        value={due}
        onChange={(e) => setDue(e.target.value)}
      />
      {changed && (
        <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }} disabled={busy}>
          {busy ? t('saving') : t('save')}
        </button>
      )}
      <Message text={message} />
    </form>
  )
}

/** "Mark translated" / "Mark reviewed" of one task, when that step is open to this user. */
export function TaskReviewButtons(props: {
  language: string
  taskId: number
  label: string
  canTranslate: boolean
  canReview: boolean
}) {
  const t = (key: ReviewKey) => reviewLabel(props.language, key)
  const { busy, message, run } = useAction(props.language)
  if (!props.canTranslate && !props.canReview) return null
  return (
    <div>
      {props.canTranslate && (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          disabled={busy}
          aria-label={`${t('markTranslated')}: ${props.label}`}
          onClick={() => run('/review', { ids: [props.taskId], step: 'translated' })}
        >
          {t('markTranslated')}
        </button>
      )}
      {props.canReview && (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          disabled={busy}
          aria-label={`${t('markReviewed')}: ${props.label}`}
          onClick={() => run('/review', { ids: [props.taskId], step: 'reviewed' })}
        >
          {t('markReviewed')}
        </button>
      )}
      <Message text={message} />
    </div>
  )
}

/** Editors: assign the ticked rows (the table's checkboxes carry data-task-id) or set their due date at once. */
export function BulkAssign({ language, staff }: { language: string; staff: StaffOption[] }) {
  const t = (key: ReviewKey) => reviewLabel(language, key)
  const { busy, message, run } = useAction(language)
  const [assignee, setAssignee] = useState('keep')
  const [due, setDue] = useState('')
  const [note, setNote] = useState('')
  return (
    <form
      data-testid="bulk-assign"
      aria-label={t('bulkTitle')}
      style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end', margin: '8px 0' }}
      onSubmit={(event) => {
        event.preventDefault()
        const ids = [...document.querySelectorAll<HTMLInputElement>('input[data-task-id]:checked')].map((box) =>
          Number(box.dataset.taskId),
        )
        if (ids.length === 0) {
          setNote(t('bulkNone'))
          return
        }
        setNote('')
        const body: Record<string, unknown> = { ids }
        if (assignee !== 'keep') body.assignee = assignee ? Number(assignee) : null
        if (due) body.dueDate = due
        void run('/assign', body)
      }}
    >
      <strong style={{ alignSelf: 'center' }}>{t('bulkTitle')}:</strong>
      <label>
        <div>{t('assignee')}</div>
        <select value={assignee} onChange={(e) => setAssignee(e.target.value)}>
          <option value="keep">{t('keep')}</option>
          <option value="">{t('unassigned')}</option>
          {staff.map((user) => (
            <option key={user.id} value={user.id}>
              {user.email}
            </option>
          ))}
        </select>
      </label>
      <label>
        <div>{t('dueDate')}</div>
        <input type="date" value={due} onChange={(e) => setDue(e.target.value)} />
      </label>
      <button
        type="submit"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={busy || (assignee === 'keep' && !due)}
      >
        {t('assign')}
      </button>
      {note && <span role="status">{note}</span>}
      <Message text={message} />
    </form>
  )
}

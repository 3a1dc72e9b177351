/**
 * Review workflow of a translation task: per document and target locale, a translation goes
 * translated → reviewed → published, each step recorded with who and when in a small history on the task row
 * (`translation-tasks.reviewHistory`). Pure functions; the endpoints (src/features/translations/endpoints/review.ts)
 * and the save hooks (src/features/translations/translation-state.ts) apply them.
 *
 * Rules:
 * - "translated" is set by the translator's explicit "Mark translated" (saving alone never marks it: a translator may
 *   save a text that is complete but not yet read through), and only when nothing is left to translate (task state
 *   `done`).
 * - "reviewed" is set by another staff user than the one who marked it translated (an editor, an admin or a second
 *   translator), only from "translated".
 * - "published" is set by the publish hooks when that locale is published with nothing left to translate, from any
 *   step (publishing is an editor's or translator's decision of its own).
 * - When the task needs work again (the Chinese source changed and was published, or text was removed), the step is
 *   reset ("reopened" in the history).
 * - Idempotent: marking the step the task already has records nothing.
 */

export type ReviewStep = 'translated' | 'reviewed' | 'published'
export type HistoryState = ReviewStep | 'reopened' | 'assigned' | 'unassigned'

export interface HistoryEntry {
  state: HistoryState
  /** Email of the staff user (or "system"). */
  by: string
  at: string
  /** For assignments: the assignee's email and the due date. */
  to?: string | null
  due?: string | null
}

/** At most this many history entries are kept per task (the oldest are dropped). */
export const HISTORY_LIMIT = 50

export interface ReviewTask {
  state: string
  review?: ReviewStep | null
  reviewHistory?: unknown
}

export type ReviewRefusal = 'notDone' | 'notTranslated' | 'sameReviewer'

export function historyOf(task: Pick<ReviewTask, 'reviewHistory'>): HistoryEntry[] {
  return Array.isArray(task.reviewHistory)
    ? (task.reviewHistory as HistoryEntry[]).filter((e) => e && typeof e === 'object' && typeof e.state === 'string')
    : []
}

export function appendHistory(history: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [...history, entry].slice(-HISTORY_LIMIT)
}

/** Who last moved the task to `step` (the newest history entry with that state), if anybody. */
export function lastStep(task: Pick<ReviewTask, 'reviewHistory'>, step: HistoryState): HistoryEntry | undefined {
  return historyOf(task)
    .filter((entry) => entry.state === step)
    .at(-1)
}

/**
 * The task after a staff user marks `step` (translated or reviewed): the changes to write, `null` when the task
 * already is at that step (nothing to write: idempotent), or the reason it is refused.
 */
export function markStep(
  task: ReviewTask,
  step: 'translated' | 'reviewed',
  by: string,
  at: string,
): { review: ReviewStep; reviewHistory: HistoryEntry[] } | null | { refused: ReviewRefusal } {
  if (task.review === step) return null
  if (task.state !== 'done') return { refused: 'notDone' }
  if (step === 'reviewed') {
    if (task.review !== 'translated') return { refused: 'notTranslated' }
    if (lastStep(task, 'translated')?.by === by) return { refused: 'sameReviewer' }
  }
  return { review: step, reviewHistory: appendHistory(historyOf(task), { state: step, by, at }) }
}

/**
 * The review step after a save recomputed the task: reset when it needs work again, "published" when this save
 * published the locale with nothing left to translate; `null` when nothing changes.
 */
export function reviewAfterSave(
  task: ReviewTask,
  published: boolean,
  by: string,
  at: string,
): { review: ReviewStep | null; reviewHistory: HistoryEntry[] } | null {
  if (task.state !== 'done') {
    if (!task.review) return null
    return { review: null, reviewHistory: appendHistory(historyOf(task), { state: 'reopened', by, at }) }
  }
  if (published && task.review !== 'published') {
    return { review: 'published', reviewHistory: appendHistory(historyOf(task), { state: 'published', by, at }) }
  }
  return null
}

/** A due date (YYYY-MM-DD or an ISO timestamp) before today (UTC) on a task not yet published. */
export function isOverdue(
  task: { dueDate?: string | null; review?: ReviewStep | null },
  now: Date = new Date(),
): boolean {
  if (!task.dueDate || task.review === 'published') return false
  const due = String(task.dueDate).slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/.test(due) && due < now.toISOString().slice(0, 10)
}

/** A due date from a request body: YYYY-MM-DD of a real day, `null` to clear; undefined when malformed. */
export function parseDueDate(value: unknown): string | null | undefined {
  if (value === null || value === '') return null
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00.000Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : value
}

/** The review steps of a translation task: src/domain/translation-review.ts. */
import { describe, expect, it } from 'vitest'

import {
  HISTORY_LIMIT,
  isOverdue,
  markStep,
  parseDueDate,
  reviewAfterSave,
  type HistoryEntry,
} from '../../src/domain/translation-review'

const at = '2026-11-25T10:00:00.000Z'

describe('translation review steps', () => {
  it('marks translated only when nothing is left, and once', () => {
    expect(markStep({ state: 'missing' }, 'translated', 'a@x', at)).toEqual({ refused: 'notDone' })
    const translated = markStep({ state: 'done' }, 'translated', 'a@x', at)
    expect(translated).toEqual({ review: 'translated', reviewHistory: [{ state: 'translated', by: 'a@x', at }] })
    expect(markStep({ state: 'done', ...(translated as object) }, 'translated', 'a@x', at)).toBeNull()
  })

  it('is reviewed by somebody else than the translator, only after translated', () => {
    const task = {
      state: 'done',
      review: 'translated' as const,
      reviewHistory: [{ state: 'translated', by: 'a@x', at }],
    }
    expect(markStep({ state: 'done' }, 'reviewed', 'b@x', at)).toEqual({ refused: 'notTranslated' })
    expect(markStep(task, 'reviewed', 'a@x', at)).toEqual({ refused: 'sameReviewer' })
    expect(markStep(task, 'reviewed', 'b@x', at)).toMatchObject({
      review: 'reviewed',
      reviewHistory: [{ state: 'translated' }, { state: 'reviewed', by: 'b@x' }],
    })
  })

  it('is published by a publish, reopened when work is needed again, and keeps a bounded history', () => {
    expect(reviewAfterSave({ state: 'done', review: 'reviewed' }, true, 'c@x', at)).toMatchObject({
      review: 'published',
    })
    expect(reviewAfterSave({ state: 'done', review: 'published' }, true, 'c@x', at)).toBeNull()
    expect(reviewAfterSave({ state: 'done', review: 'reviewed' }, false, 'c@x', at)).toBeNull()
    expect(reviewAfterSave({ state: 'outdated', review: 'published' }, false, 'c@x', at)).toMatchObject({
      review: null,
      reviewHistory: [{ state: 'reopened' }],
    })
    expect(reviewAfterSave({ state: 'outdated', review: null }, true, 'c@x', at)).toBeNull()
    const long: HistoryEntry[] = Array.from({ length: HISTORY_LIMIT }, () => ({ state: 'assigned', by: 'a@x', at }))
    expect(
      (
        reviewAfterSave({ state: 'missing', review: 'translated', reviewHistory: long }, false, 'c@x', at)
          ?.reviewHistory ?? []
      ).length,
    ).toBe(HISTORY_LIMIT)
  })

  it('reads due dates and marks overdue tasks that are not published', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    expect(isOverdue({ dueDate: '2026-11-24T00:00:00.000Z' }, now)).toBe(true)
    expect(isOverdue({ dueDate: '2026-11-25' }, now)).toBe(false)
    expect(isOverdue({ dueDate: '2026-11-24', review: 'published' }, now)).toBe(false)
    expect(parseDueDate('2026-02-29')).toBeUndefined()
    expect(parseDueDate('2028-02-29')).toBe('2028-02-29')
    expect(parseDueDate('')).toBeNull()
    expect(parseDueDate(5)).toBeUndefined()
  })
})

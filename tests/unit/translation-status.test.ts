import { describe, expect, it } from 'vitest'

import { localeStatus, translationNeeds } from '@/domain/translation-status'

describe('translation status', () => {
  it('lists en and ru as missing when they were never saved', () => {
    expect(translationNeeds({ zh: '2026-01-01T00:00:00Z' })).toEqual([
      { locale: 'en', reason: 'missing' },
      { locale: 'ru', reason: 'missing' },
    ])
    expect(translationNeeds(undefined)).toHaveLength(2)
  })

  it('lists a translation older than the Chinese text as outdated, and a newer one as done', () => {
    const state = { zh: '2026-02-01T00:00:00Z', en: '2026-01-01T00:00:00Z', ru: '2026-03-01T00:00:00Z' }
    expect(translationNeeds(state)).toEqual([{ locale: 'en', reason: 'outdated' }])
    expect(localeStatus(state, 'ru')).toBe('done')
    expect(localeStatus(state, 'en')).toBe('outdated')
    expect(localeStatus(state, 'zh')).toBe('done')
  })

  it('treats a translation saved at the same moment as the Chinese text as done', () => {
    const t = '2026-02-01T00:00:00Z'
    expect(translationNeeds({ zh: t, en: t, ru: t })).toEqual([])
  })

  it('does not call translations outdated when the Chinese text was never saved', () => {
    expect(translationNeeds({ en: '2026-01-01T00:00:00Z', ru: 'not a date' })).toEqual([{ locale: 'ru', reason: 'missing' }])
    expect(localeStatus({}, 'zh')).toBe('missing')
  })
})

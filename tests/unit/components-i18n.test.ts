import { describe, expect, it } from 'vitest'

import { fill, uiStrings, uiStringsOfSite, type UiStrings } from '../../src/i18n'
import { LOCALES } from '../../src/domain/locale'

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf)
    }
  } else out.set(prefix, value)
  return out
}

describe('UI strings', () => {
  it('has the same keys in every language, each a non-empty string', () => {
    const zhKeys = [...leaves(uiStrings('zh')).keys()].sort()
    for (const locale of LOCALES) {
      const map = leaves(uiStrings(locale))
      expect([...map.keys()].sort()).toEqual(zhKeys)
      for (const [key, value] of map) {
        expect(typeof value, `${locale}.${key}`).toBe('string')
        expect((value as string).trim(), `${locale}.${key}`).not.toBe('')
      }
    }
  })

  it('really translates en and ru (no copied Chinese)', () => {
    for (const locale of ['en', 'ru'] as const) {
      for (const [key, value] of leaves(uiStrings(locale)))
        expect(/[\u4e00-\u9fff]/.test(value as string), `${locale}.${key}`).toBe(false)
    }
  })

  it('has the texts the spec fixes', () => {
    const en: UiStrings = uiStrings('en')
    expect(en.common.notFoundTitle).toBe('This page could not be found')
    expect(en.common.errorFallback).toBe('An error occurred while showing the error page')
    expect(en.header.login).toBe('Log in')
    expect(en.header.joinFree).toBe('Join free')
    expect(en.forms.resendIn).toContain('{s}')
    expect(uiStrings('zh').forms.resendIn).toContain('{s}')
    expect(uiStrings('ru').forms.resendIn).toContain('{s}')
  })

  it('maps sites to their strings', () => {
    expect(uiStringsOfSite('cn')).toBe(uiStrings('zh'))
    expect(uiStringsOfSite('en')).toBe(uiStrings('en'))
    expect(uiStringsOfSite('ru')).toBe(uiStrings('ru'))
  })

  it('fills placeholders', () => {
    expect(fill(uiStrings('en').forms.resendIn, { s: 42 })).toBe('Resend in 42s')
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}')
  })
})

import { describe, expect, it } from 'vitest'

import { COUNTRY_NOUN, RECORD_NOUN, formatCount, formatNumber, formatUsd, pluralForm } from '../../src/i18n/numbers'

const NBSP = '\u00a0'

describe('numbers as each language writes them', () => {
  it('groups thousands with a comma in en and zh and a no-break space in ru', () => {
    expect(formatNumber(12486, 'en')).toBe('12,486')
    expect(formatNumber(12486, 'zh')).toBe('12,486')
    expect(formatNumber(12486, 'ru')).toBe(`12${NBSP}486`)
    expect(formatNumber(1284, 'ru')).toBe(`1${NBSP}284`)
    expect(formatNumber(62, 'ru')).toBe('62')
  })

  it('writes dollar prices in the language of the page', () => {
    expect(formatUsd(2399, 'en')).toBe('$2,399')
    expect(formatUsd(2399, 'ru')).toBe(`2${NBSP}399${NBSP}$`)
    expect(formatUsd(2399, 'zh')).toMatch(/2,399/)
  })
})

describe('counted nouns', () => {
  it('takes the Russian forms one / few / many by the count', () => {
    const ru = (n: number) => formatCount(n, 'ru', COUNTRY_NOUN.ru)
    expect(ru(1)).toBe('1 страна')
    expect(ru(2)).toBe('2 страны')
    expect(ru(4)).toBe('4 страны')
    expect(ru(5)).toBe('5 стран')
    expect(ru(11)).toBe('11 стран')
    expect(ru(12)).toBe('12 стран')
    expect(ru(21)).toBe('21 страна')
    expect(ru(22)).toBe('22 страны')
    expect(ru(47)).toBe('47 стран')
    expect(ru(72)).toBe('72 страны')
    expect(formatCount(12486, 'ru', RECORD_NOUN.ru)).toBe(`12${NBSP}486 записей`)
    expect(formatCount(1, 'ru', RECORD_NOUN.ru)).toBe('1 запись')
  })

  it('takes the English singular only for one, and one form in Chinese', () => {
    expect(formatCount(1, 'en', COUNTRY_NOUN.en)).toBe('1 country')
    expect(formatCount(2, 'en', COUNTRY_NOUN.en)).toBe('2 countries')
    expect(formatCount(12486, 'en', RECORD_NOUN.en)).toBe('12,486 records')
    expect(formatCount(2, 'zh', COUNTRY_NOUN.zh)).toBe('2 个国家')
    expect(pluralForm(3, 'ru', { other: 'x' })).toBe('x')
  })
})

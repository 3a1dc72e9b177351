import { describe, expect, it } from 'vitest'

import { containsTerm, findTerms, glossaryProblems, russianStem, type GlossaryTerm } from '@/domain/glossary'
import { markdownToLexical } from '@/domain/lexical'

const TERMS: GlossaryTerm[] = [
  { zh: '海关数据', en: 'customs data', ru: 'таможенные данные' },
  { zh: '提单', en: 'bill of lading', ru: 'коносамент', forbidden: 'накладная\nwaybill' },
  { zh: '采购商', en: 'buyer', ru: 'покупатель' },
  { zh: 'HS编码', en: 'HS code', ru: 'код ТН ВЭД' },
  { zh: '海关', en: 'customs', ru: 'таможня' },
  { zh: 'TradeCompass', en: 'TradeCompass', ru: 'TradeCompass', note: 'brand name: do not translate' },
]

describe('glossary: finding terms in the source', () => {
  it('finds each term where it occurs, the longest one where terms overlap', () => {
    const text = '通过海关数据和提单找到采购商'
    const hits = findTerms(text, TERMS).map((hit) => text.slice(hit.start, hit.end))
    expect(hits).toEqual(['海关数据', '提单', '采购商'])
  })
  it('finds Latin terms case-insensitively, as whole words only', () => {
    expect(findTerms('tradecompass 平台', TERMS)).toHaveLength(1)
    expect(findTerms('TradeCompassX', TERMS)).toHaveLength(0)
  })
  it('finds nothing in a text without terms', () => {
    expect(findTerms('欢迎参加四十场展会', TERMS)).toEqual([])
  })
})

describe('glossary: the required term in the translation', () => {
  it('English: the term, case-insensitive', () => {
    expect(containsTerm('Search US Bills of Lading', 'bill of lading', 'en')).toBe(true)
    expect(containsTerm('Search US shipping records', 'bill of lading', 'en')).toBe(false)
  })
  it('Russian: every word by its stem (up to 4 letters whole, else without the last 2 letters)', () => {
    expect(russianStem('коносамент')).toBe('коносаме')
    expect(russianStem('код')).toBe('код')
    expect(containsTerm('Данные коносаментов США', 'коносамент', 'ru')).toBe(true)
    expect(containsTerm('Поиск таможенных данных', 'таможенные данные', 'ru')).toBe(true)
    expect(containsTerm('Поиск таможенной статистики', 'таможенные данные', 'ru')).toBe(false)
    expect(containsTerm('Транспортная накладная', 'коносамент', 'ru')).toBe(false)
  })
})

describe('glossary: the check on publish', () => {
  it('lists a field whose source has a term and whose translation lacks it; not one that has it', () => {
    const fields = [
      { path: 'title', source: '美国提单数据', translation: 'Данные накладных США' },
      { path: 'summary', source: '美国提单数据', translation: 'Данные коносаментов США' },
      { path: 'intro', source: '欢迎', translation: 'Добро пожаловать' },
    ]
    const problems = glossaryProblems(fields, TERMS, 'ru')
    expect(problems.filter((p) => p.reason === 'missing')).toEqual([
      { path: 'title', source: '提单', required: 'коносамент', reason: 'missing' },
    ])
    // The forbidden variant is named too.
    expect(problems.find((p) => p.reason === 'forbidden')).toMatchObject({ path: 'title', variant: 'накладная' })
  })
  it('English: missing and present', () => {
    expect(glossaryProblems([{ path: 'title', source: '海关数据', translation: 'Trade data' }], TERMS, 'en')).toEqual([
      { path: 'title', source: '海关数据', required: 'customs data', reason: 'missing' },
    ])
    expect(
      glossaryProblems([{ path: 'title', source: '海关数据', translation: 'Customs Data for exporters' }], TERMS, 'en'),
    ).toEqual([])
  })
  it('several terms in one field: each missing one is listed once', () => {
    const problems = glossaryProblems(
      [{ path: 'body', source: '采购商的提单，采购商的HS编码', translation: 'The buyer’s shipments' }],
      TERMS,
      'en',
    )
    expect(problems.map((p) => p.required)).toEqual(['bill of lading', 'HS code'])
  })
  it('reads rich text as its text, in the source and the translation', () => {
    const source = markdownToLexical('用**提单**找到采购商。')
    const wrong = markdownToLexical('Find buyers with **shipping records**.')
    const right = markdownToLexical('Find buyers with **bills of lading**.')
    expect(
      glossaryProblems([{ path: 'body', source, translation: wrong }], TERMS, 'en').map((p) => p.required),
    ).toEqual(['bill of lading'])
    expect(glossaryProblems([{ path: 'body', source, translation: right }], TERMS, 'en')).toEqual([])
  })
  it('an empty translation or a term without text for the locale requires nothing', () => {
    expect(glossaryProblems([{ path: 'title', source: '提单', translation: '' }], TERMS, 'en')).toEqual([])
    expect(
      glossaryProblems([{ path: 'title', source: '提单', translation: 'x' }], [{ zh: '提单', en: '' }], 'en'),
    ).toEqual([])
  })
})

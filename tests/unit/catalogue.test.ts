import { describe, expect, it } from 'vitest'

import { LOCALES } from '../../src/domain/locale'
import { adminLabel, adminTranslations, reviewLabel } from '../../src/i18n/admin'
import { part } from '../../src/i18n/catalogue'
import { fill } from '../../src/i18n/fill'
import { CATALOGUE } from '../../src/i18n/messages'
import { LABELS } from '../../src/i18n/messages/labels'
import { label } from '../../src/cms/shared'

type Tree = { readonly [key: string]: string | Tree }

/** Every text of a tree by its dotted key. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (!tree || typeof tree !== 'object') return out
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object') for (const [k, v] of leaves(value, path)) out.set(k, v)
    else out.set(path, value)
  }
  return out
}

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort()

/** What is wrong with one part: keys zh has and a translation lacks (or leaves empty), keys only a translation
 * has, placeholders that differ from zh's, and texts in another placeholder syntax. */
function problemsOf(name: string, texts: { zh: Tree; en: Tree; ru: Tree }): string[] {
  const problems: string[] = []
  const source = leaves(texts.zh)
  for (const [key, zh] of source) {
    if (typeof zh !== 'string' || zh.trim() === '') problems.push(`${name}.zh.${key} is empty`)
  }
  for (const locale of ['en', 'ru'] as const) {
    const translated = leaves(texts[locale])
    for (const [key, zh] of source) {
      const text = translated.get(key)
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${name}.${locale}.${key} is missing or empty`)
        continue
      }
      const want = placeholders(String(zh)).join(' ')
      const got = placeholders(text).join(' ')
      if (want !== got) problems.push(`${name}.${locale}.${key} has placeholders [${got}], zh has [${want}]`)
    }
    for (const key of translated.keys()) {
      if (!source.has(key)) problems.push(`${name}.${locale}.${key} is not a key of zh`)
    }
  }
  for (const locale of LOCALES) {
    for (const [key, text] of leaves(texts[locale])) {
      if (typeof text === 'string' && /\{\{\w+\}\}/.test(text)) problems.push(`${name}.${locale}.${key} uses {{name}}`)
    }
  }
  return problems
}

describe('the message catalogue', () => {
  it('has every zh key in en and ru, none empty, with the same placeholders', () => {
    const problems = Object.entries(CATALOGUE).flatMap(([name, texts]) => problemsOf(name, texts as never))
    expect(problems).toEqual([])
  })

  it('holds the admin labels of the configs the same way', () => {
    const problems = Object.entries(LABELS).flatMap(([name, texts]) => problemsOf(`labels.${name}`, texts as never))
    // Labels are shown as written, never filled: this `{order}` is a route's path parameter, not a placeholder.
    const literalBraces = ['labels.site-settings.en.tabs.receipt.description has placeholders [{order}], zh has []']
    expect(problems.filter((problem) => !literalBraces.includes(problem))).toEqual([])
    expect(label('orders.status.paid')).toEqual({ en: 'Paid', zh: '已支付', ru: 'Оплачен' })
    // @ts-expect-error not a key of the labels
    expect(() => label('orders.nope').zh.length).toThrow()
  })

  it('finds a key a translation lacks, an empty text and placeholders that differ', () => {
    const broken = {
      zh: { a: '第 {n} 页', b: '保存', c: { d: '你好 {name}' } },
      en: { a: 'Page {page}', b: '', c: { d: 'Hello {name}' }, extra: 'x' },
      ru: { a: 'Страница {n}', c: {} },
    }
    expect(problemsOf('x', broken)).toEqual([
      'x.en.a has placeholders [{page}], zh has [{n}]',
      'x.en.b is missing or empty',
      'x.en.extra is not a key of zh',
      'x.ru.b is missing or empty',
      'x.ru.c.d is missing or empty',
    ])
  })
})

describe('a part of the catalogue', () => {
  it('is a type error when en or ru lacks a key of zh or has one zh does not (checked by tsc)', () => {
    const ok = part({
      zh: { a: '甲', b: { c: '丙 {n}' } },
      en: { a: 'A', b: { c: 'C {n}' } },
      ru: { a: 'А', b: { c: 'В {n}' } },
    })
    // @ts-expect-error ru lacks b.c
    part({ zh: { a: '甲', b: { c: '丙' } }, en: { a: 'A', b: { c: 'C' } }, ru: { a: 'А', b: {} } })
    // @ts-expect-error en has a key zh does not
    part({ zh: { a: '甲' }, en: { a: 'A', z: 'Z' }, ru: { a: 'А' } })
    expect(ok.ru.b.c).toBe('В {n}')
  })
})

describe('one placeholder syntax', () => {
  it('fills {name} once, leaving unknown names', () => {
    expect(fill('{a} and {b}', { a: '{b}' })).toBe('{b} and {b}')
  })

  it('gives Payload the admin texts in its {{name}} syntax, and our own labels filled', () => {
    for (const locale of LOCALES) {
      expect(adminTranslations[locale].tc.pageOf).toBe(CATALOGUE.admin[locale].pageOf.replace(/\{(\w+)\}/g, '{{$1}}'))
    }
    expect(adminTranslations.en.tc.pageOf).toBe('Page {{page}} of {{pages}}')
    expect(adminLabel('ru', 'more', { count: 3 })).toBe('ещё 3')
    expect(adminLabel('xx', 'more', { count: 3 })).toBe('+3 more')
    expect(reviewLabel('zh', 'failed', { message: 'x' })).toBe('未保存：x')
  })
})

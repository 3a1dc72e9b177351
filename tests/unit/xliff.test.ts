/**
 * XLIFF 2.0 building and reading: escaping, inline codes for rich text, tag checks, malformed input.
 */
import { describe, expect, it } from 'vitest'

import { markdownToLexical, lexicalToText } from '@/domain/lexical'
import {
  buildXliff,
  inlineKey,
  parseXliff,
  rebuildRichText,
  richTextSegments,
  tagMismatch,
  textSegment,
  XliffSyntaxError,
  type Inline,
} from '@/domain/xliff'

const doc = (source: Inline[], target?: Inline[]) => ({
  srcLang: 'zh',
  trgLang: 'ru',
  files: [
    {
      id: 'pages-1',
      original: 'pages/1',
      notes: ['标题 <"&">'],
      units: [
        {
          id: 'pages:1:title',
          name: 'title',
          notes: ['Title'],
          segments: [{ id: '1', state: 'initial' as const, source, target }],
        },
      ],
    },
  ],
})

describe('XLIFF building and reading', () => {
  it('escapes markup characters in text, attributes and notes, and reads them back unchanged', () => {
    const tricky = '5 < 6 & "quotes" > \'apostrophes\' ]]> <b>not a tag</b>\r\nline two'
    const xml = buildXliff(doc(textSegment(tricky), textSegment('Цена & <скидка>')))
    expect(xml).toContain('5 &lt; 6 &amp; "quotes" &gt;')
    expect(xml).toContain('&lt;b&gt;not a tag&lt;/b&gt;')
    expect(xml).toContain('&#13;')
    expect(xml).toContain('xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="zh" trgLang="ru"')
    const read = parseXliff(xml)
    expect(read.trgLang).toBe('ru')
    expect(read.files[0]!.notes).toEqual(['标题 <"&">'])
    const segment = read.files[0]!.units[0]!.segments[0]!
    expect(segment.source).toEqual([{ kind: 'text', text: tricky }])
    expect(segment.target).toEqual([{ kind: 'text', text: 'Цена & <скидка>' }])
  })

  it('drops characters XML forbids instead of writing a file no tool can open', () => {
    const xml = buildXliff(doc(textSegment('bell\u0007 and nul\u0000 gone')))
    expect(parseXliff(xml).files[0]!.units[0]!.segments[0]!.source).toEqual([
      { kind: 'text', text: 'bell and nul gone' },
    ])
  })

  it('refuses malformed XML, a DOCTYPE (no entity expansion) and non-XLIFF roots', () => {
    expect(() => parseXliff('<xliff version="2.0"><file>')).toThrow(XliffSyntaxError)
    expect(() => parseXliff('not xml at all')).toThrow(XliffSyntaxError)
    expect(() => parseXliff('<!DOCTYPE x [<!ENTITY a "aaaa">]><xliff version="2.0">&a;</xliff>')).toThrow(
      XliffSyntaxError,
    )
    expect(() => parseXliff('<xliff version="1.2"></xliff>')).toThrow(/XLIFF 2.0/)
    expect(() => parseXliff('<html></html>')).toThrow(XliffSyntaxError)
  })
})

describe('rich text as segments with inline codes', () => {
  const source = markdownToLexical(
    '## 全球贸易数据\n\n覆盖 **200 多个** 国家，详见[数据目录](/cn/data)。\n\n- 海关数据\n- 企业名录',
  )

  it('gives one segment per heading, paragraph and list item, bold and links as <pc>', () => {
    const segments = richTextSegments(source)
    expect(segments.map(inlineKey)).toEqual([
      '全球贸易数据',
      '覆盖 {pc:1}200 多个{/pc} 国家，详见{pc:2}数据目录{/pc}。',
      '海关数据',
      '企业名录',
    ])
    const xml = buildXliff(doc(segments[1]!))
    expect(xml).toContain('<pc id="1" type="fmt" subType="xlf:b">200 多个</pc>')
    expect(xml).toContain('<pc id="2" type="link">数据目录</pc>')
    // The link's address stays in the document, not in the file.
    expect(xml).not.toContain('/cn/data')
  })

  it('rebuilds Lexical from translated segments on the source structure, codes reordered', () => {
    const targets: Inline[][] = [
      [{ kind: 'text', text: 'Мировые торговые данные' }],
      [
        { kind: 'text', text: 'Подробнее в ' },
        { kind: 'pc', id: '2', children: [{ kind: 'text', text: 'каталоге' }] },
        { kind: 'text', text: ': более ' },
        { kind: 'pc', id: '1', children: [{ kind: 'text', text: '200 стран' }] },
        { kind: 'text', text: '.' },
      ],
      [{ kind: 'text', text: 'Таможенные данные' }],
      [{ kind: 'text', text: 'Справочник компаний' }],
    ]
    const rebuilt = rebuildRichText(source, targets) as {
      root: { children: { type: string; tag?: string; children: Record<string, unknown>[] }[] }
    }
    expect(lexicalToText(rebuilt)).toBe(
      'Мировые торговые данные\nПодробнее в каталоге: более 200 стран.\nТаможенные данные\nСправочник компаний',
    )
    const [heading, paragraph, list] = rebuilt.root.children
    expect(heading).toMatchObject({ type: 'heading', tag: 'h2' })
    expect(list!.type).toBe('list')
    const link = paragraph!.children.find((node) => node.type === 'link') as {
      fields: { url: string }
      children: { text: string }[]
    }
    expect(link.fields.url).toBe('/cn/data')
    expect(link.children[0]!.text).toBe('каталоге')
    expect(paragraph!.children.find((node) => node.text === '200 стран')).toMatchObject({ format: 1 })
    // The source is untouched.
    expect(lexicalToText(source)).toContain('全球贸易数据')
  })

  it('names what is wrong with a target’s codes', () => {
    const src = richTextSegments(source)[1]!
    expect(tagMismatch(src, src)).toBeNull()
    expect(tagMismatch(src, [{ kind: 'text', text: 'без тегов' }])).toBe('codes 1, 2 missing')
    expect(tagMismatch(src, [...src, { kind: 'pc', id: '9', children: [] }])).toBe('code 9 is not in the source')
    expect(tagMismatch(src, [...src, { kind: 'pc', id: '1', children: [] }])).toBe('code 1 appears twice')
    expect(
      tagMismatch(src, [
        { kind: 'ph', id: '1' },
        { kind: 'pc', id: '2', children: [] },
      ]),
    ).toBe('code 1 is <pc> in the source, <ph> in the target')
  })

  it('reads inline codes back from a file, nested', () => {
    const xml = buildXliff(
      doc([
        {
          kind: 'pc',
          id: '1',
          type: 'fmt',
          subType: 'xlf:b',
          children: [
            { kind: 'pc', id: '2', type: 'fmt', subType: 'xlf:i', children: [{ kind: 'text', text: 'a & b' }] },
          ],
        },
        { kind: 'ph', id: '3', type: 'fmt', subType: 'xlf:lb' },
      ]),
    )
    const read = parseXliff(xml).files[0]!.units[0]!.segments[0]!.source
    expect(inlineKey(read)).toBe('{pc:1}{pc:2}a & b{/pc}{/pc}{ph:3}')
  })

  it('marks a unit using codes this scheme does not read (<sc>/<ec>)', () => {
    const xml = `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="zh" trgLang="ru"><file id="f"><unit id="pages:1:body"><segment><source>a</source><target><sc id="1"/>b<ec startRef="1"/></target></segment></unit></file></xliff>`
    const unit = parseXliff(xml).files[0]!.units[0]!
    expect(unit.problem).toBe('unsupported inline element <sc>')
    expect(inlineKey(unit.segments[0]!.target!)).toBe('b')
  })
})

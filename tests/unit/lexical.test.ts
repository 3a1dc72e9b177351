import { describe, expect, it } from 'vitest'

import { lexicalToText, markdownToLexical } from '@/domain/lexical'

describe('seed Markdown → Lexical', () => {
  it('turns headings, paragraphs and lists into Lexical nodes', () => {
    const doc = markdownToLexical('## Data\n\nWe cover **252** countries.\n\n- Import\n- Export\n\n1. First\n2. Second')
    const kids = doc.root.children as { type: string; tag?: string; listType?: string; children: unknown[] }[]
    expect(kids.map((k) => k.type)).toEqual(['heading', 'paragraph', 'list', 'list'])
    expect(kids[0]!.tag).toBe('h2')
    expect(kids[2]!.listType).toBe('bullet')
    expect(kids[3]!.listType).toBe('number')
    expect(kids[2]!.children).toHaveLength(2)
    expect(lexicalToText(doc)).toBe('Data\nWe cover 252 countries.\nImport\nExport\nFirst\nSecond')
  })

  it('keeps bold text and links', () => {
    const doc = markdownToLexical('See [our terms](/en/terms) and **read them**.')
    const paragraph = (
      doc.root.children as { children: { type: string; format?: number; fields?: { url: string } }[] }[]
    )[0]!
    const link = paragraph.children.find((c) => c.type === 'link')!
    expect(link.fields!.url).toBe('/en/terms')
    expect(paragraph.children.find((c) => c.format === 1)).toBeTruthy()
  })

  it('splits a heading from the text under it in the same block', () => {
    const doc = markdownToLexical('### Contact\nWrite to us.')
    expect((doc.root.children as { type: string }[]).map((k) => k.type)).toEqual(['heading', 'paragraph'])
  })
})

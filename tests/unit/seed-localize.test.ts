import { describe, expect, it } from 'vitest'

import { localize } from '@/seed/localize'

describe('seed localize', () => {
  const block = {
    blockType: 'productShowcase',
    heading: { zh: '产品', en: 'Products', ru: 'Продукты' },
    products: [
      {
        name: { zh: '海关数据', en: 'Customs data', ru: 'Таможенные данные' },
        bullets: [{ zh: '进口', en: 'Import', ru: 'Импорт' }],
      },
    ],
  }

  it('picks each text in the requested language', () => {
    const ru = localize(block, 'ru') as { heading: string; products: { name: string }[] }
    expect(ru.heading).toBe('Продукты')
    expect(ru.products[0]!.name).toBe('Таможенные данные')
  })

  it('turns lists of strings into rows and rich fields into Lexical', () => {
    const en = localize(block, 'en') as { products: { bullets: { text: string }[] }[] }
    expect(en.products[0]!.bullets).toEqual([{ text: 'Import' }])
    const rich = localize({ body: { zh: '段落', en: 'Paragraph', ru: 'Абзац' } }, 'zh') as {
      body: { root: { children: unknown[] } }
    }
    expect(rich.body.root.children).toHaveLength(1)
  })

  it('keeps numbers, booleans and codes, and makes a column count a string', () => {
    expect(localize({ columns: 3, limit: 4, showDatasets: true, href: '/{site}/contact' }, 'zh')).toEqual({
      columns: '3',
      limit: 4,
      showDatasets: true,
      href: '/{site}/contact',
    })
  })
})

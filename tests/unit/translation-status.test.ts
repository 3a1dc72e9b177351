import { describe, expect, it } from 'vitest'

import {
  copyStructure,
  fieldAnchor,
  fieldNeeds,
  lastSave,
  localeStatus,
  offSiteLocales,
  pathLabel,
  recordSave,
  rowHeading,
  sentencesOf,
  sourceDiff,
  sourceWords,
  wordCount,
  textHash,
  translatableTexts,
  translationNeeds,
  unpublishedParts,
  type FieldLike,
  type TranslationState,
} from '@/domain/translation-status'
import { markdownToLexical } from '@/domain/lexical'

const fields: FieldLike[] = [
  { type: 'text', name: 'title', localized: true },
  { type: 'text', name: 'slug' },
  { type: 'textarea', name: 'summary', localized: true },
  { type: 'richText', name: 'body', localized: true },
  {
    type: 'blocks',
    name: 'layout',
    localized: true,
    blocks: [
      {
        slug: 'hero',
        fields: [
          { type: 'text', name: 'heading' },
          { type: 'text', name: 'anchor' },
          {
            type: 'group',
            name: 'primary',
            fields: [
              {
                type: 'row',
                fields: [
                  { type: 'text', name: 'label' },
                  { type: 'text', name: 'href' },
                ],
              },
            ],
          },
        ],
      },
      {
        slug: 'faq',
        fields: [
          {
            type: 'array',
            name: 'items',
            fields: [
              { type: 'text', name: 'question' },
              { type: 'textarea', name: 'answer' },
            ],
          },
        ],
      },
    ],
  },
  {
    type: 'tabs',
    tabs: [
      { name: 'seo', localized: true, fields: [{ type: 'text', name: 'metaTitle' }] },
      { fields: [{ type: 'text', name: 'note', localized: true }] },
    ],
  },
]

const zhDoc = {
  title: '标题',
  slug: 'x',
  summary: '摘要',
  body: markdownToLexical('正文 **粗体**'),
  layout: [
    { blockType: 'hero', heading: '欢迎', anchor: 'top', primary: { label: '注册', href: '/register' } },
    { blockType: 'faq', items: [{ question: '问？', answer: '答。' }] },
  ],
  seo: { metaTitle: 'SEO 标题' },
  note: '',
}
const enDoc = {
  title: 'Title',
  summary: 'Summary',
  body: markdownToLexical('Body **bold**'),
  layout: [
    { blockType: 'hero', heading: 'Welcome', primary: { label: 'Sign up' } },
    { blockType: 'faq', items: [{ question: 'Q?', answer: 'A.' }] },
  ],
  seo: { metaTitle: 'SEO title' },
}

const at = '2026-11-23T10:00:00.000Z'
const texts = (doc: unknown) => translatableTexts(fields, doc)

/** zh, then en and ru saved from nothing (a fresh translation of every field). */
function translated(): TranslationState {
  let state = recordSave(undefined, 'zh', texts(zhDoc), {}, { at, title: '标题' })
  state = recordSave(state, 'en', texts(enDoc), {}, { at, by: 'tr@example.com', title: 'Title' })
  state = recordSave(state, 'ru', texts({ ...enDoc, title: 'Заголовок' }), {}, { at, title: 'Заголовок' })
  return state
}

describe('translatable texts', () => {
  it('collects localized text, textarea and rich text, and the prose inside localized blocks, by path', () => {
    expect(texts(zhDoc)).toEqual({
      title: '标题',
      summary: '摘要',
      body: '正文 粗体',
      'layout.0.heading': '欢迎',
      'layout.0.primary.label': '注册',
      'layout.1.items.0.question': '问？',
      'layout.1.items.0.answer': '答。',
      'seo.metaTitle': 'SEO 标题',
    })
  })

  it('hashes equal texts equally and different texts differently', () => {
    expect(textHash('欢迎')).toBe(textHash('欢迎'))
    expect(textHash('欢迎')).not.toBe(textHash('欢迎!'))
    expect(textHash('')).toMatch(/^[0-9a-f]{16}$/)
  })

  it('links to the field Payload renders for a path', () => {
    expect(fieldAnchor('layout.1.items.0.question')).toBe('field-layout__1__items__0__question')
  })
})

describe('translation status by content', () => {
  it('lists every field of en and ru as missing before they are translated', () => {
    const state = recordSave(undefined, 'zh', texts(zhDoc), {}, { at })
    expect(translationNeeds(state).map((n) => [n.locale, n.reason, n.fields.length])).toEqual([
      ['en', 'missing', 8],
      ['ru', 'missing', 8],
    ])
    expect(localeStatus(state, 'zh')).toBe('done')
  })

  it('is up to date after translation, names the field whose source changed, and is up to date again when the change is reverted', () => {
    const state = translated()
    expect(translationNeeds(state)).toEqual([])
    expect(lastSave(state, 'en')).toEqual({ at, by: 'tr@example.com' })

    const edited = { ...zhDoc, layout: [{ ...zhDoc.layout[0], heading: '欢迎光临' }, zhDoc.layout[1]] }
    const changed = recordSave(state, 'zh', texts(edited), texts(zhDoc), { at })
    expect(fieldNeeds(changed, 'en')).toEqual([{ path: 'layout.0.heading', reason: 'outdated' }])
    expect(fieldNeeds(changed, 'ru')).toEqual([{ path: 'layout.0.heading', reason: 'outdated' }])
    expect(localeStatus(changed, 'en')).toBe('outdated')

    const reverted = recordSave(changed, 'zh', texts(zhDoc), texts(edited), { at })
    expect(translationNeeds(reverted)).toEqual([])
    expect(localeStatus(reverted, 'ru')).toBe('done')
  })

  it('marks a rich-text change and clears only the fields the translator changed', () => {
    const state = translated()
    const zh2 = { ...zhDoc, title: '新标题', body: markdownToLexical('正文 **更粗**') }
    const changed = recordSave(state, 'zh', texts(zh2), texts(zhDoc), { at })
    expect(fieldNeeds(changed, 'en').map((n) => n.path)).toEqual(['title', 'body'])

    // The translator updates the title only: the body still needs work.
    const en2 = { ...enDoc, title: 'New title' }
    const partly = recordSave(changed, 'en', texts(en2), texts(enDoc), { at })
    expect(fieldNeeds(partly, 'en')).toEqual([{ path: 'body', reason: 'outdated' }])
  })

  it('compares ru against en where the Chinese field is empty', () => {
    const zh = { title: '标题' }
    const en = { title: 'Title', summary: 'English only' }
    let state = recordSave(undefined, 'zh', texts(zh), {}, { at })
    state = recordSave(state, 'en', texts(en), {}, { at })
    expect(fieldNeeds(state, 'ru')).toEqual([
      { path: 'title', reason: 'missing' },
      { path: 'summary', reason: 'missing' },
    ])
    state = recordSave(state, 'ru', texts({ title: 'Заголовок', summary: 'Только английский' }), {}, { at })
    expect(fieldNeeds(state, 'ru')).toEqual([])
    state = recordSave(state, 'en', texts({ ...en, summary: 'English, edited' }), texts(en), { at })
    expect(fieldNeeds(state, 'ru')).toEqual([{ path: 'summary', reason: 'outdated' }])
    expect(fieldNeeds(state, 'en')).toEqual([])
  })

  it('keeps a legacy timestamp state readable: missing when never saved, outdated when older than zh', () => {
    expect(translationNeeds({ zh: '2026-01-01T00:00:00Z' }).map((n) => [n.locale, n.reason])).toEqual([
      ['en', 'missing'],
      ['ru', 'missing'],
    ])
    expect(
      localeStatus({ zh: '2026-02-01T00:00:00Z', en: '2026-01-01T00:00:00Z', ru: '2026-03-01T00:00:00Z' }, 'en'),
    ).toBe('outdated')
    expect(
      localeStatus({ zh: '2026-02-01T00:00:00Z', en: '2026-01-01T00:00:00Z', ru: '2026-03-01T00:00:00Z' }, 'ru'),
    ).toBe('done')
    expect(localeStatus({ en: 'x' }, 'zh')).toBe('missing')
    expect(translationNeeds(undefined)).toHaveLength(2)
  })
})

describe('row headings', () => {
  it('heads a block row with its own heading or first text, not "Untitled"', () => {
    expect(
      rowHeading({ blockType: 'hero', variant: 'page', eyebrow: 'Data', heading: 'Trade data for 252 countries' }),
    ).toBe('Trade data for 252 countries')
    expect(rowHeading({ blockType: 'richText', content: markdownToLexical('## About us\n\nWe are…') })).toBe('About us')
    expect(rowHeading({ blockType: 'faq', items: [{ question: 'How fresh is the data?', answer: 'Monthly.' }] })).toBe(
      'How fresh is the data?',
    )
    expect(rowHeading({ blockType: 'stats', variant: 'dark' })).toBe('')
    expect(rowHeading({ heading: 'x'.repeat(120) })).toHaveLength(80)
  })
})

describe('unpublished parts and copying the structure', () => {
  const pub = {
    id: 1,
    title: { zh: '标题', en: 'Title', ru: null },
    slug: 'x',
    layout: { zh: [{ id: 'a', blockType: 'hero', heading: '欢迎' }], en: [], ru: [] },
    updatedAt: '1',
  }

  it('names the locales whose draft differs from the published version, and shared changes', () => {
    expect(
      unpublishedParts(fields, pub, { ...pub, updatedAt: '2', title: { zh: '标题', en: 'Title', ru: '' } }),
    ).toEqual({ locales: [], shared: false })
    expect(unpublishedParts(fields, pub, { ...pub, title: { ...pub.title, ru: 'Заголовок' } })).toEqual({
      locales: ['ru'],
      shared: false,
    })
    expect(
      unpublishedParts(fields, pub, {
        ...pub,
        slug: 'y',
        layout: { ...pub.layout, zh: [{ id: 'a', blockType: 'hero', heading: '欢迎光临' }] },
      }),
    ).toEqual({ locales: ['zh'], shared: true })
  })

  it('rebuilds a locale on the source blocks, keeping its own text where the same kind of block stands', () => {
    const layout = fields.find((f) => f.name === 'layout')!
    const zh = [
      { id: 'z1', blockType: 'hero', heading: '欢迎', anchor: 'top', primary: { label: '注册', href: '/register' } },
      {
        id: 'z2',
        blockType: 'faq',
        items: [
          { id: 'i1', question: '问1', answer: '答1' },
          { id: 'i2', question: '问2', answer: '答2' },
        ],
      },
    ]
    const en = [{ id: 'e1', blockType: 'hero', heading: 'Welcome', primary: { label: '', href: '/x' } }]
    expect(copyStructure(layout, zh, en)).toEqual([
      { blockType: 'hero', heading: 'Welcome', anchor: 'top', primary: { label: '注册', href: '/register' } },
      {
        blockType: 'faq',
        items: [
          { question: '问1', answer: '答1' },
          { question: '问2', answer: '答2' },
        ],
      },
    ])
    expect(
      copyStructure(layout, zh, [
        { blockType: 'faq', items: [{ question: 'Q1' }] },
        { blockType: 'faq', items: [{ question: 'Q?' }] },
      ])[1],
    ).toEqual({
      blockType: 'faq',
      items: [
        { question: 'Q?', answer: '答1' },
        { question: '问2', answer: '答2' },
      ],
    })
  })
})

describe('honest states (issue 26)', () => {
  it('counts text still equal to the Chinese source (copy structure, a paste) as needing translation, not as done', () => {
    let state = recordSave(undefined, 'zh', texts(zhDoc), {}, { at })
    // "Copy structure" put the Chinese blocks into en; the translator translated the title only.
    state = recordSave(state, 'en', texts({ ...zhDoc, title: 'Title' }), {}, { at })
    const en = fieldNeeds(state, 'en')
    expect(en.find((need) => need.path === 'title')).toBeUndefined()
    expect(en.find((need) => need.path === 'layout.0.heading')).toEqual({
      path: 'layout.0.heading',
      reason: 'untranslated',
    })
    expect(en.filter((need) => need.reason === 'untranslated').map((need) => need.path)).toEqual(
      expect.arrayContaining([
        'summary',
        'body',
        'layout.0.heading',
        'layout.0.primary.label',
        'layout.1.items.0.question',
        'seo.metaTitle',
      ]),
    )
    expect(localeStatus(state, 'en')).toBe('missing')
    expect(translationNeeds(state).find((need) => need.locale === 'en')?.reason).toBe('missing')
  })

  it('leaves a figure or a name written the same in every language as it is', () => {
    let state = recordSave(undefined, 'zh', { title: 'ISO 27001', summary: '2017', body: '摘要' }, {}, { at })
    state = recordSave(state, 'en', { title: 'ISO 27001', summary: '2017', body: 'Summary' }, {}, { at })
    expect(fieldNeeds(state, 'en')).toEqual([])
    expect(localeStatus(state, 'en')).toBe('done')
  })

  it('treats a Russian text still equal to its English pivot as untranslated', () => {
    let state = recordSave(undefined, 'zh', { title: '标题' }, {}, { at })
    state = recordSave(state, 'en', { title: 'Title', summary: 'Only in English' }, {}, { at })
    state = recordSave(state, 'ru', { title: 'Заголовок', summary: 'Only in English' }, {}, { at })
    expect(fieldNeeds(state, 'ru')).toEqual([{ path: 'summary', reason: 'untranslated' }])
  })

  it('takes only the published Chinese text as the source: a zh draft is a coming change, its publish marks en and ru', () => {
    const state = translated()
    const draft = recordSave(state, 'zh', texts({ ...zhDoc, title: '【A的草稿】' }), texts(zhDoc), {
      at,
      title: '【A的草稿】',
      draft: true,
      everPublished: true,
    })
    // Before zh was ever published, its draft is the source.
    const first = recordSave(undefined, 'zh', texts(zhDoc), {}, { at, draft: true })
    expect(
      fieldNeeds(
        recordSave(first, 'zh', texts({ ...zhDoc, title: '二稿' }), texts(zhDoc), { at, draft: true }),
        'en',
      )[0],
    ).toEqual({ path: 'title', reason: 'missing' })
    expect(translationNeeds(draft)).toEqual([])
    expect(localeStatus(draft, 'en')).toBe('done')
    // The overview keeps the published title.
    expect((draft.zh as { title?: string }).title).toBe('标题')
    // Publishing zh makes it the source: en and ru are outdated in that field.
    const published = recordSave(draft, 'zh', texts({ ...zhDoc, title: '新标题' }), texts(zhDoc), {
      at,
      title: '新标题',
    })
    expect(fieldNeeds(published, 'en')).toEqual([{ path: 'title', reason: 'outdated' }])
    // "Publish all locales" from the en screen publishes the zh draft too.
    const all = recordSave(draft, 'en', texts(enDoc), texts(enDoc), { at, publishAll: true })
    expect(fieldNeeds(all, 'ru')).toEqual([{ path: 'title', reason: 'outdated' }])
  })

  it('asks no translation for a site that does not show the document', () => {
    expect(offSiteLocales(['cn'])).toEqual(['en', 'ru'])
    expect(offSiteLocales(['cn', 'ru'])).toEqual(['en'])
    expect(offSiteLocales([])).toEqual([])
    expect(offSiteLocales(undefined)).toEqual([])
    expect(offSiteLocales(['cn', 'en', 'ru'], ['cn'])).toEqual(['en', 'ru'])
    const state = recordSave(undefined, 'zh', texts(zhDoc), {}, { at, offSite: offSiteLocales(['cn']) })
    expect(translationNeeds(state)).toEqual([])
    expect(localeStatus(state, 'en')).toBe('off')
    expect(localeStatus(state, 'ru')).toBe('off')
    // Put on /ru later: ru needs its translation, en still not.
    const onRu = recordSave(state, 'zh', texts(zhDoc), texts(zhDoc), { at, offSite: offSiteLocales(['cn', 'ru']) })
    expect(translationNeeds(onRu).map((need) => need.locale)).toEqual(['ru'])
  })
})

describe('field labels for the overview (issue 26)', () => {
  it('names a path as an editor reads it: the field, the kind of block, an array row by number', () => {
    const labelled: FieldLike[] = [
      { type: 'text', name: 'title', label: { en: 'Title', zh: '标题' } },
      {
        type: 'blocks',
        name: 'layout',
        label: 'Layout',
        blocks: [
          { slug: 'callToAction', labels: { singular: 'Call to action' }, fields: [{ type: 'text', name: 'text' }] },
          { slug: 'faq', fields: [{ type: 'array', name: 'items', fields: [{ type: 'textarea', name: 'answer' }] }] },
        ],
      },
      { type: 'tabs', tabs: [{ name: 'seo', fields: [{ type: 'text', name: 'metaTitle' }] }] },
    ]
    const doc = { layout: [{ blockType: 'faq', items: [{}, {}] }, { blockType: 'callToAction' }] }
    expect(pathLabel(labelled, doc, 'title')).toEqual([{ en: 'Title', zh: '标题' }])
    expect(pathLabel(labelled, doc, 'layout.1.text')).toEqual(['Layout', 'Call to action', 'Text'])
    expect(pathLabel(labelled, doc, 'layout.0.items.1.answer')).toEqual(['Layout', 'Faq', 'Items', 2, 'Answer'])
    expect(pathLabel(labelled, doc, 'seo.metaTitle')).toEqual(['Seo', 'Meta title'])
    // A row the document no longer has: its number.
    expect(pathLabel(labelled, doc, 'layout.7.text')).toEqual(['Layout', 8, 'Text'])
  })
})

describe('document order (issue 26)', () => {
  it('lists the fields in page order even after the database reorders the stored keys', () => {
    const state = recordSave(undefined, 'zh', texts(zhDoc), {}, { at })
    // PostgreSQL's jsonb keeps object keys shorter-first, then bytewise: 'body' before 'title' before 'summary'.
    const jsonb = (record: Record<string, string>) =>
      Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1)))
    const stored = {
      ...state,
      zh: { ...(state.zh as object), hashes: jsonb((state.zh as { hashes: Record<string, string> }).hashes) },
    }
    expect(fieldNeeds(stored, 'en').map((need) => need.path)).toEqual(Object.keys(texts(zhDoc)))
    expect(Object.keys(texts(zhDoc))[0]).toBe('title')
  })
})

describe('last save with a zh draft (issue 26)', () => {
  it("names the draft's author and time as the last zh save, while the published text stays the source", () => {
    const state = recordSave(undefined, 'zh', texts(zhDoc), {}, { at, by: 'a@example.com' })
    const later = '2026-11-24T08:00:00.000Z'
    const draft = recordSave(state, 'zh', texts({ ...zhDoc, title: '草稿' }), texts(zhDoc), {
      at: later,
      by: 'b@example.com',
      draft: true,
      everPublished: true,
    })
    expect(lastSave(draft, 'zh')).toEqual({ at: later, by: 'b@example.com' })
    expect(lastSave(state, 'zh')).toEqual({ at, by: 'a@example.com' })
  })
})

describe('what changed since the translation (issue 26)', () => {
  it('cuts a text into sentences (Chinese, Latin and Cyrillic punctuation, decimals kept)', () => {
    expect(sentencesOf('第一句。第二句！Version 2.5 is out. Ещё одно? Last')).toEqual([
      '第一句。',
      '第二句！',
      'Version 2.5 is out.',
      'Ещё одно?',
      'Last',
    ])
    expect(sentencesOf('line one\nline two')).toEqual(['line one', 'line two'])
  })

  it('marks the one sentence of the source that changed since the field was translated', () => {
    const body = (middle: string) => ({ title: '标题', summary: `我们覆盖七十二个国家。${middle}欢迎联系我们。` })
    let state = recordSave(undefined, 'zh', body('数据每月更新。'), {}, { at })
    state = recordSave(
      state,
      'en',
      { title: 'Title', summary: 'We cover 72 countries. Data is updated monthly. Contact us.' },
      {},
      { at },
    )
    expect(
      sourceDiff(state, 'en', 'summary', '我们覆盖七十二个国家。数据每月更新。欢迎联系我们。')?.every(
        (s) => !s.changed,
      ),
    ).toBe(true)
    // The editor changes the middle sentence and publishes.
    state = recordSave(state, 'zh', body('数据每周更新。'), body('数据每月更新。'), { at })
    expect(fieldNeeds(state, 'en')).toEqual([{ path: 'summary', reason: 'outdated' }])
    expect(sourceDiff(state, 'en', 'summary', '我们覆盖七十二个国家。数据每周更新。欢迎联系我们。')).toEqual([
      { text: '我们覆盖七十二个国家。', changed: false },
      { text: '数据每周更新。', changed: true },
      { text: '欢迎联系我们。', changed: false },
    ])
    // Translated again: nothing is marked any more; a one-sentence field keeps no sentences (the field is the unit).
    state = recordSave(
      state,
      'en',
      { title: 'Title', summary: 'We cover 72 countries. Data is updated weekly. Contact us.' },
      { title: 'Title', summary: 'We cover 72 countries. Data is updated monthly. Contact us.' },
      { at },
    )
    expect(
      sourceDiff(state, 'en', 'summary', '我们覆盖七十二个国家。数据每周更新。欢迎联系我们。')?.some((s) => s.changed),
    ).toBe(false)
    expect(sourceDiff(state, 'en', 'title', '标题')).toBeNull()
  })
})

describe('word counts (issue 26)', () => {
  it('counts a Chinese character as a word, and words of Latin and Cyrillic text', () => {
    expect(wordCount('全球海关数据')).toBe(6)
    expect(wordCount('HS 9403 家具')).toBe(4)
    expect(wordCount("Buyers' data, shipment-level records.")).toBe(4)
    expect(wordCount('Данные по 72 странам')).toBe(4)
  })

  it('gives each field that needs work the size of its source', () => {
    const state = recordSave(undefined, 'zh', { title: '海关数据', summary: '我们覆盖七十二个国家。' }, {}, { at })
    expect(fieldNeeds(state, 'en').map((need) => sourceWords(state, 'en', need.path))).toEqual([4, 10])
  })
})

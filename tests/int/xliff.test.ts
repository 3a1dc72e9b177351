/**
 * XLIFF 2.0 round trip: a page's Russian work exported at /api/translations/xliff, translated in
 * the file, imported back as a Russian draft (tasks updated); refusals per unit (unknown id, changed source, tag
 * mismatch) and per request (guests 401, members 403, malformed 400, too large 413), never a 500.
 */
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { markdownToLexical, lexicalToText } from '@/domain/lexical'
import { parseXliff, buildXliff, type XliffDocument } from '@/domain/xliff'
import { closeTestPayload, testPayload } from './payload'

let payload: Payload
let config: Promise<SanitizedConfig>
const tokens: Record<string, string> = {}
const ctx = { disableRevalidate: true }
const stamp = Date.now().toString(36)

async function call(
  role: string | null,
  method: 'GET' | 'POST',
  url: string,
  body?: { xml: string } | Uint8Array,
  language = 'en',
): Promise<{ status: number; text: string; headers: Headers }> {
  const headers: Record<string, string> = {
    'accept-language': language,
    ...(role ? { authorization: `JWT ${tokens[role]}` } : {}),
  }
  let requestBody: BodyInit | undefined
  if (body instanceof Uint8Array) requestBody = body as BodyInit
  else if (body) {
    const form = new FormData()
    form.set('file', new Blob([body.xml], { type: 'application/xliff+xml' }), 'ru.xlf')
    requestBody = form
  }
  const request = new Request(`http://localhost:3210${url}`, { method, headers, body: requestBody })
  const response = await handleEndpoints({ config, path: url.split('?')[0]!, request })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

async function tasks(id: number) {
  const { docs } = await payload.find({
    collection: 'translation-tasks',
    where: { and: [{ collection: { equals: 'pages' } }, { docId: { equals: id } }] },
    overrideAccess: true,
  })
  return Object.fromEntries(
    docs.map((row) => [
      row.locale,
      { state: row.state, fields: (row.fields as { path: string }[]).map((f) => f.path) },
    ]),
  )
}

let pageId = 0
const BODY = '覆盖 **200 多个** 国家的海关数据，详见[数据目录](/cn/data)。\n\n每周更新。'

beforeAll(async () => {
  payload = await testPayload()
  config = (await import('@payload-config')).default
  for (const role of ['translator', 'editor'] as const) {
    const email = `${role}-${stamp}@xliff.test`
    await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-password-1', role },
      overrideAccess: true,
    })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })).token!
  }
  const email = `member-${stamp}@xliff.test`
  await payload.create({ collection: 'members', data: { email, password: 'secret-123' }, overrideAccess: true })
  tokens.member = (await payload.login({ collection: 'members', data: { email, password: 'secret-123' } })).token!
  const page = await payload.create({
    collection: 'pages',
    locale: 'zh',
    data: {
      title: '海关数据',
      path: `xliff${stamp}`,
      sites: ['cn', 'en', 'ru'],
      layout: [
        { blockType: 'hero', heading: '全球海关数据 & 贸易 <情报>', subheading: '逐票记录' },
        { blockType: 'richText', content: markdownToLexical(BODY) as never },
      ],
      _status: 'published',
    },
    overrideAccess: true,
    context: ctx,
  })
  pageId = page.id
}, 120_000)
afterAll(closeTestPayload)

function fill(
  doc: XliffDocument,
  targets: Record<
    string,
    (
      source: XliffDocument['files'][0]['units'][0]['segments'][0]['source'],
      index: number,
    ) => XliffDocument['files'][0]['units'][0]['segments'][0]['source']
  >,
): XliffDocument {
  for (const file of doc.files)
    for (const unit of file.units) {
      const make = targets[unit.id]
      if (make) unit.segments.forEach((segment, index) => (segment.target = make(segment.source, index)))
    }
  return doc
}

const text = (value: string) => [{ kind: 'text' as const, text: value }]

describe('XLIFF export and import', () => {
  it('refuses guests (401) and members (403), and a bad locale (400)', async () => {
    expect((await call(null, 'GET', '/api/translations/xliff?locale=ru')).status).toBe(401)
    expect((await call('member', 'GET', '/api/translations/xliff?locale=ru')).status).toBe(403)
    expect((await call(null, 'POST', '/api/translations/xliff', { xml: '<xliff/>' })).status).toBe(401)
    expect((await call('member', 'POST', '/api/translations/xliff', { xml: '<xliff/>' })).status).toBe(403)
    const zh = await call('editor', 'GET', '/api/translations/xliff?locale=zh')
    expect(zh.status).toBe(400)
    expect(zh.text).toContain('en or ru')
    expect((await call('editor', 'GET', '/api/translations/xliff?locale=zh', undefined, 'zh')).text).toContain(
      '目标语言必须是 en 或 ru',
    )
  })

  it('exports one unit per field that needs work, the rich text with inline codes', async () => {
    const answer = await call('translator', 'GET', `/api/translations/xliff?locale=ru&collection=pages&ids=${pageId}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('application/xliff+xml')
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="translations-ru-pages-\d{4}-\d\d-\d\d\.xlf"$/,
    )
    expect(answer.text).toContain('<source xml:space="preserve">全球海关数据 &amp; 贸易 &lt;情报&gt;</source>')
    expect(answer.text).toContain('<pc id="1" type="fmt" subType="xlf:b">200 多个</pc>')
    const doc = parseXliff(answer.text)
    expect(doc.trgLang).toBe('ru')
    expect(doc.files.map((file) => file.id)).toEqual([`pages-${pageId}`])
    expect(doc.files[0]!.units.map((unit) => unit.id)).toEqual([
      `pages:${pageId}:title`,
      `pages:${pageId}:layout.0.heading`,
      `pages:${pageId}:layout.0.subheading`,
      `pages:${pageId}:layout.1.content`,
    ])
    expect(doc.files[0]!.units[3]!.segments).toHaveLength(2)
    // Another document is not in a file restricted to this one.
    const other = await call('translator', 'GET', `/api/translations/xliff?locale=ru&ids=pages:${pageId + 100000}`)
    expect(parseXliff(other.text).files).toEqual([])
  })

  it('round trip in ru: translated units land as a Russian draft, the tasks follow, refused units are named', async () => {
    const exported = parseXliff(
      (await call('translator', 'GET', `/api/translations/xliff?locale=ru&ids=pages:${pageId}`)).text,
    )
    const id = (path: string) => `pages:${pageId}:${path}`
    fill(exported, {
      [id('title')]: () => text('Таможенные данные'),
      [id('layout.0.heading')]: () => text('Мировые таможенные данные & <аналитика>'),
      // Bold and link kept, reordered.
      [id('layout.1.content')]: (_source, index) =>
        index === 0
          ? [
              { kind: 'text', text: 'Подробнее в ' },
              { kind: 'pc', id: '2', children: text('каталоге') },
              { kind: 'text', text: ': таможенные данные ' },
              { kind: 'pc', id: '1', children: text('более 200') },
              { kind: 'text', text: ' стран.' },
            ]
          : text('Обновляется еженедельно.'),
    })
    // layout.0.subheading left without a target: skipped. Plus three bad units.
    const file = exported.files[0]!
    file.units.push({
      id: `pages:${pageId}:layout.7.heading`,
      segments: [{ id: 's1', source: text('x'), target: text('y') }],
    })
    file.units.push({ id: `news:999999:title`, segments: [{ id: 's1', source: text('x'), target: text('y') }] })
    const xml = buildXliff(exported)
    const answer = await call('translator', 'POST', '/api/translations/xliff', { xml })
    expect(answer.status).toBe(200)
    const report = JSON.parse(answer.text) as {
      applied: number
      refused: number
      skipped: number
      units: { id: string; status: string; message: string }[]
    }
    expect(report).toMatchObject({ applied: 3, refused: 2, skipped: 1 })
    const byId = Object.fromEntries(report.units.map((unit) => [unit.id, unit]))
    expect(byId[id('layout.0.subheading')]!.status).toBe('skipped')
    expect(byId[id('layout.7.heading')]).toMatchObject({
      status: 'refused',
      message: expect.stringContaining('Unknown unit id'),
    })
    expect(byId['news:999999:title']).toMatchObject({
      status: 'refused',
      message: expect.stringContaining('Unknown unit id'),
    })

    const draft = (await payload.findByID({
      collection: 'pages',
      id: pageId,
      locale: 'ru',
      fallbackLocale: false as never,
      draft: true,
      overrideAccess: true,
    })) as unknown as {
      title: string
      _status: string
      layout: { blockType: string; heading?: string; subheading?: string; content?: unknown }[]
    }
    expect(draft.title).toBe('Таможенные данные')
    expect(draft.layout.map((block) => block.blockType)).toEqual(['hero', 'richText'])
    expect(draft.layout[0]!.heading).toBe('Мировые таможенные данные & <аналитика>')
    expect(lexicalToText(draft.layout[1]!.content)).toBe(
      'Подробнее в каталоге: таможенные данные более 200 стран.\nОбновляется еженедельно.',
    )
    expect(JSON.stringify(draft.layout[1]!.content)).toContain('/cn/data')
    // Saved as a draft: the published Russian page has no title yet.
    const published = (await payload.findByID({
      collection: 'pages',
      id: pageId,
      locale: 'ru',
      fallbackLocale: false as never,
      draft: false,
      overrideAccess: true,
    })) as unknown as { title?: string | null }
    expect(published.title ?? null).toBeNull()
    // Only the subheading (not in the file's targets) is left to do in ru.
    expect((await tasks(pageId)).ru).toEqual({ state: 'missing', fields: ['layout.0.subheading'] })
    expect((await tasks(pageId)).en!.state).toBe('missing')
  })

  it('refuses a unit whose source changed since the export, and one whose inline tags differ, in the user’s language', async () => {
    const exported = parseXliff(
      (await call('editor', 'GET', `/api/translations/xliff?locale=en&ids=pages:${pageId}`)).text,
    )
    const id = (path: string) => `pages:${pageId}:${path}`
    fill(exported, {
      [id('title')]: () => text('Customs data'),
      [id('layout.0.subheading')]: () => text('Shipment by shipment'),
      // The bold is gone: refused.
      [id('layout.1.content')]: (_source, index) =>
        index === 0
          ? [
              { kind: 'text', text: 'Customs data of 200 countries, see ' },
              { kind: 'pc', id: '2', children: text('the catalogue') },
            ]
          : text('Updated weekly.'),
    })
    // The Chinese subheading is edited and published after the export.
    await payload.update({
      collection: 'pages',
      id: pageId,
      locale: 'zh',
      data: {
        layout: [
          { blockType: 'hero', heading: '全球海关数据 & 贸易 <情报>', subheading: '逐票记录，每日更新' },
          { blockType: 'richText', content: markdownToLexical(BODY) as never },
        ],
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: ctx,
    })
    const answer = await call('editor', 'POST', '/api/translations/xliff?locale=en', { xml: buildXliff(exported) })
    expect(answer.status).toBe(200)
    const report = JSON.parse(answer.text) as {
      applied: number
      units: { id: string; status: string; message: string }[]
    }
    const byId = Object.fromEntries(report.units.map((unit) => [unit.id, unit]))
    expect(byId[id('title')]!.status).toBe('applied')
    expect(byId[id('layout.0.subheading')]).toMatchObject({
      status: 'refused',
      message: expect.stringContaining('source text changed'),
    })
    expect(byId[id('layout.1.content')]).toMatchObject({
      status: 'refused',
      message: expect.stringContaining('code 1 missing'),
    })
    const en = (await payload.findByID({
      collection: 'pages',
      id: pageId,
      locale: 'en',
      fallbackLocale: false as never,
      draft: true,
      overrideAccess: true,
    })) as unknown as { title: string; layout?: unknown[] }
    expect(en.title).toBe('Customs data')

    // A file for ru sent as en is refused whole; so is malformed XML (400) and a file over 5 MB (413).
    const mismatch = await call(
      'editor',
      'POST',
      '/api/translations/xliff?locale=ru',
      { xml: buildXliff(exported) },
      'ru',
    )
    expect(mismatch.status).toBe(400)
    expect(mismatch.text).toContain('Файл предназначен для en, а не для ru.')
    const malformed = await call('editor', 'POST', '/api/translations/xliff', {
      xml: '<xliff version="2.0"><file><unit>',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.text).toContain('Not a readable XLIFF 2.0 file')
    const big = await call('editor', 'POST', '/api/translations/xliff', {
      xml: `<xliff version="2.0">${'x'.repeat(5 * 1024 * 1024 + 10)}</xliff>`,
    })
    expect(big.status).toBe(413)
    expect(big.text).toContain('5 MB')
    // A file targeting Chinese (the source) is refused whole, for a translator as for anyone.
    const zhFile = buildXliff({ ...exported, trgLang: 'zh' })
    const zh = await call('translator', 'POST', '/api/translations/xliff', { xml: zhFile })
    expect(zh.status).toBe(400)
    expect(zh.text).toContain('The target language must be en or ru.')
    const none = await call('editor', 'POST', '/api/translations/xliff', new Uint8Array())
    expect(none.status).toBe(400)
  })
})

describe('XLIFF of a seeded page', () => {
  it('exports the seeded About us page’s Russian work: an outdated heading with its old translation, a missing rich text with headings, lists, bold and links', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: 'aboutus' } },
      locale: 'zh',
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const about = docs[0] as unknown as { id: number; layout: Record<string, unknown>[] }
    expect(about).toBeDefined()
    // The Chinese hero heading is rewritten and published; the Russian company profile is emptied in a draft.
    const zhLayout = about.layout.map((block, index) =>
      index === 0 ? { ...block, heading: '让每一家外贸企业都看清全球市场' } : block,
    )
    await payload.update({
      collection: 'pages',
      id: about.id,
      locale: 'zh',
      data: { layout: zhLayout, _status: 'published' } as never,
      overrideAccess: true,
      context: ctx,
    })
    const ru = (await payload.findByID({
      collection: 'pages',
      id: about.id,
      locale: 'ru',
      fallbackLocale: false as never,
      draft: true,
      depth: 0,
      overrideAccess: true,
    })) as unknown as { layout: Record<string, unknown>[] }
    const profile = ru.layout.findIndex((block) => block.blockType === 'richText')
    const ruLayout = ru.layout.map((block, index) => (index === profile ? { ...block, content: null } : block))
    await payload.update({
      collection: 'pages',
      id: about.id,
      locale: 'ru',
      draft: true,
      data: { layout: ruLayout, _status: 'draft' } as never,
      overrideAccess: true,
      context: ctx,
    })

    const answer = await call('translator', 'GET', `/api/translations/xliff?locale=ru&ids=pages:${about.id}`)
    expect(answer.status).toBe(200)
    const units = parseXliff(answer.text).files[0]!.units
    expect(units.map((unit) => unit.id)).toEqual([
      `pages:${about.id}:layout.0.heading`,
      `pages:${about.id}:layout.${profile}.content`,
    ])
    expect(units[0]!.segments[0]!.target).toEqual(text('Делаем мировую торговлю прозрачной для каждого экспортёра'))
    expect(answer.text).toContain('<pc id="1" type="fmt" subType="xlf:b">海关数据与企业搜索</pc>')
    expect(answer.text).toContain('type="link">联系我们</pc>')
    if (process.env.XLIFF_SAMPLE_OUT) {
      const { writeFileSync } = await import('node:fs')
      writeFileSync(process.env.XLIFF_SAMPLE_OUT, answer.text.replace(/pages(.)\d+/g, 'pages$1aboutus'))
    }
  })
})

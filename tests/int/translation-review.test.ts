/**
 * The translation team's work on /admin/translations: an assignee and due date per document and
 * locale, a review step translated → reviewed → published with who and when, the endpoints' access and errors, and
 * the save hooks keeping all of it (a new Chinese source resets the step, publishing the locale sets "published").
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, testPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
}, 120_000)
afterAll(closeTestPayload)

const ctx = { disableRevalidate: true }
const hero = (heading: string) => [{ blockType: 'hero' as const, heading }]

type Who = { id: number; email: string; token?: string }
async function staff(role: 'editor' | 'translator' | 'admin'): Promise<Who> {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@review.test`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'a-long-password-1', role },
    overrideAccess: true,
  })
  return {
    id: user.id,
    email,
    token: (await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })).token,
  }
}

async function call(path: '/assign' | '/review', who: { token?: string } | null, body: unknown) {
  const { handleEndpoints } = await import('payload')
  const config = (await import('@payload-config')).default
  const url = `/api/translation-tasks${path}`
  const request = new Request(`http://localhost:3210${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(who?.token ? { authorization: `JWT ${who.token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config, path: url, request })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & {
      code?: number
      updated?: number[]
      unchanged?: number[]
      refused?: { id: number; message: string }[]
    },
  }
}

async function task(docId: number, locale: 'en' | 'ru') {
  const { docs } = await payload.find({
    collection: 'translation-tasks',
    where: { and: [{ collection: { equals: 'pages' } }, { docId: { equals: docId } }, { locale: { equals: locale } }] },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] as unknown as {
    id: number
    state: string
    assignee: number | null
    dueDate: string | null
    review: string | null
    reviewHistory: { state: string; by: string; at: string; to?: string }[] | null
  }
}

async function newPage() {
  return payload.create({
    collection: 'pages',
    locale: 'zh',
    data: {
      title: '审校页面',
      path: `rv${Date.now()}${Math.floor(Math.random() * 1e4)}`,
      sites: ['cn', 'en', 'ru'],
      layout: hero('欢迎'),
      _status: 'published',
    },
    overrideAccess: true,
    context: ctx,
  })
}

describe('translation review and assignment', () => {
  let editor: Who, translator: Who, second: Who
  beforeAll(async () => {
    editor = await staff('editor')
    translator = await staff('translator')
    second = await staff('translator')
  })

  it('assigns a task with a due date, lets a translator take an unassigned one, and keeps both across saves', async () => {
    const page = await newPage()
    const ru = await task(page.id, 'ru')
    const en = await task(page.id, 'en')

    const assigned = await call('/assign', editor, { ids: [ru.id], assignee: translator.id, dueDate: '2026-12-01' })
    expect(assigned).toMatchObject({ status: 200, body: { updated: [ru.id] } })
    // The same again: nothing new recorded.
    expect(
      (await call('/assign', editor, { ids: [ru.id], assignee: translator.id, dueDate: '2026-12-01' })).body,
    ).toMatchObject({ updated: [], unchanged: [ru.id] })

    // A translator takes the unassigned en task for themself, but not the ru task someone else has, and assigns nobody
    // else.
    expect((await call('/assign', second, { ids: [en.id], assignee: 'me' })).body).toMatchObject({ updated: [en.id] })
    expect((await call('/assign', second, { ids: [ru.id], assignee: 'me' })).status).toBe(409)
    expect((await call('/assign', second, { ids: [en.id], assignee: translator.id })).status).toBe(403)
    expect((await call('/assign', second, { ids: [en.id], assignee: 'me', dueDate: '2026-12-24' })).status).toBe(403)

    // Saves of the document (a translation, a new Chinese source) keep assignee and due date.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'ru',
      data: { title: 'Страница', layout: hero('Добро пожаловать') },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'zh',
      data: { layout: hero('欢迎光临'), _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    const afterSaves = await task(page.id, 'ru')
    expect(afterSaves.id).toBe(ru.id)
    expect(afterSaves.assignee).toBe(translator.id)
    expect(String(afterSaves.dueDate).slice(0, 10)).toBe('2026-12-01')
    expect((await task(page.id, 'en')).assignee).toBe(second.id)
    expect(afterSaves.reviewHistory?.filter((e) => e.state === 'assigned')).toEqual([
      expect.objectContaining({ by: editor.email, to: translator.email }),
    ])

    // The filter "assigned to me" of the overview is a plain where on the row.
    const mine = await payload.find({
      collection: 'translation-tasks',
      where: { assignee: { equals: translator.id } },
      overrideAccess: true,
    })
    expect(mine.docs.map((d) => d.id)).toContain(ru.id)
  })

  it('goes translated → reviewed → published with who and when, resets on a new source, and records each step once', async () => {
    const page = await newPage()
    const ru = await task(page.id, 'ru')
    // Nothing translated yet: it cannot be marked translated.
    expect((await call('/review', translator, { ids: [ru.id], step: 'translated' })).status).toBe(409)

    // The translator's work is saved as drafts (the admin's autosave); a draft publishes nothing.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'ru',
      draft: true,
      data: { title: 'Проверка', layout: hero('Добро пожаловать'), _status: 'draft' },
      overrideAccess: true,
      context: ctx,
    })
    expect(await task(page.id, 'ru')).toMatchObject({ state: 'done', review: null })
    expect((await call('/review', translator, { ids: [ru.id], step: 'translated' })).body).toMatchObject({
      updated: [ru.id],
    })
    // A retry records nothing more.
    expect((await call('/review', translator, { ids: [ru.id], step: 'translated' })).body).toMatchObject({
      unchanged: [ru.id],
    })
    // The translator does not review their own translation; a second translator or an editor does.
    const own = await call('/review', translator, { ids: [ru.id], step: 'reviewed' })
    expect(own.status).toBe(409)
    expect(own.body.refused?.[0]?.message).toMatch(/another staff user|其他员工|другой сотрудник/)
    expect((await call('/review', editor, { ids: [ru.id], step: 'reviewed' })).body).toMatchObject({ updated: [ru.id] })
    expect((await call('/review', editor, { ids: [ru.id], step: 'reviewed' })).body).toMatchObject({
      unchanged: [ru.id],
    })

    // Saving a draft of ru does not publish it; publishing does, as the publishing user.
    const publisher = await payload.find({
      collection: 'users',
      where: { id: { equals: editor.id } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'ru',
      draft: true,
      data: { title: 'Проверка', _status: 'draft' },
      overrideAccess: true,
      context: ctx,
    })
    expect((await task(page.id, 'ru')).review).toBe('reviewed')
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'ru',
      data: { _status: 'published' },
      user: publisher.docs[0],
      overrideAccess: true,
      context: ctx,
    })
    const published = await task(page.id, 'ru')
    expect(published.review).toBe('published')
    expect(published.reviewHistory?.map((e) => [e.state, e.by])).toEqual([
      ['translated', translator.email],
      ['reviewed', editor.email],
      ['published', editor.email],
    ])
    for (const entry of published.reviewHistory ?? []) expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 60_000)

    // A new Chinese source is published: ru needs work again and its step goes back.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'zh',
      data: { layout: hero('新的欢迎词'), _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    const reopened = await task(page.id, 'ru')
    expect(reopened).toMatchObject({ state: 'outdated', review: null })
    expect(reopened.reviewHistory?.at(-1)?.state).toBe('reopened')
  })

  it('answers guests 401, members 403, malformed bodies 400 with code 10001 — never 500', async () => {
    const page = await newPage()
    const ru = await task(page.id, 'ru')
    expect((await call('/assign', null, { ids: [ru.id], assignee: null })).status).toBe(401)
    expect((await call('/review', null, { ids: [ru.id], step: 'translated' })).status).toBe(401)
    const email = `member-${Date.now()}@review.test`
    await payload.create({
      collection: 'members',
      data: { email, password: 'secret-123' } as never,
      overrideAccess: true,
    })
    const member = {
      token: (await payload.login({ collection: 'members', data: { email, password: 'secret-123' } })).token,
    }
    expect((await call('/assign', member, { ids: [ru.id], assignee: null })).status).toBe(403)
    expect((await call('/review', member, { ids: [ru.id], step: 'translated' })).status).toBe(403)

    for (const [path, body] of [
      ['/assign', '{not json'],
      ['/assign', { ids: 'x', assignee: null }],
      ['/assign', { ids: [ru.id] }],
      ['/assign', { ids: [ru.id], assignee: 'someone' }],
      ['/assign', { ids: [ru.id], assignee: 99_999_999 }],
      ['/assign', { ids: [ru.id], dueDate: '2026-02-30' }],
      ['/review', { ids: [ru.id], step: 'published' }],
      ['/review', { ids: [], step: 'translated' }],
      ['/review', []],
    ] as const) {
      const answer = await call(path, editor, body)
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(answer.body.code).toBe(10001)
    }
    // An unknown task id is refused with a message, not a crash.
    expect((await call('/review', editor, { ids: [99_999_999], step: 'translated' })).status).toBe(409)
  })
})

/**
 * Translation staleness by content: saving a locale records what each field was translated from; the
 * `translation-tasks` rows behind /admin/translations follow every save, per field, and an edit of the Chinese text
 * that is reverted exactly leaves en and ru up to date.
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
const hero = (heading: string, subheading = '') => [{ blockType: 'hero' as const, heading, subheading }]

async function tasks(id: number) {
  const { docs } = await payload.find({
    collection: 'translation-tasks',
    where: { and: [{ collection: { equals: 'pages' } }, { docId: { equals: id } }] },
    sort: 'locale',
    overrideAccess: true,
  })
  return Object.fromEntries(
    docs.map((row) => [
      row.locale,
      {
        state: row.state,
        fields: (row.fields as { path: string }[]).map((f) => f.path),
        first: row.firstField,
        titleRu: row.titleRu,
      },
    ]),
  )
}

describe('translation tasks', () => {
  it('lists the missing fields of en and ru, then follows edit, revert and deletion of the Chinese text', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: {
        title: '展会日历',
        path: `tt${Date.now()}`,
        sites: ['cn', 'en', 'ru'],
        layout: hero('欢迎参观', '四十场展会'),
      },
      overrideAccess: true,
      context: ctx,
    })
    expect(await tasks(page.id)).toEqual({
      en: {
        state: 'missing',
        fields: ['title', 'layout.0.heading', 'layout.0.subheading'],
        first: 'title',
        titleRu: null,
      },
      ru: {
        state: 'missing',
        fields: ['title', 'layout.0.heading', 'layout.0.subheading'],
        first: 'title',
        titleRu: null,
      },
    })

    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Trade shows', layout: hero('Welcome', 'Forty shows') },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'ru',
      data: { title: 'Выставки', layout: hero('Добро пожаловать') },
      overrideAccess: true,
      context: ctx,
    })
    expect(await tasks(page.id)).toEqual({
      en: { state: 'done', fields: [], first: null, titleRu: 'Выставки' },
      ru: { state: 'missing', fields: ['layout.0.subheading'], first: 'layout.0.subheading', titleRu: 'Выставки' },
    })

    // zh heading edited: that one field of en and ru is outdated.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'zh',
      data: { layout: hero('欢迎光临', '四十场展会') },
      overrideAccess: true,
      context: ctx,
    })
    const edited = await tasks(page.id)
    expect(edited.en).toMatchObject({ state: 'outdated', fields: ['layout.0.heading'] })
    expect(edited.ru).toMatchObject({ state: 'missing', fields: ['layout.0.heading', 'layout.0.subheading'] })

    // Reverted exactly: en is up to date again (a timestamp would still call it older than zh).
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'zh',
      data: { layout: hero('欢迎参观', '四十场展会') },
      overrideAccess: true,
      context: ctx,
    })
    const reverted = await tasks(page.id)
    expect(reverted.en).toMatchObject({ state: 'done', fields: [] })
    expect(reverted.ru).toMatchObject({ state: 'missing', fields: ['layout.0.subheading'] })

    await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true, context: ctx })
    expect(await tasks(page.id)).toEqual({})
  })

  it('keeps a zh draft as a coming change: en and ru stay up to date until zh is published (issue 26)', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: {
        title: '展会指南',
        path: `td${Date.now()}`,
        sites: ['cn', 'en', 'ru'],
        layout: hero('欢迎参观'),
        _status: 'published',
      },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Show guide', layout: hero('Welcome'), _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'ru',
      data: { title: 'Гид по выставкам', layout: hero('Добро пожаловать'), _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    expect((await tasks(page.id)).en).toMatchObject({ state: 'done' })

    // An editor's autosaved zh draft: nothing to translate yet, and the overview keeps the published title.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'zh',
      draft: true,
      autosave: true,
      data: { title: '【A的草稿】', layout: hero('草稿'), _status: 'draft' },
      overrideAccess: true,
      context: ctx,
    })
    const drafted = await tasks(page.id)
    expect(drafted.en).toMatchObject({ state: 'done', fields: [] })
    expect(drafted.ru).toMatchObject({ state: 'done', fields: [] })
    const { docs } = await payload.find({
      collection: 'translation-tasks',
      where: { and: [{ collection: { equals: 'pages' } }, { docId: { equals: page.id } }] },
      overrideAccess: true,
    })
    expect(docs.map((row) => row.titleZh)).toEqual(['展会指南', '展会指南'])

    // Published: now it is the source, and the changed fields are outdated.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'zh',
      data: { title: '展会指南', layout: hero('欢迎光临'), _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    expect((await tasks(page.id)).en).toMatchObject({ state: 'outdated', fields: ['layout.0.heading'] })
  })

  it('calls Chinese text copied into en "missing", and asks nothing of a site that does not show the document (issue 26)', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: {
        title: '海关数据',
        path: `tc${Date.now()}`,
        sites: ['cn'],
        layout: hero('全球海关数据', '逐票记录'),
        _status: 'published',
      },
      overrideAccess: true,
      context: ctx,
    })
    // Shown on /cn only: no en or ru task at all.
    expect(await tasks(page.id)).toEqual({})
    // Put on /en too: en is asked for, ru still not.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'zh',
      data: { sites: ['cn', 'en'] },
      overrideAccess: true,
      context: ctx,
    })
    expect(Object.keys(await tasks(page.id))).toEqual(['en'])
    // The structure copied from Chinese, only the title translated: the rest is still Chinese, so en is not done.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Customs data', layout: hero('全球海关数据', '逐票记录') },
      overrideAccess: true,
      context: ctx,
    })
    expect((await tasks(page.id)).en).toEqual({
      state: 'missing',
      fields: ['layout.0.heading', 'layout.0.subheading'],
      first: 'layout.0.heading',
      titleRu: null,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { layout: hero('Global customs data', 'Shipment by shipment') },
      overrideAccess: true,
      context: ctx,
    })
    expect((await tasks(page.id)).en).toMatchObject({ state: 'done', fields: [] })
  })

  it('asks no en or ru translation of news, which only /cn shows (issue 26)', async () => {
    const item = await payload.create({
      collection: 'news',
      locale: 'zh',
      data: {
        title: '新闻标题',
        slug: `n${Date.now()}`,
        date: '2026-11-01',
        summary: '摘要',
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: ctx,
    })
    const { totalDocs } = await payload.count({
      collection: 'translation-tasks',
      where: { and: [{ collection: { equals: 'news' } }, { docId: { equals: item.id } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('tells an editor who else has the document open, and forgets them when they leave (issue 26)', async () => {
    const { handleEndpoints } = await import('payload')
    const config = (await import('@payload-config')).default
    const page = await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: { title: '在场', path: `tp${Date.now()}`, sites: ['cn'], _status: 'published' },
      overrideAccess: true,
      context: ctx,
    })
    const login = async (role: 'editor' | 'translator') => {
      const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@presence.test`
      await payload.create({
        collection: 'users',
        data: { email, password: 'a-long-password-1', role },
        overrideAccess: true,
      })
      return {
        email,
        token: (await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })).token,
      }
    }
    const [alice, bob] = [await login('editor'), await login('translator')]
    const poll = async (who: { token?: string }) => {
      const path = `/api/pages/${page.id}/unpublished`
      const request = new Request(`http://localhost:3210${path}`, {
        headers: who.token ? { authorization: `JWT ${who.token}` } : {},
      })
      const response = await handleEndpoints({ config, path, request })
      return { status: response.status, body: (await response.json()) as { present?: { email: string }[] } }
    }
    expect((await poll(alice)).body.present).toEqual([])
    const seen = await poll(bob)
    expect(seen.body.present?.map((p) => p.email)).toEqual([alice.email])
    expect((await poll(alice)).body.present?.map((p) => p.email)).toEqual([bob.email])
    // Bob left 50 s ago (his last poll): Alice is alone again.
    const { docs } = await payload.find({
      collection: 'payload-preferences',
      where: { key: { equals: `presence:pages:${page.id}` } },
      overrideAccess: true,
      depth: 0,
    })
    for (const row of docs) {
      if (
        (row.user as { value: unknown }).value ===
        (await payload.find({ collection: 'users', where: { email: { equals: bob.email } }, overrideAccess: true }))
          .docs[0]?.id
      ) {
        await payload.db.updateOne({
          collection: 'payload-preferences',
          id: row.id,
          data: { updatedAt: new Date(Date.now() - 50_000).toISOString() },
        })
      }
    }
    expect((await poll(alice)).body.present).toEqual([])
    // Nobody but staff learns who is there.
    expect((await poll({})).status).toBe(403)
  })

  it('is not readable by guests', async () => {
    await expect(payload.find({ collection: 'translation-tasks', overrideAccess: false })).rejects.toThrow()
  })
})

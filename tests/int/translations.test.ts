/**
 * Translation staleness by content (issue 14): saving a locale records what each field was translated from; the
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
  return Object.fromEntries(docs.map((row) => [row.locale, { state: row.state, fields: (row.fields as { path: string }[]).map((f) => f.path), first: row.firstField, titleRu: row.titleRu }]))
}

describe('translation tasks', () => {
  it('lists the missing fields of en and ru, then follows edit, revert and deletion of the Chinese text', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: { title: '展会日历', path: `tt${Date.now()}`, sites: ['cn', 'en', 'ru'], layout: hero('欢迎参观', '四十场展会') },
      overrideAccess: true,
      context: ctx,
    })
    expect(await tasks(page.id)).toEqual({
      en: { state: 'missing', fields: ['title', 'layout.0.heading', 'layout.0.subheading'], first: 'title', titleRu: null },
      ru: { state: 'missing', fields: ['title', 'layout.0.heading', 'layout.0.subheading'], first: 'title', titleRu: null },
    })

    await payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { title: 'Trade shows', layout: hero('Welcome', 'Forty shows') }, overrideAccess: true, context: ctx })
    await payload.update({ collection: 'pages', id: page.id, locale: 'ru', data: { title: 'Выставки', layout: hero('Добро пожаловать') }, overrideAccess: true, context: ctx })
    expect(await tasks(page.id)).toEqual({
      en: { state: 'done', fields: [], first: null, titleRu: 'Выставки' },
      ru: { state: 'missing', fields: ['layout.0.subheading'], first: 'layout.0.subheading', titleRu: 'Выставки' },
    })

    // zh heading edited: that one field of en and ru is outdated.
    await payload.update({ collection: 'pages', id: page.id, locale: 'zh', data: { layout: hero('欢迎光临', '四十场展会') }, overrideAccess: true, context: ctx })
    const edited = await tasks(page.id)
    expect(edited.en).toMatchObject({ state: 'outdated', fields: ['layout.0.heading'] })
    expect(edited.ru).toMatchObject({ state: 'missing', fields: ['layout.0.heading', 'layout.0.subheading'] })

    // Reverted exactly: en is up to date again (a timestamp would still call it older than zh).
    await payload.update({ collection: 'pages', id: page.id, locale: 'zh', data: { layout: hero('欢迎参观', '四十场展会') }, overrideAccess: true, context: ctx })
    const reverted = await tasks(page.id)
    expect(reverted.en).toMatchObject({ state: 'done', fields: [] })
    expect(reverted.ru).toMatchObject({ state: 'missing', fields: ['layout.0.subheading'] })

    await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true, context: ctx })
    expect(await tasks(page.id)).toEqual({})
  })

  it('is not readable by guests', async () => {
    await expect(payload.find({ collection: 'translation-tasks', overrideAccess: false })).rejects.toThrow()
  })
})

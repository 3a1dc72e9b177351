/**
 * The globals (Footer, Header, site settings), media alt texts and utility names are tracked for
 * translation like the content collections, and a save of a global is a draft that goes live per locale only when
 * published (the Footer's "Save" never publishes at once).
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

async function tasks(collection: string, docId: number) {
  const { docs } = await payload.find({
    collection: 'translation-tasks',
    where: { and: [{ collection: { equals: collection } }, { docId: { equals: docId } }] },
    sort: 'locale',
    overrideAccess: true,
  })
  return Object.fromEntries(
    docs.map((row) => [
      row.locale,
      { state: row.state, fields: (row.fields as { path: string }[]).map((f) => f.path), title: row.titleEn },
    ]),
  )
}

async function staff(role: 'editor' | 'translator') {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@globals.test`
  return payload.create({
    collection: 'users',
    data: { email, password: 'a-long-password-1', role },
    overrideAccess: true,
  })
}

describe('translated globals', () => {
  it('a published change of the Footer’s Chinese text makes the en and ru tasks outdated, each for its own site', async () => {
    // The seed published the footer in every language: nothing to do.
    expect(await tasks('global:footer', 0)).toMatchObject({
      en: { state: 'done', fields: [], title: 'Footer' },
      ru: { state: 'done', fields: [] },
    })

    await payload.updateGlobal({
      slug: 'footer',
      locale: 'zh',
      data: { en: { about: '贸易罗盘：新的公司简介。' }, ru: { about: '贸易罗盘：新的公司简介。' } },
      overrideAccess: true,
      context: ctx,
    })
    // The /en footer's text is asked of en only, the /ru footer's of ru only (the /cn group of neither).
    expect(await tasks('global:footer', 0)).toMatchObject({
      en: { state: 'outdated', fields: ['en.about'] },
      ru: { state: 'outdated', fields: ['ru.about'] },
    })

    // An editor's zh draft is a coming change, not a source change.
    await payload.updateGlobal({
      slug: 'footer',
      locale: 'zh',
      draft: true,
      data: { en: { copyright: '草稿版权' }, _status: 'draft' },
      overrideAccess: true,
      context: ctx,
    })
    expect((await tasks('global:footer', 0)).en).toMatchObject({ state: 'outdated', fields: ['en.about'] })
  })

  it('a translator’s save of the Footer is a draft: the sites read the published text until ru is published', async () => {
    const translator = await staff('translator')
    const published = async () => (await payload.findGlobal({ slug: 'footer', locale: 'ru', depth: 0 })).ru?.about
    const before = await published()
    expect(before).toBeTruthy()

    await payload.updateGlobal({
      slug: 'footer',
      locale: 'ru',
      draft: true,
      data: { ru: { about: 'Черновик переводчика.' } },
      user: translator,
      overrideAccess: false,
      context: ctx,
    })
    // What the sites read (findGlobal without draft) is unchanged; the admin's draft holds the new text.
    expect(await published()).toBe(before)
    expect(
      (await payload.findGlobal({ slug: 'footer', locale: 'ru', draft: true, depth: 0, overrideAccess: true })).ru
        ?.about,
    ).toBe('Черновик переводчика.')

    // Zh is not the translator's to write.
    await expect(
      payload.updateGlobal({
        slug: 'footer',
        locale: 'zh',
        draft: true,
        data: { ru: { about: '译者不可写' } },
        user: translator,
        overrideAccess: false,
        context: ctx,
      }),
    ).rejects.toThrow()

    // Published in Russian only: /ru reads it; the Chinese text stays as it was.
    const zhBefore = (await payload.findGlobal({ slug: 'footer', locale: 'zh', depth: 0 })).ru?.about
    await payload.updateGlobal({
      slug: 'footer',
      locale: 'ru',
      data: { ru: { about: 'Черновик переводчика.' }, _status: 'published' },
      publishSpecificLocale: 'ru',
      user: translator,
      overrideAccess: false,
      context: ctx,
    })
    expect(await published()).toBe('Черновик переводчика.')
    expect((await payload.findGlobal({ slug: 'footer', locale: 'zh', depth: 0 })).ru?.about).toBe(zhBefore)
  })

  it('tracks media alt texts and utility names', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 1, sort: 'id', depth: 0, overrideAccess: true })
    const media = docs[0]!
    expect(await tasks('media', media.id)).toMatchObject({ en: { state: 'done' }, ru: { state: 'done' } })
    await payload.update({
      collection: 'media',
      id: media.id,
      locale: 'zh',
      data: { alt: '新的替代文字：搜索界面截图' },
      overrideAccess: true,
      context: ctx,
    })
    expect(await tasks('media', media.id)).toMatchObject({
      en: { state: 'outdated', fields: ['alt'] },
      ru: { state: 'outdated', fields: ['alt'] },
    })

    const tool = await payload.create({
      collection: 'utility-tools',
      locale: 'zh',
      data: { name: '运费计算器', url: 'https://example.com/freight', group: 265 },
      overrideAccess: true,
      context: ctx,
    })
    expect(await tasks('utility-tools', tool.id)).toMatchObject({
      en: { state: 'missing', fields: ['name'] },
      ru: { state: 'missing', fields: ['name'] },
    })
  })
})

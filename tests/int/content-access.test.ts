/**
 * The content access matrix: guests read published content only; translators update localized fields of
 * existing documents and publish their locale, but cannot create, delete or change shared fields; editors create,
 * update, publish and delete; admins do everything, including staff accounts. Plus revalidation calls.
 */
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

const revalidateTag = vi.fn()
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidateTag: (...args: unknown[]) => revalidateTag(...args),
}))

import { closeTestPayload, testPayload } from './payload'

let payload: Payload
type Staff = Record<string, unknown> & { id: number; collection: 'users' }
const staff: Record<'admin' | 'editor' | 'translator', Staff> = {} as never

async function makeStaff(role: 'admin' | 'editor' | 'translator'): Promise<Staff> {
  const email = `${role}-${Date.now()}@access.test`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'a-long-password-1', role },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' } as Staff
}

const as = (user: Staff | null) => ({ user: user ?? undefined, overrideAccess: false as const })

beforeAll(async () => {
  payload = await testPayload()
  staff.admin = await makeStaff('admin')
  staff.editor = await makeStaff('editor')
  staff.translator = await makeStaff('translator')
  const { seed } = await import('@/seed')
  await seed(payload)
}, 180_000)
afterAll(closeTestPayload)
beforeEach(() => revalidateTag.mockClear())

/** A minimal valid document of each content collection, and the shared (non-localized) field to probe. */
const SAMPLES: {
  slug: CollectionSlug
  data: () => Record<string, unknown>
  shared: [string, unknown]
  localized: [string, string]
  extra?: Record<string, unknown>
  drafts: boolean
}[] = [
  {
    slug: 'pages',
    data: () => ({ title: '测试页', path: `t${Date.now()}`, sites: ['cn', 'en', 'ru'] }),
    shared: ['sites', ['cn']],
    localized: ['title', 'Test page'],
    drafts: true,
  },
  {
    slug: 'news',
    data: () => ({ title: '新闻', slug: `n${Date.now()}`, date: '2026-01-01', category: 'company', sites: ['cn'] }),
    shared: ['slug', 'changed-slug'],
    localized: ['title', 'News'],
    drafts: true,
  },
  {
    slug: 'solutions',
    data: () => ({ title: '方案', contId: 100000 + Math.floor(Math.random() * 1e6), slug: `s${Date.now()}` }),
    shared: ['contId', 4242],
    localized: ['title', 'Solution'],
    drafts: true,
  },
  {
    slug: 'services',
    data: () => ({ name: '服务', slug: `svc${Date.now()}`, category: 'data', form: 'none', sites: ['cn'] }),
    shared: ['form', 'debt-claim'],
    localized: ['name', 'Service'],
    drafts: true,
  },
  {
    slug: 'package-tiers',
    data: () => ({ name: '套餐', code: 'PRO', priceUsd: 1, memberLevel: 4, importCountries: 1, exportCountries: 0 }),
    shared: ['priceUsd', 1],
    localized: ['name', 'Tier'],
    drafts: false,
  },
  {
    slug: 'countries',
    data: () => ({
      name: '测试国',
      iso2: `Q${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${Date.now() % 1000}`,
      continent: 'Asia',
    }),
    shared: ['continent', 'Europe'],
    localized: ['name', 'Testland'],
    drafts: false,
  },
  {
    slug: 'offices',
    data: () => ({ city: '上海', country: '中国', address: '浦东' }),
    shared: ['phone', '+86 000'],
    localized: ['city', 'Shanghai'],
    extra: { country: 'China', address: 'Pudong' },
    drafts: false,
  },
  {
    slug: 'utility-tools',
    data: () => ({ name: '工具', url: 'https://tools.example/x', group: 265 }),
    shared: ['url', 'https://evil.example'],
    localized: ['name', 'Tool'],
    drafts: false,
  },
  {
    slug: 'nav-items',
    data: () => ({ name: '菜单', menu: 'footer', path: '/cn' }),
    shared: ['path', '/evil'],
    localized: ['name', 'Menu'],
    drafts: false,
  },
]

describe('content access matrix', () => {
  for (const sample of SAMPLES.filter((s) => s.slug !== 'package-tiers')) {
    describe(sample.slug, () => {
      it('guests and translators cannot create; editors and admins can', async () => {
        await expect(
          payload.create({ collection: sample.slug, data: sample.data() as never, ...as(null) }),
        ).rejects.toThrow()
        await expect(
          payload.create({ collection: sample.slug, data: sample.data() as never, ...as(staff.translator) }),
        ).rejects.toThrow()
        const byEditor = await payload.create({
          collection: sample.slug,
          data: sample.data() as never,
          ...as(staff.editor),
        })
        const byAdmin = await payload.create({
          collection: sample.slug,
          data: sample.data() as never,
          ...as(staff.admin),
        })
        expect(byEditor.id).toBeTruthy()
        expect(byAdmin.id).toBeTruthy()
      })

      it('translators update localized fields but not shared ones; guests update nothing', async () => {
        const doc = await payload.create({
          collection: sample.slug,
          data: sample.data() as never,
          overrideAccess: true,
        })
        await expect(
          payload.update({
            collection: sample.slug,
            id: doc.id,
            data: { [sample.localized[0]]: 'x' } as never,
            ...as(null),
          }),
        ).rejects.toThrow()
        const before = (doc as unknown as Record<string, unknown>)[sample.shared[0]]
        await payload.update({
          collection: sample.slug,
          id: doc.id,
          locale: 'en',
          data: {
            ...sample.extra,
            [sample.localized[0]]: sample.localized[1],
            [sample.shared[0]]: sample.shared[1],
          } as never,
          ...as(staff.translator),
        })
        const after = (await payload.findByID({
          collection: sample.slug,
          id: doc.id,
          locale: 'en',
          draft: true,
          overrideAccess: true,
        })) as unknown as Record<string, unknown>
        expect(after[sample.localized[0]]).toBe(sample.localized[1])
        expect(after[sample.shared[0]]).toEqual(before)
      })

      it('only editors and admins delete', async () => {
        const doc = await payload.create({
          collection: sample.slug,
          data: sample.data() as never,
          overrideAccess: true,
        })
        await expect(payload.delete({ collection: sample.slug, id: doc.id, ...as(null) })).rejects.toThrow()
        await expect(payload.delete({ collection: sample.slug, id: doc.id, ...as(staff.translator) })).rejects.toThrow()
        await payload.delete({ collection: sample.slug, id: doc.id, ...as(staff.editor) })
        await expect(payload.findByID({ collection: sample.slug, id: doc.id, overrideAccess: true })).rejects.toThrow()
      })

      if (sample.drafts) {
        it('guests read published documents only', async () => {
          const draft = await payload.create({
            collection: sample.slug,
            data: { ...sample.data(), _status: 'draft' } as never,
            draft: true,
            overrideAccess: true,
          })
          const published = await payload.create({
            collection: sample.slug,
            data: { ...sample.data(), _status: 'published' } as never,
            overrideAccess: true,
          })
          const seen = await payload.find({
            collection: sample.slug,
            where: { id: { in: [draft.id, published.id] } },
            ...as(null),
          })
          expect(seen.docs.map((d) => d.id)).toEqual([published.id])
          const staffSees = await payload.find({
            collection: sample.slug,
            where: { id: { in: [draft.id, published.id] } },
            draft: true,
            ...as(staff.translator),
          })
          expect(staffSees.docs).toHaveLength(2)
        })
      }
    })
  }

  it('guests do not see offline package tiers; staff do', async () => {
    const tiers = await payload.find({ collection: 'package-tiers', overrideAccess: true, limit: 1 })
    const tier = tiers.docs[0]!
    await payload.update({
      collection: 'package-tiers',
      id: tier.id,
      data: { status: 'offline' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const guest = await payload.find({ collection: 'package-tiers', ...as(null) })
    expect(guest.docs.map((d) => d.id)).not.toContain(tier.id)
    const editor = await payload.find({ collection: 'package-tiers', ...as(staff.editor) })
    expect(editor.docs.map((d) => d.id)).toContain(tier.id)
    await payload.update({
      collection: 'package-tiers',
      id: tier.id,
      data: { status: 'active' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('staff accounts: guests and editors cannot list or create them; admins can', async () => {
    await expect(payload.find({ collection: 'users', ...as(null) })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'x@access.test', password: 'a-long-password-1', role: 'admin' },
        ...as(staff.editor),
      }),
    ).rejects.toThrow()
    const mine = await payload.find({ collection: 'users', ...as(staff.editor) })
    expect(mine.docs.map((d) => d.id)).toEqual([staff.editor.id])
    const all = await payload.find({ collection: 'users', ...as(staff.admin) })
    expect(all.totalDocs).toBeGreaterThanOrEqual(3)
  })

  it('an editor cannot promote themselves to admin', async () => {
    await payload.update({ collection: 'users', id: staff.editor.id, data: { role: 'admin' }, ...as(staff.editor) })
    const me = await payload.findByID({ collection: 'users', id: staff.editor.id, overrideAccess: true })
    expect(me.role).toBe('editor')
  })

  it('submissions are hidden from guests and translators', async () => {
    await expect(payload.find({ collection: 'submissions', ...as(null) })).rejects.toThrow()
    await expect(payload.find({ collection: 'submissions', ...as(staff.translator) })).rejects.toThrow()
    await expect(payload.find({ collection: 'submissions', ...as(staff.editor) })).resolves.toBeTruthy()
  })
})

describe('per-locale publishing', () => {
  it('a translator publishes Russian alone; the Chinese draft stays unpublished', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: { title: '原标题', path: `plp${Date.now()}`, sites: ['cn', 'ru'], _status: 'published' },
      overrideAccess: true,
    })
    // An editor saves a Chinese draft that is not published yet.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'zh',
      data: { title: '中文草稿', _status: 'draft' },
      draft: true,
      ...as(staff.editor),
    })
    // The translator publishes only the Russian version.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'ru',
      data: { title: 'Русский заголовок', _status: 'published' },
      publishSpecificLocale: 'ru',
      ...as(staff.translator),
    })
    const ru = await payload.findByID({ collection: 'pages', id: page.id, locale: 'ru', ...as(null) })
    expect(ru.title).toBe('Русский заголовок')
    const zh = await payload.findByID({ collection: 'pages', id: page.id, locale: 'zh', ...as(null) })
    expect(zh.title).toBe('原标题')
  })
})

describe('translation state', () => {
  it('records when each locale was saved, so outdated translations show', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: { title: '翻译', path: `ts${Date.now()}`, sites: ['cn'] },
      overrideAccess: true,
    })
    const state1 = (page as { translationState?: Record<string, string> }).translationState ?? {}
    expect(state1.zh).toBeTruthy()
    expect(state1.en).toBeUndefined()
    const en = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Translation' },
      ...as(staff.translator),
    })
    const state2 = (en as { translationState?: Record<string, string> }).translationState ?? {}
    expect(state2.en).toBeTruthy()
  })
})

describe('pages', () => {
  it('refuses a second page with the same path on the same site', async () => {
    const path = `dup${Date.now()}`
    await payload.create({
      collection: 'pages',
      data: { title: 'A', path, sites: ['en'], _status: 'published' },
      overrideAccess: true,
    })
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'B', path, sites: ['en', 'ru'], _status: 'published' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/path/)
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'C', path, sites: ['cn'], _status: 'published' },
        overrideAccess: true,
      }),
    ).resolves.toBeTruthy()
    // A draft may share the path (the admin's autosave creates one as soon as "Create new" opens).
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'D', path, sites: ['en'], _status: 'draft' },
        draft: true,
        overrideAccess: true,
      }),
    ).resolves.toBeTruthy()
  })

  it('the seeded Russian about page is found by path in Russian', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: 'aboutus' } },
      locale: 'ru',
      ...as(null),
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.title).toMatch(/[А-Яа-я]/)
  })

  it('the five package tiers are seeded with the prices of SPEC §3', async () => {
    const { docs } = await payload.find({ collection: 'package-tiers', sort: 'order', ...as(null) })
    expect(docs.map((d) => [d.code, d.priceUsd])).toEqual([
      ['PRO', 899],
      ['Global', 2399],
      ['Plus', 2999],
      ['Luxury', 4399],
      ['Deluxe', 5699],
    ])
  })

  it('legacy paths are seeded as redirects to the English site', async () => {
    const { docs } = await payload.find({ collection: 'redirects', limit: 100, overrideAccess: true })
    const map = Object.fromEntries(docs.map((d) => [d.from, d.to?.url]))
    expect(map['/products']).toBe('/en/products')
    expect(map['/home']).toBe('/en')
  })
})

describe('revalidation', () => {
  it('publishing a page expires its path in every site, and moving it expires the old path too', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'R', path: 'reval-a', sites: ['cn', 'en'], _status: 'published' },
      overrideAccess: true,
    })
    expect(revalidateTag).toHaveBeenCalledWith('page:reval-a', { expire: 0 })
    revalidateTag.mockClear()
    await payload.update({ collection: 'pages', id: page.id, data: { path: 'reval-b' }, overrideAccess: true })
    const tagsCalled = revalidateTag.mock.calls.map((c) => c[0])
    expect(tagsCalled).toEqual(expect.arrayContaining(['page:reval-a', 'page:reval-b']))
    expect(tagsCalled).not.toContain('collection:news')
    revalidateTag.mockClear()
    await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true })
    expect(revalidateTag).toHaveBeenCalledWith('page:reval-b', { expire: 0 })
  })

  it('a news change expires the news lists and that item; a global change expires the global', async () => {
    const item = await payload.create({
      collection: 'news',
      data: {
        title: 'N',
        slug: 'reval-news',
        date: '2026-01-01',
        category: 'company',
        sites: ['cn'],
        _status: 'published',
      },
      overrideAccess: true,
    })
    expect(revalidateTag.mock.calls.map((c) => c[0])).toEqual(
      expect.arrayContaining(['collection:news', 'doc:news:reval-news']),
    )
    revalidateTag.mockClear()
    await payload.update({ collection: 'news', id: item.id, data: { _status: 'draft' }, overrideAccess: true })
    expect(revalidateTag.mock.calls.map((c) => c[0])).toContain('doc:news:reval-news')
    revalidateTag.mockClear()
    await payload.updateGlobal({ slug: 'header', data: {}, overrideAccess: true })
    expect(revalidateTag.mock.calls.map((c) => c[0])).toEqual(['global:header'])
  })

  it('the seed does not try to revalidate', async () => {
    const { seed } = await import('@/seed')
    revalidateTag.mockClear()
    await seed(payload)
    expect(revalidateTag).not.toHaveBeenCalled()
  })
})

/**
 * Customer case studies: guests read published stories only (never a draft, never the unpublished edits of
 * a published story), staff read drafts, only editors create and delete, translators change the English and Russian
 * text but not the shared fields. The seeded stories are invented sample companies, marked so in the admin, complete
 * in zh, en and ru, with a public logo.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Outside Next there is no data cache: the cached reads run their query every time.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
}))

import { closeTestPayload, testPayload } from './payload'

let payload: Payload
type Staff = Record<string, unknown> & { id: number; collection: 'users' }
const staff = {} as Record<'editor' | 'translator', Staff>
let stamp = 0
const uniq = () => `${Date.now().toString(36)}-${++stamp}`

const as = (user: Staff | null) => ({ user: user ?? undefined, overrideAccess: false as const })

function story(slug: string) {
  return {
    slug,
    sites: ['cn', 'en', 'ru'],
    customer: `测试客户 ${slug}`,
    industry: '机械',
    headline: `已发布的成果 ${slug}`,
    problem: '问题',
    results: [{ figure: '12', label: '家新客户' }],
    quote: { text: '引语', role: '总经理' },
  }
}

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['editor', 'translator'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: { email: `${role}-${uniq()}@cases.test`, password: 'a-long-password-1', role },
      overrideAccess: true,
    })
    staff[role] = { ...user, collection: 'users' } as Staff
  }
}, 180_000)
afterAll(closeTestPayload)

describe('case-study access', () => {
  it('guests read published stories only; staff read drafts too', async () => {
    const published = await payload.create({
      collection: 'case-studies',
      locale: 'zh',
      data: { ...story(`pub-${uniq()}`), _status: 'published' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const draft = await payload.create({
      collection: 'case-studies',
      locale: 'zh',
      draft: true,
      data: { ...story(`draft-${uniq()}`), _status: 'draft' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const ids = [published.id, draft.id]

    const guest = await payload.find({
      collection: 'case-studies',
      where: { id: { in: ids } },
      locale: 'zh',
      ...as(null),
    })
    expect(guest.docs.map((doc) => doc.id)).toEqual([published.id])
    // Asking for drafts does not help a guest.
    const guestDraft = await payload.find({
      collection: 'case-studies',
      where: { id: { in: ids } },
      locale: 'zh',
      draft: true,
      ...as(null),
    })
    expect(guestDraft.docs.map((doc) => doc.id)).toEqual([published.id])
    await expect(payload.findByID({ collection: 'case-studies', id: draft.id, ...as(null) })).rejects.toThrow()

    const editor = await payload.find({
      collection: 'case-studies',
      where: { id: { in: ids } },
      locale: 'zh',
      draft: true,
      ...as(staff.editor),
    })
    expect(editor.docs.map((doc) => doc.id).sort()).toEqual([...ids].sort())
    const translator = await payload.find({
      collection: 'case-studies',
      where: { id: { in: ids } },
      locale: 'zh',
      draft: true,
      ...as(staff.translator),
    })
    expect(translator.docs).toHaveLength(2)

    // Version history is staff-only.
    await expect(
      payload.findVersions({ collection: 'case-studies', where: { parent: { equals: published.id } }, ...as(null) }),
    ).rejects.toThrow()
  })

  it('the sites show the published text of a story, not an editor’s unpublished changes, and no draft story', async () => {
    const slug = `edited-${uniq()}`
    const doc = await payload.create({
      collection: 'case-studies',
      locale: 'zh',
      data: { ...story(slug), _status: 'published' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'case-studies',
      id: doc.id,
      locale: 'zh',
      draft: true,
      data: { headline: `尚未发布的修改 ${slug}` } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const hidden = `hidden-${uniq()}`
    await payload.create({
      collection: 'case-studies',
      locale: 'zh',
      draft: true,
      data: { ...story(hidden), _status: 'draft' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })

    const { getCaseStudies, getCaseStudy } = await import('@/data/content')
    const onCn = await getCaseStudies('cn')
    expect(onCn.find((s) => s.slug === slug)?.headline).toBe(`已发布的成果 ${slug}`)
    expect(onCn.map((s) => s.slug)).not.toContain(hidden)
    expect((await getCaseStudy('cn', slug))?.headline).toBe(`已发布的成果 ${slug}`)
    expect(await getCaseStudy('cn', hidden)).toBeNull()
    // Live preview (staff, draft mode) shows the edit.
    expect((await getCaseStudy('cn', slug, true))?.headline).toBe(`尚未发布的修改 ${slug}`)
  })

  it('a story is shown only on the sites it is published on', async () => {
    const slug = `cn-only-${uniq()}`
    await payload.create({
      collection: 'case-studies',
      locale: 'zh',
      data: { ...story(slug), sites: ['cn'], _status: 'published' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const { getCaseStudies, getCaseStudy } = await import('@/data/content')
    expect((await getCaseStudies('cn')).map((s) => s.slug)).toContain(slug)
    expect((await getCaseStudies('en')).map((s) => s.slug)).not.toContain(slug)
    expect(await getCaseStudy('ru', slug)).toBeNull()
  })

  it('guests and translators cannot create or delete; translators cannot change shared fields', async () => {
    await expect(
      payload.create({ collection: 'case-studies', data: story(`g-${uniq()}`) as never, ...as(null) }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'case-studies', data: story(`t-${uniq()}`) as never, ...as(staff.translator) }),
    ).rejects.toThrow()
    const made = await payload.create({
      collection: 'case-studies',
      data: { ...story(`e-${uniq()}`), _status: 'published' } as never,
      ...as(staff.editor),
      context: { disableRevalidate: true },
    })
    await expect(
      payload.update({ collection: 'case-studies', id: made.id, data: { headline: 'x' } as never, ...as(null) }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'case-studies', id: made.id, ...as(null) })).rejects.toThrow()
    await expect(payload.delete({ collection: 'case-studies', id: made.id, ...as(staff.translator) })).rejects.toThrow()

    await payload.update({
      collection: 'case-studies',
      id: made.id,
      locale: 'en',
      data: {
        customer: 'Test customer',
        industry: 'Machinery',
        problem: 'Problem',
        quote: { text: 'Quote', role: 'Managing director' },
        headline: 'Twelve new customers',
        sample: true,
        slug: 'renamed',
      } as never,
      ...as(staff.translator),
      context: { disableRevalidate: true },
    })
    const after = await payload.findByID({
      collection: 'case-studies',
      id: made.id,
      locale: 'en',
      draft: true,
      overrideAccess: true,
    })
    expect(after.headline).toBe('Twelve new customers')
    expect(after.sample).toBe(false)
    expect(after.slug).toBe(made.slug)

    await payload.delete({
      collection: 'case-studies',
      id: made.id,
      ...as(staff.editor),
      context: { disableRevalidate: true },
    })
  })
})

describe('seeded case studies', () => {
  it('are invented sample companies, complete in zh, en and ru, with results in numbers and a public logo', async () => {
    const seeded = await payload.find({
      collection: 'case-studies',
      where: {
        slug: {
          in: [
            'quellmark-valves',
            'brightkettle-appliances',
            'veltrasia-freight',
            'zarelon-trading',
            'corvell-insight',
          ],
        },
      },
      locale: 'all',
      depth: 1,
      overrideAccess: true,
      pagination: false,
    })
    expect(seeded.docs).toHaveLength(5)
    for (const doc of seeded.docs as unknown as Record<string, unknown>[]) {
      expect(doc.sample, `${doc.slug} is marked as a sample`).toBe(true)
      for (const locale of ['zh', 'en', 'ru']) {
        for (const field of ['customer', 'industry', 'headline', 'problem', 'outcome']) {
          expect((doc[field] as Record<string, string>)[locale], `${doc.slug} ${field} in ${locale}`).toBeTruthy()
        }
        const quote = (doc.quote as Record<string, { text?: string; role?: string }>)[locale]
        expect(quote?.text && quote.role, `${doc.slug} quote in ${locale}`).toBeTruthy()
        const results = (doc.results as Record<string, { figure: string }[]>)[locale]
        expect(results.length).toBeGreaterThanOrEqual(3)
        expect(
          results.every((r) => /\d/.test(r.figure)),
          `${doc.slug} results in ${locale} are numbers`,
        ).toBe(true)
      }
      const logo = doc.logo as { id: number; public?: boolean } | null
      expect(logo?.public, `${doc.slug} logo is public`).toBe(true)
    }
    // A guest sees every seeded story on every site.
    const guest = await payload.find({
      collection: 'case-studies',
      where: { sample: { equals: true } },
      locale: 'ru',
      ...as(null),
    })
    expect(guest.totalDocs).toBeGreaterThanOrEqual(5)
  })
})

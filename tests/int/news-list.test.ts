/**
 * The guest news list, paged in the database: it lists published news only. A news item an editor saved
 * as a draft and never published must not appear (it was listed, linking to a detail page that answers 404).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Outside Next there is no data cache: the cached reads run their query every time.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  unstable_cache: (read: () => unknown) => read,
}))

import { closeTestPayload, testPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
}, 180_000)
afterAll(closeTestPayload)

describe('news list', () => {
  it('shows a published news item and not a never-published draft, both newer than every other item', async () => {
    const stamp = Date.now()
    const base = { category: 'company', sites: ['cn', 'en', 'ru'] }
    await payload.create({
      collection: 'news',
      locale: 'zh',
      data: {
        ...base,
        slug: `listed-${stamp}`,
        title: `已发布 ${stamp}`,
        date: '2099-01-01',
        _status: 'published',
      } as never,
    })
    await payload.create({
      collection: 'news',
      locale: 'zh',
      draft: true,
      data: { ...base, slug: `draft-${stamp}`, title: `草稿 ${stamp}`, date: '2099-01-02', _status: 'draft' } as never,
    })
    const { getNewsPage } = await import('@/data/content')
    const first = await getNewsPage('cn', 1)
    const slugs = first.docs.map((doc) => doc.slug)
    expect(slugs).toContain(`listed-${stamp}`)
    expect(slugs).not.toContain(`draft-${stamp}`)
  })
})

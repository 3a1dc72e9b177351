/**
 * The launch checklist (src/features/operations/launch-checklist.ts) over the seeded database: the seed's placeholders
 * are reported, each with the admin screen that fixes it, and each item clears once an editor fixes it; the cached site
 * reads show the addresses on the domain of the site settings.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closeTestPayload, testPayload } from './payload'

// Outside Next there is no data cache: cached reads run their read directly.
vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

let payload: Payload
let checklist: typeof import('@/features/operations/launch-checklist')

beforeAll(async () => {
  payload = await testPayload()
  checklist = await import('@/features/operations/launch-checklist')
}, 120_000)

afterAll(async () => {
  await closeTestPayload()
})

const openOf = async () => Object.fromEntries((await checklist.runLaunchChecklist(payload)).map((r) => [r.id, r.items]))

describe('the launch checklist', () => {
  it("reports the seed's placeholders, each with where to fix it, and warns once at start", async () => {
    const open = await openOf()
    expect(open['contact-domain']).toEqual([expect.objectContaining({ href: '/admin/globals/site-settings' })])
    expect(open['placeholder-addresses']).toEqual([])
    expect(open['sample-phones']).toContainEqual({
      detail: expect.objectContaining({
        en: expect.stringContaining(': +86 21 5087 3260'),
        zh: expect.stringContaining('办公地点'),
      }),
      href: expect.stringMatching(/^\/admin\/collections\/offices\/\d+$/),
    })
    expect(open['sample-bank-accounts']!.length).toBe(3)
    // The seed's five customer stories are invented sample companies: each is listed until replaced or unpublished.
    expect(open['sample-case-studies']!.length).toBe(5)
    expect(open['sample-case-studies']![0]).toEqual({
      detail: expect.objectContaining({
        en: expect.stringContaining('is a sample'),
        ru: expect.stringContaining('пример'),
      }),
      href: expect.stringMatching(/^\/admin\/collections\/case-studies\/\d+$/),
    })
    const warnings: { obj: object; msg: string }[] = []
    const count = await checklist.warnOfOpenLaunchItems(payload, {
      warn: (obj, msg) => warnings.push({ obj, msg }),
      info: () => {},
    })
    expect(count).toBeGreaterThan(5)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]!.msg).toMatch(/^LAUNCH CHECKLIST: \d+ placeholder/)
    expect(warnings[0]!.obj).toMatchObject({ event: 'launch-checklist', open: count })
  })

  it('an address on a .example domain typed into published content is reported with its document', async () => {
    const office = (await payload.find({ collection: 'offices', limit: 1, sort: 'order', overrideAccess: true }))
      .docs[0]!
    await payload.update({
      collection: 'offices',
      id: office.id,
      data: { email: 'desk@acme.example' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      const open = await openOf()
      expect(open['placeholder-addresses']).toEqual([
        {
          detail: expect.objectContaining({ zh: expect.stringContaining('desk@acme.example') }),
          href: `/admin/collections/offices/${office.id}`,
        },
      ])
    } finally {
      await payload.update({
        collection: 'offices',
        id: office.id,
        data: { email: 'shanghai@{domain}' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })

  it("setting the contact domain clears its item, and the sites' reads show the addresses on it", async () => {
    const { getOffices, getLegalDocument } = await import('@/data/content')
    expect((await getOffices('en'))[0]!.email).toBe('shanghai@tradecompass.example')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { contactDomain: 'tradecompass.com' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      expect((await openOf())['contact-domain']).toEqual([])
      expect((await getOffices('en')).map((o) => o.email)).toEqual([
        'shanghai@tradecompass.com',
        'shenzhen@tradecompass.com',
        'hongkong@tradecompass.com',
        'moscow@tradecompass.com',
        'dubai@tradecompass.com',
      ])
      const terms = JSON.stringify(await getLegalDocument('terms', 'en'))
      expect(terms).toContain('support@tradecompass.com')
      expect(terms).not.toContain('{domain}')
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { contactDomain: '' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })
})

import {
  HONOUR_ART,
  NEWS_COVERS,
  PARTNERS,
  PLATFORM_TOUR,
  TEAM_ART,
  honourFile,
  newsFile,
  partnerFile,
  teamFile,
} from '../../src/seed/pictures'
import { VISUALS } from '../../src/seed/visuals'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'

import { closeTestPayload, testPayload } from './payload'
import { seedStaff } from '@/seed/staff'
import { isSeeded, seed } from '@/seed'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(closeTestPayload)

describe('foundation', () => {
  it('applies every committed migration', async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100, pagination: false })
    const { migrationNames } = await import('@/db/prepare')
    expect(docs.map((d) => (d as { name: string }).name)).toEqual(expect.arrayContaining(migrationNames()))
  })

  it('knows the three locales with zh as the default and ru → en → zh fallbacks', () => {
    const localization = payload.config.localization
    expect(localization && localization.defaultLocale).toBe('zh')
    const locales = localization ? localization.locales : []
    expect(locales.map((l) => l.code)).toEqual(['zh', 'en', 'ru'])
    expect(locales.find((l) => l.code === 'ru')?.fallbackLocale).toBe('en')
    expect(locales.find((l) => l.code === 'en')?.fallbackLocale).toBe('zh')
    expect(locales.find((l) => l.code === 'zh')?.label).toBe('简体中文')
  })

  it('names the auth cookie ts-token (SPEC §3 Token)', () => {
    expect(payload.config.cookiePrefix).toBe('ts')
  })

  it('seeds the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD once, and the seed is idempotent', async () => {
    const env = { ADMIN_EMAIL: 'Owner@Example.org', ADMIN_PASSWORD: 'a-long-password-1', NODE_ENV: 'test' as const }
    await seedStaff(payload, env)
    await seedStaff(payload, env)
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'owner@example.org' } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.role).toBe('admin')
    const login = await payload.login({
      collection: 'users',
      data: { email: 'owner@example.org', password: 'a-long-password-1' },
    })
    expect(login.token).toBeTruthy()
  })

  it('creates no administrator in production without ADMIN_EMAIL', async () => {
    const before = await payload.count({ collection: 'users' })
    await seedStaff(payload, { NODE_ENV: 'production' as const })
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(before.totalDocs)
  })

  it('counts the database as seeded after the seed ran, and a second run adds nothing', async () => {
    await seed(payload)
    expect(await isSeeded(payload)).toBe(true)
    const users = (await payload.count({ collection: 'users' })).totalDocs
    await seed(payload)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(users)
    // The product visuals once each (one per screen and language), not again on the second run.
    expect((await payload.count({ collection: 'media', where: { filename: { like: 'product-' } } })).totalDocs).toBe(
      VISUALS.length * 3,
    )
    // Every seeded picture (product screens, partner wordmarks, team, honours, news covers, the video poster) once.
    const pictures = [
      ...PARTNERS.map((partner) => partnerFile(partner.slug)),
      ...TEAM_ART.map((art) => teamFile(art.motif)),
      ...HONOUR_ART.map((art) => honourFile(art.year)),
      ...NEWS_COVERS.map((cover) => newsFile(cover.slug)),
      PLATFORM_TOUR.poster,
    ]
    // (Payload renames a file whose name is taken on disk, e.g. partner-nova-1.webp: match the stem, as the seed does.)
    const stored = await payload.count({
      collection: 'media',
      where: { or: pictures.map((file) => ({ filename: { like: file.replace(/\.webp$/, '') } })) },
    })
    expect(stored.totalDocs).toBe(pictures.length)
    // …and in use: the honours block and every solution point at theirs.
    // (Other test files share the database and add solutions of their own: check the seeded ones, the known contIds.)
    const { solutionById } = await import('@/domain/routing')
    const found = await payload.find({ collection: 'solutions', locale: 'ru', depth: 1, limit: 200 })
    const solutions = { docs: found.docs.filter((doc) => solutionById(doc.contId)) }
    expect(solutions.docs.length).toBeGreaterThanOrEqual(10)
    expect(
      solutions.docs.every((doc) => typeof doc.image === 'object' && doc.image?.alt?.includes('(пример данных)')),
    ).toBe(true)
  }, 300_000)

  it('keeps staff accounts away from guests', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })
})

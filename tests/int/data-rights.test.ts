/**
 * People's rights over their data: a member exports everything stored about them and deletes their
 * account with their password (personal fields erased, session ended, orders kept without personal data, the e-mail
 * free again); staff anonymise a submission; the daily job anonymises submissions past SUBMISSION_RETENTION_DAYS;
 * every action is logged without the erased data.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closeTestPayload, testPayload } from './payload'

vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

const BASE = 'http://localhost:3230'
let payload: Payload
let exportGET: (request: Request) => Promise<Response>
let deletePOST: (request: Request) => Promise<Response>
let identityGET: (request: Request) => Promise<Response>
let rights: typeof import('@/features/accounts/data-rights')
let markets: typeof import('@/features/markets/search-push')
const logged: unknown[] = []

const stamp = Date.now().toString(36)
const EMAIL = `rights-${stamp}@example.org`

beforeAll(async () => {
  payload = await testPayload()
  ;({ GET: exportGET } = await import('@/app/(api)/console/user/export/route'))
  ;({ POST: deletePOST } = await import('@/app/(api)/console/user/delete/route'))
  ;({ GET: identityGET } = await import('@/app/(api)/console/user/identity/route'))
  rights = await import('@/features/accounts/data-rights')
  markets = await import('@/features/markets/search-push')
  const info = payload.logger.info.bind(payload.logger)
  vi.spyOn(payload.logger, 'info').mockImplementation(((...args: unknown[]) => {
    logged.push(args)
    return (info as (...a: unknown[]) => void)(...args)
  }) as never)
})
afterAll(async () => {
  vi.restoreAllMocks()
  await closeTestPayload()
})

const cookie = (token: string) => ({ cookie: `ts-token=${token}` })
const json = async (response: Response) => (await response.json()) as { code: number; msg: string; data: unknown }

async function submission(email: string | null, createdAt?: string) {
  return payload.create({
    collection: 'submissions',
    data: {
      kind: 'contact',
      status: 'new',
      site: 'en',
      locale: 'en',
      name: 'Ada Lovelace',
      email,
      company: 'Analytical Engines',
      phone: '+44 20 7946 0000',
      message: 'Please call me',
      fields: { firstName: 'Ada' },
      ipHash: 'abc',
      userAgent: 'test',
      consent: { given: true, at: new Date().toISOString(), policyVersion: '1', locale: 'en' },
      ...(createdAt ? { createdAt } : {}),
    } as never,
    overrideAccess: true,
  })
}

describe('a member’s own data', () => {
  let memberId: number
  let token: string

  beforeAll(async () => {
    const member = await payload.create({
      collection: 'members',
      data: {
        email: EMAIL,
        password: 'secret-123',
        nickname: 'Ada',
        phone: '+44 1',
        consent: { given: true, at: new Date().toISOString(), policyVersion: '1', locale: 'en' },
        // Proven before the submission below was sent from it: that submission is theirs.
        emailVerifiedAt: new Date(Date.now() - 60_000).toISOString(),
      } as never,
      overrideAccess: true,
    })
    memberId = member.id
    await payload.create({
      collection: 'orders',
      data: {
        member: memberId,
        tierCode: 'PRO',
        amount: 899,
        currency: 'USD',
        status: 'paid',
        captureId: 'CAP-DATA-RIGHTS',
        reservedUntil: new Date().toISOString(),
      } as never,
      overrideAccess: true,
    })
    await submission(EMAIL)
    token = (await payload.login({ collection: 'members', data: { email: EMAIL, password: 'secret-123' } })).token!
  })

  it('GET /console/user/export: profile, consents, orders and submissions as a JSON download, no secrets; guests get 401', async () => {
    const response = await exportGET(new Request(`${BASE}/console/user/export`, { headers: cookie(token) }))
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="tradecompass-data-\d+\.json"$/)
    const data = (await response.json()) as Record<string, never>
    expect(data.profile).toMatchObject({ email: EMAIL, nickname: 'Ada', phone: '+44 1' })
    for (const secret of ['hash', 'salt', 'sessions', 'resetPasswordToken', 'staffNotes'])
      expect(data.profile).not.toHaveProperty(secret)
    expect(data.orders).toHaveLength(1)
    expect(data.submissions).toHaveLength(1)
    expect((data.consents as { for: string }[]).map((c) => c.for)).toEqual(
      expect.arrayContaining(['registration', expect.stringMatching(/^submission /)]),
    )
    expect((await json(await exportGET(new Request(`${BASE}/console/user/export`)))).code).toBe(401)
  })

  it('POST /console/user/delete: a wrong password changes nothing', async () => {
    const body = await json(
      await deletePOST(
        new Request(`${BASE}/console/user/delete?locale=en`, {
          method: 'POST',
          headers: { ...cookie(token), 'content-type': 'application/json' },
          body: JSON.stringify({ password: 'wrong-one', locale: 'en' }),
        }),
      ),
    )
    expect(body).toMatchObject({ code: 10001, msg: rights.DATA_RIGHTS_TEXT.en.wrongPassword })
    expect((await payload.findByID({ collection: 'members', id: memberId, overrideAccess: true })).email).toBe(EMAIL)
  })

  it('POST /console/user/delete: erases the personal fields, ends the session, keeps the orders, frees the e-mail', async () => {
    logged.length = 0
    const response = await deletePOST(
      new Request(`${BASE}/console/user/delete`, {
        method: 'POST',
        headers: { ...cookie(token), 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'secret-123' }),
      }),
    )
    expect((await json(response)).code).toBe(1)
    expect(response.headers.get('set-cookie')).toMatch(/^ts-token=; .*Max-Age=0/)
    const member = await payload.findByID({ collection: 'members', id: memberId, overrideAccess: true, depth: 0 })
    expect(member.email).toMatch(/^deleted-\d+-[0-9a-f]+@deleted\.invalid$/)
    expect(member).toMatchObject({ nickname: null, phone: null, accountStatus: 'cancelled' })
    // The old token is dead.
    expect(
      (await json(await identityGET(new Request(`${BASE}/console/user/identity`, { headers: cookie(token) })))).code,
    ).toBe(401)
    const orders = await payload.find({
      collection: 'orders',
      where: { member: { equals: memberId } },
      overrideAccess: true,
    })
    expect(orders.totalDocs).toBe(1)
    const sent = await payload.find({
      collection: 'submissions',
      where: { email: { equals: EMAIL } },
      overrideAccess: true,
    })
    expect(sent.totalDocs).toBe(0)
    // The e-mail registers again.
    await expect(
      payload.create({ collection: 'members', data: { email: EMAIL, password: 'secret-456' }, overrideAccess: true }),
    ).resolves.toMatchObject({ email: EMAIL })
    // Logged: who and what, not the erased data.
    const line = JSON.stringify(logged)
    expect(line).toContain('account-deleted')
    expect(line).not.toContain(EMAIL)
    expect(line).not.toContain('Ada')
  })
})

describe('submissions', () => {
  it('staff anonymise one in the admin (the "Anonymise" box): personal fields gone, stamped, logged with who', async () => {
    logged.length = 0
    const editor = await payload.create({
      collection: 'users',
      data: { email: `editor-${stamp}@example.org`, password: 'editor-pass-1', role: 'editor' } as never,
      overrideAccess: true,
    })
    const doc = await submission(`staff-${stamp}@example.org`)
    const updated = await payload.update({
      collection: 'submissions',
      id: doc.id,
      data: { anonymise: true } as never,
      user: { ...editor, collection: 'users' },
      overrideAccess: false,
    })
    expect(updated).toMatchObject({
      name: '',
      email: null,
      company: '',
      phone: '',
      message: '',
      ipHash: null,
      userAgent: null,
    })
    expect(updated.fields).toEqual({})
    expect(updated.anonymisedAt).toBeTruthy()
    expect(updated.consent).toMatchObject({ given: true })
    const line = JSON.stringify(logged)
    expect(line).toContain('submission-anonymised')
    expect(line).toContain(`staff ${editor.id}`)
    expect(line).not.toContain(`staff-${stamp}@example.org`)
  })

  it('the daily job anonymises submissions older than SUBMISSION_RETENTION_DAYS (default 730), not newer ones', async () => {
    const old = await submission(
      `old-${stamp}@example.org`,
      new Date(Date.now() - 731 * 24 * 3600 * 1000).toISOString(),
    )
    const recent = await submission(
      `recent-${stamp}@example.org`,
      new Date(Date.now() - 700 * 24 * 3600 * 1000).toISOString(),
    )
    expect(rights.retentionDays({})).toBe(730)
    expect(rights.retentionDays({ SUBMISSION_RETENTION_DAYS: '30' })).toBe(30)
    await payload.jobs.queue({ task: markets.RETENTION_TASK, input: {} })
    await payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: markets.RETENTION_TASK } }, silent: true })
    expect((await payload.findByID({ collection: 'submissions', id: old.id, overrideAccess: true })).email).toBeNull()
    expect((await payload.findByID({ collection: 'submissions', id: recent.id, overrideAccess: true })).email).toBe(
      `recent-${stamp}@example.org`,
    )
  })
})

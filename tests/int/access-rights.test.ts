/**
 * Rights that must not escalate and log-ins that must not tell: log-in answers for unknown, locked and
 * known e-mails; a frozen member's old token; the staff's own session cookie; a translator and the shared parts of
 * a media file and of the Chinese source.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TRANSLATOR_REFUSED } from '@/cms/access'

import { realPasswordHashCost } from './password-hash'
import { closeTestPayload, testPayload } from './payload'

process.env.MEDIA_DIR ||= mkdtempSync(path.join(tmpdir(), 'access-rights-media-'))

const BASE = 'http://localhost:3211'
let payload: Payload
let config: Promise<import('payload').SanitizedConfig>
let identityGET: (request: Request) => Promise<Response>
let orderPOST: (request: Request) => Promise<Response>
let seq = 0
const uniq = () => `${Date.now().toString(36)}${(++seq).toString(36)}`

let visitor = 0
async function rest(
  method: string,
  url: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const request = new Request(`${BASE}${url}`, {
    method,
    // Each request from a visitor address of its own (the int project trusts one proxy): the log-in throttle keys on
    // it.
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.18.${Math.floor(++visitor / 250)}.${visitor % 250}`,
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return handleEndpoints({ config, path: url.split('?')[0]!, request })
}

const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1)

async function makeMember(): Promise<{ id: number; email: string; token: string }> {
  const email = `rights-${uniq()}@example.org`
  const member = await payload.create({
    collection: 'members',
    data: { email, password: 'secret-123' },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'members', data: { email, password: 'secret-123' } })
  return { id: member.id, email, token: token! }
}

async function makeStaff(role: 'admin' | 'editor' | 'translator') {
  const email = `${role}-${uniq()}@rights.test`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'a-long-password-1', role },
    overrideAccess: true,
  })
  return { id: user.id, email, password: 'a-long-password-1', user: { ...user, collection: 'users' as const } }
}

beforeAll(async () => {
  payload = await testPayload()
  config = (await import('@payload-config')).default
  ;({ GET: identityGET } = await import('@/app/(api)/console/user/identity/route'))
  ;({ POST: orderPOST } = await import('@/app/(api)/pay/payment/route'))
  // The files share one database: seed the site as the other files do, so none of them finds a half-made one.
  // The files share one database and the seed is idempotent: seed unconditionally (another file's leftover staff
  // user and page would make isSeeded() answer yes on a half-made database).
  const { seed } = await import('@/seed')
  await seed(payload)
  const { docs } = await payload.find({
    collection: 'package-tiers',
    where: { code: { equals: 'PRO' } },
    overrideAccess: true,
    limit: 1,
  })
  if (!docs[0]) {
    await payload.create({
      collection: 'package-tiers',
      data: {
        name: 'PRO',
        code: 'PRO',
        priceUsd: 899,
        memberLevel: 4,
        importCountries: 1,
        exportCountries: 0,
        status: 'active',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
}, 300_000)
afterAll(closeTestPayload)

describe('log-in does not tell which e-mails exist', () => {
  // The timing is the point here: Payload's real hash cost, not the tests' cheaper one (tests/int/password-hash.ts).
  let cheapHashAgain: () => void
  beforeAll(() => {
    cheapHashAgain = realPasswordHashCost()
  })
  afterAll(() => cheapHashAgain())
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

  async function attempt(collection: 'members' | 'users', email: string, password: string) {
    const started = performance.now()
    const response = await rest('POST', `/api/${collection}/login`, { body: { email, password } })
    const ms = performance.now() - started
    return {
      ms,
      status: response.status,
      message: JSON.stringify(((await response.json()) as { errors?: unknown }).errors),
    }
  }

  for (const collection of ['members', 'users'] as const) {
    it(`${collection}: an unknown e-mail, a wrong password and a locked account get one answer, in about the same time`, async () => {
      const known = collection === 'members' ? await makeMember() : await makeStaff('editor')
      const locked = collection === 'members' ? await makeMember() : await makeStaff('editor')
      await payload.update({
        collection,
        id: locked.id,
        data: { lockUntil: new Date(Date.now() + 3_600_000).toISOString(), loginAttempts: 10 } as never,
        overrideAccess: true,
      })

      const unknown: number[] = []
      const wrong: number[] = []
      const answers = new Set<string>()
      for (let i = 0; i < 5; i++) {
        const a = await attempt(collection, `nobody-${uniq()}@example.org`, 'wrong-password-1')
        const b = await attempt(collection, known.email, `wrong-password-${i}`)
        const c = await attempt(collection, locked.email, 'wrong-password-1')
        unknown.push(a.ms)
        wrong.push(b.ms)
        for (const answer of [a, b, c]) answers.add(`${answer.status} ${answer.message}`)
      }
      expect([...answers], 'one status and message for unknown, wrong and locked').toHaveLength(1)
      expect([...answers][0]).toMatch(/^401 /)
      // Payload hashes only for a known e-mail (~150 ms against ~10 ms): the unknown one must cost about as much.
      expect(median(unknown) / median(wrong)).toBeGreaterThan(0.5)
    })
  }
})

describe('a frozen or cancelled member’s existing token', () => {
  for (const status of ['frozen', 'cancelled'] as const) {
    it(`${status}: no longer edits the profile or places orders`, async () => {
      const member = await makeMember()
      const headers = { cookie: `ts-token=${member.token}` }
      // While active, both work.
      expect(
        (await rest('PATCH', `/api/members/${member.id}?overrideLock=true`, { body: { nickname: 'Active' }, headers }))
          .status,
      ).toBe(200)
      const placed = await orderPOST(
        new Request(`${BASE}/pay/payment`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', origin: BASE },
          body: JSON.stringify({ packageCode: 'PRO', consent: true }),
        }),
      )
      expect(((await placed.json()) as { code: number }).code).toBe(1)

      await payload.update({
        collection: 'members',
        id: member.id,
        data: { accountStatus: status },
        overrideAccess: true,
      })

      const patched = await rest('PATCH', `/api/members/${member.id}?overrideLock=true`, {
        body: { nickname: 'Closed' },
        headers,
      })
      expect([401, 403, 404]).toContain(patched.status)
      expect((await payload.findByID({ collection: 'members', id: member.id, overrideAccess: true })).nickname).toBe(
        'Active',
      )
      const graphql = await (
        await import('@/app/(payload)/api/graphql/route')
      ).POST(
        new Request(`${BASE}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${member.token}` },
          body: JSON.stringify({
            query: `mutation { updateMember(id: ${member.id}, data: { nickname: "Closed" }) { id } }`,
          }),
        }),
      )
      expect(((await graphql.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0)

      const before = await payload.count({
        collection: 'orders',
        where: { member: { equals: member.id } },
        overrideAccess: true,
      })
      const refused = await orderPOST(
        new Request(`${BASE}/pay/payment`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', origin: BASE },
          body: JSON.stringify({ packageCode: 'PRO', consent: true }),
        }),
      )
      expect(((await refused.json()) as { code: number }).code).not.toBe(1)
      const after = await payload.count({
        collection: 'orders',
        where: { member: { equals: member.id } },
        overrideAccess: true,
      })
      expect(after.totalDocs).toBe(before.totalDocs)
      // Its orders are not readable with that token either.
      const list = (await (await rest('GET', '/api/orders', { headers })).json()) as { docs?: unknown[] }
      expect(list.docs ?? []).toHaveLength(0)
    })
  }
})

describe('the staff session has a cookie of its own', () => {
  it('log-in sets ts-staff-token, never the members’ ts-token', async () => {
    const editor = await makeStaff('editor')
    const login = await rest('POST', '/api/users/login', { body: { email: editor.email, password: editor.password } })
    expect(login.status).toBe(200)
    expect(cookieValue(login, 'ts-staff-token')).toBeTruthy()
    expect(cookieValue(login, 'ts-token')).toBeUndefined()
  })

  it('a staff user who also logs in as a member on the site keeps the admin, and each log-out ends only its own session', async () => {
    const editor = await makeStaff('editor')
    const login = await rest('POST', '/api/users/login', { body: { email: editor.email, password: editor.password } })
    const staffToken = cookieValue(login, 'ts-staff-token')!
    const member = await makeMember()
    const memberLogin = await rest('POST', '/api/members/login', {
      body: { email: member.email, password: 'secret-123' },
    })
    const memberToken = cookieValue(memberLogin, 'ts-token')!
    expect(memberToken).toBeTruthy()
    const both = { cookie: `ts-staff-token=${staffToken}; ts-token=${memberToken}` }

    // The admin still knows the staff user (and when the session ends, to refresh it in time).
    const me = (await (await rest('GET', '/api/users/me', { headers: both })).json()) as {
      user: { id: number } | null
      exp?: number
    }
    expect(me.user?.id).toBe(editor.id)
    expect(me.exp).toBeGreaterThan(Date.now() / 1000)
    expect((await rest('GET', '/api/submissions?limit=1', { headers: both })).status).toBe(200)
    // The site knows the member.
    const identity = (await (
      await identityGET(new Request(`${BASE}/console/user/identity`, { headers: both }))
    ).json()) as { code: number; data: { id: number } }
    expect(identity).toMatchObject({ code: 1, data: { id: member.id } })
    const memberMe = (await (await rest('GET', '/api/members/me', { headers: both })).json()) as {
      user: { id: number } | null
    }
    expect(memberMe.user?.id).toBe(member.id)

    // Refreshing the staff session renews the staff cookie only.
    const refreshed = await rest('POST', '/api/users/refresh-token', { headers: both })
    expect(refreshed.status).toBe(200)
    expect(cookieValue(refreshed, 'ts-staff-token')).toBeTruthy()
    expect(cookieValue(refreshed, 'ts-token')).toBeUndefined()

    // Logging out of the admin clears the staff cookie and leaves the member's.
    const logout = await rest('POST', '/api/users/logout', { headers: both })
    expect(logout.status).toBe(200)
    expect(
      logout.headers
        .getSetCookie()
        .some(
          (c) =>
            c.startsWith('ts-staff-token=;') || /^ts-staff-token=[^;]*;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i.test(c),
        ),
    ).toBe(true)
    expect(cookieValue(logout, 'ts-token')).toBeUndefined()
    const still = (await (
      await identityGET(
        new Request(`${BASE}/console/user/identity`, { headers: { cookie: `ts-token=${memberToken}` } }),
      )
    ).json()) as { code: number }
    expect(still.code).toBe(1)
  })
})

describe('the staff session over GraphQL and the site with both sessions', () => {
  const graphql = async (query: string, headers: Record<string, string> = {}) =>
    (await import('@/app/(payload)/api/graphql/route')).POST(
      new Request(`${BASE}/api/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.19.${Math.floor(++visitor / 250)}.${visitor % 250}`,
          ...headers,
        },
        body: JSON.stringify({ query }),
      }),
    )

  it('loginUser sets ts-staff-token, never ts-token; logoutUser clears only the staff cookie', async () => {
    const editor = await makeStaff('editor')
    const login = await graphql(
      `mutation { loginUser(email: "${editor.email}", password: "${editor.password}") { token user { id } } }`,
    )
    const body = (await login.json()) as { data?: { loginUser?: { user?: { id: number } } } }
    expect(body.data?.loginUser?.user?.id).toBe(editor.id)
    const staffToken = cookieValue(login, 'ts-staff-token')
    expect(staffToken, 'the staff cookie').toBeTruthy()
    expect(cookieValue(login, 'ts-token'), 'the members’ cookie').toBeUndefined()

    const member = await makeMember()
    const logout = await graphql('mutation { logoutUser }', {
      cookie: `ts-staff-token=${staffToken}; ts-token=${member.token}`,
      origin: BASE,
    })
    expect(cookieValue(logout, 'ts-token'), 'the member stays logged in').toBeUndefined()
  })

  it('the attempt that locks an account over GraphQL answers like any wrong password', async () => {
    const member = await makeMember()
    const wrong = (await (
      await graphql(`mutation { loginMember(email: "${member.email}", password: "wrong-password-1") { token } }`)
    ).json()) as { errors: { message: string; extensions?: { name?: string } }[] }
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { loginAttempts: 9 } as never,
      overrideAccess: true,
    })
    const locking = (await (
      await graphql(`mutation { loginMember(email: "${member.email}", password: "wrong-password-2") { token } }`)
    ).json()) as { errors: { message: string; extensions?: { name?: string } }[] }
    expect(
      (await payload.findByID({ collection: 'members', id: member.id, overrideAccess: true, showHiddenFields: true }))
        .lockUntil,
      'the account is locked now',
    ).toBeTruthy()
    expect(locking.errors[0]?.message).toBe(wrong.errors[0]?.message)
    expect(locking.errors[0]?.extensions?.name).toBe(wrong.errors[0]?.extensions?.name)
    expect(JSON.stringify(locking)).not.toMatch(/lock/i)

    // And over REST.
    const other = await makeMember()
    const wrongRest = await rest('POST', '/api/members/login', {
      body: { email: other.email, password: 'wrong-password-1' },
    })
    await payload.update({
      collection: 'members',
      id: other.id,
      data: { loginAttempts: 9 } as never,
      overrideAccess: true,
    })
    const lockingRest = await rest('POST', '/api/members/login', {
      body: { email: other.email, password: 'wrong-password-2' },
    })
    expect(lockingRest.status).toBe(wrongRest.status)
    expect(await lockingRest.text()).toBe(await wrongRest.text())
  })

  it('a browser holding both cookies buys as the member, not as the staff user', async () => {
    const editor = await makeStaff('editor')
    const login = await rest('POST', '/api/users/login', { body: { email: editor.email, password: editor.password } })
    const staffToken = cookieValue(login, 'ts-staff-token')!
    const member = await makeMember()
    const placed = await orderPOST(
      new Request(`${BASE}/pay/payment`, {
        method: 'POST',
        headers: {
          cookie: `ts-staff-token=${staffToken}; ts-token=${member.token}`,
          'content-type': 'application/json',
          origin: BASE,
        },
        body: JSON.stringify({ packageCode: 'PRO', consent: true }),
      }),
    )
    expect(((await placed.json()) as { code: number }).code).toBe(1)
    const orders = await payload.count({
      collection: 'orders',
      where: { member: { equals: member.id } },
      overrideAccess: true,
    })
    expect(orders.totalDocs).toBe(1)
  })
})

describe('translators change English and Russian text only', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  const file = () => ({ data: PNG, mimetype: 'image/png', name: `t${uniq()}.png`, size: PNG.length })

  it('cannot replace a media file or move its focal point, but fills its English alt text', async () => {
    const translator = await makeStaff('translator')
    const media = await payload.create({
      collection: 'media',
      data: { alt: '原图' },
      file: file(),
      overrideAccess: true,
    })
    const as = { user: translator.user, overrideAccess: false as const, locale: 'en' as const }
    await expect(payload.update({ collection: 'media', id: media.id, data: {}, file: file(), ...as })).rejects.toThrow(
      TRANSLATOR_REFUSED.zh,
    )
    await expect(
      payload.update({ collection: 'media', id: media.id, data: { focalX: 10, focalY: 90 }, ...as }),
    ).rejects.toThrow(TRANSLATOR_REFUSED.zh)
    const stored = await payload.findByID({ collection: 'media', id: media.id, overrideAccess: true })
    expect(stored.filename).toBe(media.filename)
    expect([stored.focalX, stored.focalY]).toEqual([media.focalX, media.focalY])
    const alt = await payload.update({ collection: 'media', id: media.id, data: { alt: 'Picture' }, ...as })
    expect(alt.alt).toBe('Picture')
  })

  it('publishing "all locales" publishes their locale only; restoring an old version (it brings back the Chinese source) is refused', async () => {
    const translator = await makeStaff('translator')
    const login = await payload.login({
      collection: 'users',
      data: { email: translator.email, password: translator.password },
    })
    const headers = { authorization: `JWT ${login.token}` }
    const page = await payload.create({
      collection: 'pages',
      data: { title: '原文', path: `tr${uniq()}`, sites: ['en'], _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'zh',
      data: { title: '中文草稿', _status: 'draft' },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    // The admin's "Publish changes" button asks for every locale.
    const all = await rest('PATCH', `/api/pages/${page.id}?locale=en&publishAllLocales=true&overrideLock=true`, {
      body: { title: 'English', _status: 'published' },
      headers,
    })
    expect(all.status).toBe(200)
    const en = await payload.find({
      collection: 'pages',
      where: { id: { equals: page.id } },
      locale: 'en',
      overrideAccess: false,
    })
    expect(en.docs[0]?.title).toBe('English')
    // The Chinese draft stays a draft: guests still read the published Chinese title.
    const zh = await payload.find({
      collection: 'pages',
      where: { id: { equals: page.id } },
      locale: 'zh',
      overrideAccess: false,
    })
    expect(zh.docs[0]?.title).toBe('原文')
    // The refusal is in the staff user's admin language (Payload's i18n: Accept-Language here).
    for (const [language, accept] of [
      ['en', 'en-US,en;q=0.9'],
      ['ru', 'ru-RU'],
      ['zh', 'zh-CN'],
    ] as const) {
      const zhSource = await rest('PATCH', `/api/pages/${page.id}?locale=zh&overrideLock=true`, {
        body: { title: '改原文' },
        headers: { ...headers, 'accept-language': accept },
      })
      expect(zhSource.status).toBe(403)
      expect(((await zhSource.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
        TRANSLATOR_REFUSED[language],
      )
    }

    const versions = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: page.id } },
      overrideAccess: true,
      limit: 1,
      sort: 'createdAt',
    })
    const restore = await rest('POST', `/api/pages/versions/${versions.docs[0]!.id}?overrideLock=true`, { headers })
    expect(restore.status).toBe(403)
  })
})

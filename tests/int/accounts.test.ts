/**
 * Member accounts: registration through Payload's REST API (image code, rate limit, no self-granted
 * rights), log in into the ts-token cookie, the identity contract, logout, the SSO redirect, the last-login stamp,
 * the dormant flag and the demo members.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, jwtSign, type Payload } from 'payload'

import { closeTestPayload, testPayload } from './payload'

let payload: Payload
let identityGET: (request: Request) => Promise<Response>
let logoutPOST: (request: Request) => Promise<Response>
let ssoGET: (request: Request) => Promise<Response>
let issueCaptchaCookie: (answer: string, now: number) => string
let config: Promise<import('payload').SanitizedConfig>

const BASE = 'http://localhost:3202'
let ipCounter = 0
const nextIp = () => `203.0.113.${++ipCounter}`

beforeAll(async () => {
  // As behind the deployment's proxy: each test visitor has its own forwarded address.
  process.env.TRUST_PROXY = 'true'
  payload = await testPayload()
  config = (await import('@payload-config')).default
  ;({ GET: identityGET } = await import('@/app/(api)/console/user/identity/route'))
  ;({ POST: logoutPOST } = await import('@/app/(api)/console/user/logout/route'))
  ;({ GET: ssoGET } = await import('@/app/(api)/auth/public/sso/getRedirectUrl/route'))
  ;({ issueCaptchaCookie } = await import('@/features/forms/captcha/token'))
})
afterAll(async () => {
  await (await import('@/http/limits')).closeLimits()
  await closeTestPayload()
})

async function rest(
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const request = new Request(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return handleEndpoints({ config, path: path.split('?')[0]!, request })
}

function captchaHeaders(answer = 'AbCd'): Record<string, string> {
  return { cookie: `ts-captcha=${issueCaptchaCookie(answer, Date.now())}` }
}

function tokenFromSetCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('ts-token='))
  expect(header, 'a ts-token cookie').toBeTruthy()
  return header!.split(';')[0]!.slice('ts-token='.length)
}

async function register(email: string, extra: Record<string, unknown> = {}): Promise<Response> {
  return rest('POST', '/api/members', {
    body: { email, password: 'secret-123', captcha: 'abcd', consent: true, ...extra },
    headers: captchaHeaders(),
  })
}

async function login(email: string, password = 'secret-123'): Promise<string> {
  const response = await rest('POST', '/api/members/login', { body: { email, password } })
  expect(response.status).toBe(200)
  return tokenFromSetCookie(response)
}

/**
 * REST updates take `overrideLock=true`: Payload's document-lock check queries outside the update's transaction,
 * which the single-connection embedded database (PGlite) cannot serve while the transaction is open.
 */
const PATCH_QUERY = '?overrideLock=true'

const withToken = (token: string, extra: Record<string, string> = {}) => ({ cookie: `ts-token=${token}`, ...extra })

async function identity(headers: Record<string, string> = {}) {
  const response = await identityGET(new Request(`${BASE}/console/user/identity`, { headers }))
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; data: Record<string, unknown> | null },
    response,
  }
}

describe('registration (join free)', () => {
  it('creates a NORMAL member with the right image code, and the password logs in into the ts-token cookie', async () => {
    const response = await register('new.member@example.org')
    expect(response.status).toBe(201)
    const login = await rest('POST', '/api/members/login', {
      body: { email: 'new.member@example.org', password: 'secret-123' },
    })
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('ts-token='))!
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/HttpOnly/)
    const { body } = await identity(withToken(tokenFromSetCookie(login)))
    expect(body.code).toBe(1)
    expect(body.data).toMatchObject({ email: 'new.member@example.org', level: 0, membership: 0, userRole: '' })
    expect(body.data!.permissions).toEqual({ TS: [], CDS: { download_limit: 0 }, OPENS: false })
  })

  it('refuses a registration without the image code, with a wrong one, or with a forged cookie', async () => {
    const missing = await rest('POST', '/api/members', {
      body: { email: 'bot1@example.org', password: 'secret-123' },
      headers: captchaHeaders(),
    })
    expect(missing.status).toBe(400)
    const wrong = await rest('POST', '/api/members?locale=en', {
      body: { email: 'bot2@example.org', password: 'secret-123', captcha: 'zzzz', consent: true },
      headers: captchaHeaders(),
    })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(await wrong.json())).toContain('Captcha text you entered was incorrect')
    const forgedCookie = issueCaptchaCookie('abcd', Date.now()).replace(/.$/, (c) => (c === '0' ? '1' : '0'))
    const forged = await rest('POST', '/api/members', {
      body: { email: 'bot3@example.org', password: 'secret-123', captcha: 'abcd', consent: true },
      headers: { cookie: `ts-captcha=${forgedCookie}` },
    })
    expect(forged.status).toBe(400)
    const { totalDocs } = await payload.count({ collection: 'members', where: { email: { like: 'bot' } } })
    expect(totalDocs).toBe(0)
  })

  it('rate-limits registrations per client address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await rest('POST', '/api/members', {
        body: { email: `flood${i}@example.org`, password: 'secret-123', captcha: 'abcd', consent: true },
        headers: { ...captchaHeaders(), 'x-forwarded-for': '198.51.100.7' },
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true)
    expect(statuses[5]).toBe(429)
  })
})

describe('nobody raises their own rights', () => {
  const privileged = {
    membership: 0x3f5,
    level: 5,
    userRole: 'admin,info,payment',
    permissions: {
      TS: { SO: true, AI: true, MARKET: true, EMAIL: true, RECOMMEND: true },
      CDS: { download_limit: 1000 },
      OPENS: true,
    },
    customs_data_source: '1'.repeat(10),
    deptInfo: { name: 'Self-made department' },
    oemDomains: [{ name: 'mine', link: 'https://evil.example' }],
    accountStatus: 'active',
    serviceExpiresAt: '2099-01-01T00:00:00.000Z',
    lastLoginAt: '2099-01-01T00:00:00.000Z',
    staffNotes: 'VIP',
  }
  const expectNormal = (doc: Record<string, unknown>) => {
    expect(doc.membership).toBe(0)
    expect(doc.level).toBe(0)
    expect(doc.userRole ?? null).toBeNull()
    const permissions = doc.permissions as
      { TS?: Record<string, unknown>; CDS?: { download_limit?: number }; OPENS?: unknown } | undefined
    expect(Object.values(permissions?.TS ?? {}).some((v) => v === true)).toBe(false)
    expect(permissions?.CDS?.download_limit ?? 0).toBe(0)
    expect(permissions?.OPENS ?? false).toBe(false)
    expect(doc.customs_data_source ?? null).toBeNull()
    expect((doc.deptInfo as { name?: string } | undefined)?.name ?? null).toBeNull()
    expect(doc.oemDomains ?? []).toEqual([])
    expect(doc.serviceExpiresAt ?? null).toBeNull()
    expect(doc.staffNotes ?? null).toBeNull()
  }

  it('through REST registration', async () => {
    const response = await register('greedy.rest@example.org', privileged)
    expect(response.status).toBe(201)
    const doc = await payload.find({ collection: 'members', where: { email: { equals: 'greedy.rest@example.org' } } })
    expectNormal(doc.docs[0] as unknown as Record<string, unknown>)
    expect(doc.docs[0]!.lastLoginAt ?? null).toBeNull()
  })

  it('through a REST update of their own account', async () => {
    await register('greedy.patch@example.org')
    const token = await login('greedy.patch@example.org')
    const me = await identity(withToken(token))
    const id = me.body.data!.id
    const response = await rest('PATCH', `/api/members/${id}${PATCH_QUERY}`, {
      body: { ...privileged, nickname: 'Still normal' },
      headers: withToken(token),
    })
    expect(response.status).toBe(200)
    const doc = await payload.findByID({ collection: 'members', id: id as number })
    expect(doc.nickname).toBe('Still normal')
    expectNormal(doc as unknown as Record<string, unknown>)
    const again = await identity(withToken(token))
    expect(again.body.data!.permissions).toEqual({ TS: [], CDS: { download_limit: 0 }, OPENS: false })
  })

  it('through the local API with overrideAccess: false, as a visitor or as the member', async () => {
    const created = await payload.create({
      collection: 'members',
      data: { email: 'greedy.local@example.org', password: 'secret-123', ...privileged } as never,
      overrideAccess: false,
    })
    expectNormal(created as unknown as Record<string, unknown>)
    const user = { ...created, collection: 'members' as const }
    const updated = await payload.update({
      collection: 'members',
      id: created.id,
      data: privileged as never,
      overrideAccess: false,
      user,
    })
    expectNormal(updated as unknown as Record<string, unknown>)
  })

  it('and cannot read or change another member', async () => {
    await register('nosy@example.org')
    const token = await login('nosy@example.org')
    const other = await payload.find({ collection: 'members', where: { email: { equals: 'new.member@example.org' } } })
    const id = other.docs[0]!.id
    const read = await rest('GET', `/api/members/${id}`, { headers: withToken(token) })
    expect(read.status).toBe(404)
    const list = (await (await rest('GET', '/api/members', { headers: withToken(token) })).json()) as {
      docs: { email: string }[]
    }
    expect(list.docs.map((d) => d.email)).toEqual(['nosy@example.org'])
    const write = await rest('PATCH', `/api/members/${id}${PATCH_QUERY}`, {
      body: { nickname: 'hacked' },
      headers: withToken(token),
    })
    expect([403, 404]).toContain(write.status)
    expect((await payload.findByID({ collection: 'members', id })).nickname ?? null).toBeNull()
  })

  it('while staff (editors) can grant membership and permissions', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor.members@example.org', password: 'editor-pass-1', name: 'Editor', role: 'editor' } as never,
    })
    const member = await payload.find({ collection: 'members', where: { email: { equals: 'new.member@example.org' } } })
    const updated = await payload.update({
      collection: 'members',
      id: member.docs[0]!.id,
      data: { membership: 5, permissions: { TS: { SO: true } } },
      overrideAccess: false,
      user: { ...editor, collection: 'users' },
    })
    expect(updated.membership).toBe(5)
    expect(updated.permissions?.TS?.SO).toBe(true)
  })
})

describe('GET /console/user/identity', () => {
  it('answers a guest with HTTP 200 and a logged-out code that is neither success nor a forced logout', async () => {
    const { status, body } = await identity()
    expect(status).toBe(200)
    expect([1, 200, 401, 402]).not.toContain(body.code)
    expect(body.data).toBeNull()
  })

  it('answers a member with code 1, the user fields, userRole and permissions', async () => {
    await payload.create({
      collection: 'members',
      data: {
        email: 'full@example.org',
        password: 'secret-123',
        nickname: 'Full',
        accountName: 'full-account',
        phone: '+7 495 000 00 00',
        level: 0,
        membership: 5 | 64 | 512,
        userRole: 'payment',
        permissions: { TS: { SO: true, AI: true }, CDS: { download_limit: 50 }, OPENS: true },
        customs_data_source: '0101',
        deptInfo: { name: 'Sales' },
        oemDomains: [
          { name: 'acme', link: 'https://trade.acme.example', systemNameZhCn: '艾克米', systemNameEn: 'Acme' },
        ],
      },
    })
    const { body } = await identity(withToken(await login('full@example.org')))
    expect(body.code).toBe(1)
    expect(body.data).toMatchObject({
      email: 'full@example.org',
      nickname: 'Full',
      accountName: 'full-account',
      phone: '+7 495 000 00 00',
      level: 0,
      membership: 581,
      userRole: 'payment',
      customs_data_source: '0101',
      deptInfo: { name: 'Sales' },
      oemDomains: [{ name: 'acme', link: 'https://trade.acme.example', systemName: { 'zh-cn': '艾克米', en: 'Acme' } }],
      permissions: { TS: ['SO', 'AI'], CDS: { download_limit: 50 }, OPENS: true },
    })
    expect(body.data).not.toHaveProperty('hash')
    expect(body.data).not.toHaveProperty('sessions')
  })

  it('also reads the token from the ts-token header', async () => {
    const token = await login('full@example.org')
    expect((await identity({ 'ts-token': token })).body.code).toBe(1)
  })

  it('answers a forged token with code 401 over HTTP 200 and clears the cookie', async () => {
    const token = await login('full@example.org')
    const [head, body] = token.split('.')
    const forged = `${head}.${body}.${'A'.repeat(43)}`
    const answer = await identity(withToken(forged))
    expect(answer.status).toBe(200)
    expect(answer.body.code).toBe(401)
    expect(answer.response.headers.getSetCookie().some((c) => c.startsWith('ts-token=;') && /Max-Age=0/.test(c))).toBe(
      true,
    )
    expect((await identity(withToken('not-a-jwt'))).body.code).toBe(401)
  })

  it('answers an expired token with code 401', async () => {
    const token = await login('full@example.org')
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
    const { exp: _exp, iat: _iat, ...fieldsToSign } = claims
    const expired = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: -60 })
    const fresh = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: 60 })
    expect((await identity(withToken(fresh.token))).body.code).toBe(1)
    expect((await identity(withToken(expired.token))).body.code).toBe(401)
  })

  it('answers a frozen account with code 402, and a frozen account cannot log in', async () => {
    await register('frozen@example.org')
    const token = await login('frozen@example.org')
    const found = await payload.find({ collection: 'members', where: { email: { equals: 'frozen@example.org' } } })
    await payload.update({ collection: 'members', id: found.docs[0]!.id, data: { accountStatus: 'frozen' } })
    expect((await identity(withToken(token))).body.code).toBe(402)
    const again = await rest('POST', '/api/members/login', {
      body: { email: 'frozen@example.org', password: 'secret-123' },
    })
    expect(again.status).toBe(403)
  })

  it('treats a staff token sent as ts-token as a guest, never logging staff out', async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'staff.viewer@example.org', password: 'staff-pass-1', name: 'S', role: 'editor' } as never,
    })
    const response = await rest('POST', '/api/users/login', {
      body: { email: 'staff.viewer@example.org', password: 'staff-pass-1' },
    })
    // Staff have their own cookie (ts-staff-token); a staff token in the members' cookie is still not a member.
    const { token } = (await response.json()) as { token: string }
    const { body } = await identity(withToken(token))
    expect(body.code).toBe(0)
  })
})

describe('POST /console/user/logout', () => {
  it('ends the session (the old token no longer works) and clears the cookie', async () => {
    const token = await login('full@example.org')
    expect((await identity(withToken(token))).body.code).toBe(1)
    const response = await logoutPOST(
      new Request(`${BASE}/console/user/logout`, { method: 'POST', headers: withToken(token) }),
    )
    expect(response.status).toBe(200)
    expect(((await response.json()) as { code: number }).code).toBe(1)
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith('ts-token='))!
    expect(cleared).toMatch(/^ts-token=;/)
    expect(cleared).toMatch(/Path=\//)
    expect(cleared).toMatch(/Max-Age=0/)
    expect((await identity(withToken(token))).body.code).toBe(401)
  })

  it('clears the cookie for an invalid token too', async () => {
    const response = await logoutPOST(
      new Request(`${BASE}/console/user/logout`, { method: 'POST', headers: withToken('garbage') }),
    )
    expect(((await response.json()) as { code: number }).code).toBe(1)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('ts-token=;'))).toBe(true)
  })
})

describe('GET /auth/public/sso/getRedirectUrl', () => {
  const sso = async (query: string, headers: Record<string, string> = {}) => {
    const response = await ssoGET(new Request(`${BASE}/auth/public/sso/getRedirectUrl?${query}`, { headers }))
    expect(response.status).toBe(200)
    return (await response.json()) as { code: number; msg: string; data: string | null }
  }

  it("gives code 200 with the URL of the member's OEM domain", async () => {
    const token = await login('full@example.org')
    const answer = await sso('redirect=%2Fdashboard&client=acme&mode=cloud', withToken(token))
    expect(answer.code).toBe(200)
    const url = new URL(answer.data!)
    expect(url.origin).toBe('https://trade.acme.example')
    expect(url.searchParams.get('redirect')).toBe('/dashboard')
    expect(url.searchParams.get('mode')).toBe('cloud')
    expect(url.searchParams.get('ticket')).toMatch(/^\d+\.\d+\.[0-9a-f]{64}$/)
  })

  it('refuses another domain, a foreign redirect, a missing mode, and a guest', async () => {
    const token = await login('full@example.org')
    expect((await sso('redirect=%2F&client=other&mode=cloud', withToken(token))).code).toBe(10001)
    expect((await sso('redirect=https%3A%2F%2Fevil.example%2F&client=acme&mode=cloud', withToken(token))).code).toBe(
      10001,
    )
    expect((await sso('redirect=%2F&client=acme', withToken(token))).code).toBe(10001)
    expect((await sso('redirect=%2F&client=acme&mode=cloud')).code).toBe(401)
  })
})

describe('accounts in the admin', () => {
  it('stamps lastLoginAt on login', async () => {
    await register('stamp@example.org')
    const before = Date.now()
    await login('stamp@example.org')
    const found = await payload.find({ collection: 'members', where: { email: { equals: 'stamp@example.org' } } })
    expect(new Date(found.docs[0]!.lastLoginAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('flags dormant accounts: 12 months without login and no unexpired service', async () => {
    const old = new Date(Date.now() - 400 * 24 * 3600 * 1000).toISOString()
    const dormant = await payload.create({
      collection: 'members',
      data: { email: 'dormant@example.org', password: 'secret-123', lastLoginAt: old },
    })
    const serviced = await payload.create({
      collection: 'members',
      data: {
        email: 'serviced@example.org',
        password: 'secret-123',
        lastLoginAt: old,
        serviceExpiresAt: '2099-01-01T00:00:00.000Z',
      },
    })
    const fresh = await payload.create({
      collection: 'members',
      data: { email: 'fresh@example.org', password: 'secret-123' },
    })
    expect((await payload.findByID({ collection: 'members', id: dormant.id })).dormant).toBe(true)
    expect((await payload.findByID({ collection: 'members', id: serviced.id })).dormant).toBe(false)
    expect((await payload.findByID({ collection: 'members', id: fresh.id })).dormant).toBe(false)
  })
})

describe('demo members', () => {
  it('are seeded only with SEED_DEMO_MEMBERS=true, idempotently, and differ as the permission rules say', async () => {
    const { seedDemoMembers } = await import('@/seed/demo-members')
    await seedDemoMembers(payload, { NODE_ENV: 'production' } as NodeJS.ProcessEnv)
    expect((await payload.count({ collection: 'members', where: { email: { like: '@demo.test' } } })).totalDocs).toBe(0)
    await seedDemoMembers(payload, { SEED_DEMO_MEMBERS: 'true', NODE_ENV: 'test' } as NodeJS.ProcessEnv)
    await seedDemoMembers(payload, { SEED_DEMO_MEMBERS: 'true', NODE_ENV: 'test' } as NodeJS.ProcessEnv)
    expect((await payload.count({ collection: 'members', where: { email: { like: '@demo.test' } } })).totalDocs).toBe(2)

    const { menuVisibility, membershipLevelOf } = await import('@/domain/permissions')
    const normal = (await identity(withToken(await login('normal@demo.test', 'demo12345')))).body.data!
    const global = (await identity(withToken(await login('global@demo.test', 'demo12345')))).body.data!
    expect(membershipLevelOf(normal.membership)).toBe(0)
    expect(membershipLevelOf(global.membership)).toBe(5)
    const menus = (user: Record<string, unknown>) =>
      menuVisibility({
        isLogin: true,
        locale: 'en',
        permissions: user.permissions,
        userRole: user.userRole as string,
        user: user as never,
      })
    expect(menus(normal)).toMatchObject({
      tradeSearch: false,
      marketing: false,
      emailCenter: false,
      cost: null,
      recommend: null,
    })
    expect(menus(global)).toMatchObject({
      tradeSearch: true,
      marketing: true,
      marketAnalysis: true,
      emailCenter: true,
      cost: '/cost/paymentLink',
      recommend: 'under-marketing',
    })
    expect(String(global.customs_data_source)).toMatch(/1/)
  })
})

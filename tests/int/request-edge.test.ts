/**
 * The request edge against a real database: body limits, bad input that must never give a 5xx, cross-site
 * state changes, the client address of the rate limits, the log-in and forgot-password throttles, the unpaid-order
 * cap and a database outage. Each case is sent the way a hostile visitor would send it, to the route handlers Next
 * calls (Payload's REST and GraphQL routes included).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestSmtp, type TestSmtp } from '../support/smtp'
import { closeTestPayload, testPayload } from './payload'

vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Simple = (request: Request) => Promise<Response>

let payload: Payload
let smtp: TestSmtp
let rest: { GET: Handler; POST: Handler; PATCH: Handler }
let graphqlPOST: (request: Request) => Promise<Response>
let identityGET: Simple
let logoutPOST: Simple
let handlers: typeof import('@/features/orders/payments/handlers')
let forms: typeof import('@/features/forms/api/forms')
let limits: typeof import('@/http/limits')

const BASE = 'http://localhost:3220'
const SITE = { origin: BASE, 'sec-fetch-site': 'same-origin' }
const FOREIGN = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
let seq = 0
/** A visitor address of this file only (the rate limits are stored in the shared test database). */
const address = () => `192.0.2.${(++seq % 250) + 1}`

function api(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) {
  const url = new URL(`${BASE}${path}`)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const request = new Request(url, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address(), ...init.headers },
    body: init.body,
  })
  return rest[method](request, { params: Promise.resolve({ slug }) })
}

async function member(): Promise<{ id: number; email: string; cookie: string; token: string }> {
  const email = `edge${++seq}-${Date.now()}@example.org`
  const created = await payload.create({
    collection: 'members',
    data: { email, password: 'secret-123' },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'members', data: { email, password: 'secret-123' } })
  return { id: created.id, email, cookie: `ts-token=${token}`, token: token! }
}

const json = async (response: Response) =>
  (await response.json()) as { code?: number; msg?: string; errors?: { message: string }[]; data?: unknown }

const deps = () => ({ payload, now: () => new Date(), paypal: () => null })

function payPost(path: string, body: string, headers: Record<string, string>) {
  return new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SITE, ...headers },
    body,
  })
}

/** Every query the app's database pool sends fails as if PostgreSQL were down. */
function databaseDown(): () => void {
  const pool = (
    payload.db as unknown as { pool: { query: (...a: unknown[]) => unknown; connect: (...a: unknown[]) => unknown } }
  ).pool
  const refused = () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))
  const query = vi.spyOn(pool, 'query').mockImplementation(refused)
  const connect = vi.spyOn(pool, 'connect').mockImplementation(refused)
  return () => {
    query.mockRestore()
    connect.mockRestore()
  }
}

beforeAll(async () => {
  smtp = await startTestSmtp()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.TRUST_PROXY = 'true'
  payload = await testPayload()
  rest = await import('@/app/(payload)/api/[...slug]/route')
  ;({ POST: graphqlPOST } = (await import('@/app/(payload)/api/graphql/route')) as unknown as {
    POST: (request: Request) => Promise<Response>
  })
  ;({ GET: identityGET } = (await import('@/app/(api)/console/user/identity/route')) as unknown as { GET: Simple })
  ;({ POST: logoutPOST } = (await import('@/app/(api)/console/user/logout/route')) as unknown as { POST: Simple })
  handlers = await import('@/features/orders/payments/handlers')
  forms = await import('@/features/forms/api/forms')
  limits = await import('@/http/limits')
  const tiers = await payload.find({
    collection: 'package-tiers',
    where: { code: { equals: 'Plus' } },
    overrideAccess: true,
    limit: 1,
  })
  if (!tiers.docs[0]) {
    await payload.create({
      collection: 'package-tiers',
      data: {
        code: 'Plus',
        name: 'Plus',
        priceUsd: 2999,
        memberLevel: 4,
        importCountries: 1,
        exportCountries: 1,
        status: 'active',
        datasets: [],
        order: 0,
      },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
  }
}, 240_000)

afterAll(async () => {
  await limits?.closeLimits()
  await smtp?.stop()
  await closeTestPayload()
})

describe('one 64 KB limit on every JSON/form endpoint', () => {
  const big = (fields: Record<string, unknown>) => JSON.stringify({ ...fields, pad: 'x'.repeat(1024 * 1024) })

  it('refuses a 1 MB log-in, GraphQL query, order, PayPal call and purchase registration', async () => {
    const login = await api('POST', '/api/members/login', { body: big({ email: 'nobody@example.org', password: 'x' }) })
    expect(login.status).toBe(413)
    const graphql = await graphqlPOST(
      new Request(`${BASE}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big({ query: '{ __typename }' }),
      }),
    )
    expect(graphql.status).toBe(413)

    const buyer = await member()
    const before = (
      await payload.count({ collection: 'orders', where: { member: { equals: buyer.id } }, overrideAccess: true })
    ).totalDocs
    const order = await handlers.createOrder(
      payPost('/pay/payment', big({ packageCode: 'Plus', consent: true }), { cookie: buyer.cookie }),
      deps(),
    )
    expect(await json(order)).toMatchObject({ code: 10001 })
    expect(
      (await payload.count({ collection: 'orders', where: { member: { equals: buyer.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(before)
    expect(
      (
        await json(
          await handlers.createPaypalOrder(
            payPost('/public/paypal', big({ orderId: 1 }), { cookie: buyer.cookie }),
            deps(),
          ),
        )
      ).code,
    ).toBe(10001)
    const register = await handlers.registerForPurchase(
      payPost('/public/purchase/register', big({ email: 'big@example.org' }), {}),
      deps(),
    )
    expect((await json(register)).code).toBe(10001)
  })
})

describe('bad input is a clear 4xx or §8 code, never a 5xx', () => {
  it('Payload REST and GraphQL: a malformed body, page=-5, where[id][in]=1,2,a, NUL bytes', async () => {
    const graphql = await graphqlPOST(
      new Request(`${BASE}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query": ',
      }),
    )
    expect(graphql.status).toBe(400)
    for (const path of [
      '/api/pages?page=-5',
      '/api/pages?where[id][in]=1,2,a',
      '/api/pages?where[slug][equals]=a%00b',
    ]) {
      const response = await api('GET', path)
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBeLessThan(500)
    }
    const login = await api('POST', '/api/members/login', {
      body: JSON.stringify({ email: 'a\u0000@example.org', password: 'secret-123' }),
    })
    expect(login.status).toBe(400)
    const someone = await member()
    const patch = await api('PATCH', `/api/members/${someone.id}?overrideLock=true`, {
      body: JSON.stringify({ nickname: 'x\u0000y' }),
      headers: { cookie: someone.cookie, ...SITE },
    })
    expect(patch.status).toBe(400)
  })

  it('a deeply nested body, a body that is not an object, a body Payload does not read and a broken upload: 4xx, never a 5xx', async () => {
    const deep = `{"email":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`
    const cases: Array<[string, string, string]> = [
      ['/api/members/login', 'application/json', deep],
      ['/api/members/login', 'application/json', '['.repeat(5000) + ']'.repeat(5000)],
      ['/api/news?draft=true', 'application/json', 'null'],
      ['/api/news?draft=true', 'application/json', '"x"'],
      ['/api/news?draft=true', 'text/plain', 'hello'],
      ['/api/news?draft=true', 'application/x-www-form-urlencoded', 'title=x'],
      ['/api/media', 'multipart/form-data; boundary=x', '--x\r\nbroken'],
      [
        '/api/members',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"email":',
      ],
    ]
    for (const [path, type, body] of cases) {
      const response = await api('POST', path, { body, headers: { 'content-type': type } })
      expect(response.status, `${type} ${body.slice(0, 20)} → ${path}`).toBeGreaterThanOrEqual(400)
      expect(response.status, `${type} ${body.slice(0, 20)} → ${path}`).toBeLessThan(500)
    }
    const graphql = await graphqlPOST(
      new Request(`${BASE}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"query":"{ Countries { totalDocs } }","variables":${deep}}`,
      }),
    )
    expect(graphql.status).toBe(400)
    const upload = await graphqlPOST(
      new Request(`${BASE}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nbroken',
      }),
    )
    expect(upload.status).toBe(415)
    // The public API's own frame too.
    const claim = await forms.debtClaim(
      new Request(`${BASE}/public/debtClaim`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
        body: `{"creditor":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      }),
    )
    expect((await json(claim)).code).toBe(10001)
  })

  it('a 10 KB e-mail in a log-in or forgot-password is the visitor’s mistake, not an outage (60007)', async () => {
    const email = `${'a'.repeat(10_000)}@example.org`
    for (const path of ['/api/members/forgot-password', '/api/users/forgot-password', '/api/members/login']) {
      const response = await api('POST', path, { body: JSON.stringify({ email, password: 'x' }) })
      expect(response.status, path).toBeLessThan(500)
      expect(JSON.stringify(await response.json()), path).not.toContain('60007')
    }
  })

  it('a visitor cannot read a whole table in one request (limit, limit=0, pagination=false), over REST and GraphQL', async () => {
    for (const [query, expected] of [
      ['limit=100000', 100],
      ['limit=0', 100],
      ['limit=20', 20],
      ['pagination=false', 10],
    ] as const) {
      const response = await api('GET', `/api/countries?${query}`)
      expect(response.status, query).toBe(200)
      const body = (await response.json()) as { limit: number; docs: unknown[]; totalPages?: number }
      expect(body.limit, query).toBe(expected)
      expect(body.docs.length, query).toBeLessThanOrEqual(expected)
    }
    const graphql = await graphqlPOST(
      new Request(`${BASE}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ Countries(limit: 100000) { limit } }' }),
      }),
    )
    expect(((await graphql.json()) as { data: { Countries: { limit: number } } }).data.Countries.limit).toBe(100)
  })

  it('a NUL byte in a form field answers 10001, not 60007; /public/payment?id=%00 answers 10001', async () => {
    const claim = {
      creditor: {
        companyName: 'Ningbo Export',
        contactName: 'Li Wei',
        contactEmail: 'li.wei@example.cn',
        phone: '+86 138 0013 8000',
      },
      debtor: {
        companyName: 'Late Payer LLC',
        contactName: 'John Doe',
        lastContactDate: '2026-09-01',
        debtValue: 'USD 1',
        lastContactDetails: 'stopped\u0000answering',
      },
      locale: 'en',
      consent: true,
    }
    const response = await forms.debtClaim(
      new Request(`${BASE}/public/debtClaim`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
        body: JSON.stringify(claim),
      }),
    )
    expect(response.status).toBe(200)
    expect((await json(response)).code).toBe(10001)
    const lookup = await handlers.lookupOrder(new Request(`${BASE}/public/payment?id=%00`), '\u0000', deps())
    expect(lookup.status).toBe(200)
    expect((await json(lookup)).code).toBe(10001)
  })
})

describe('cross-site state changes (CSRF)', () => {
  it('a foreign page cannot log a member out, place an order or change the profile', async () => {
    const victim = await member()
    const logout = await logoutPOST(
      new Request(`${BASE}/console/user/logout`, { method: 'POST', headers: { cookie: victim.cookie, ...FOREIGN } }),
    )
    expect(logout.headers.getSetCookie().some((c) => c.startsWith('ts-token='))).toBe(false)
    const still = await json(
      await identityGET(new Request(`${BASE}/console/user/identity`, { headers: { cookie: victim.cookie } })),
    )
    expect(still.code).toBe(1)

    const order = await handlers.createOrder(
      payPost('/pay/payment', JSON.stringify({ packageCode: 'Plus', consent: true }), {
        cookie: victim.cookie,
        ...FOREIGN,
      }),
      deps(),
    )
    expect((await json(order)).code).toBe(10001)
    expect(
      (await payload.count({ collection: 'orders', where: { member: { equals: victim.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)

    const patch = await api('PATCH', `/api/members/${victim.id}?overrideLock=true`, {
      body: JSON.stringify({ nickname: 'pwned' }),
      headers: { cookie: victim.cookie, ...FOREIGN },
    })
    expect(patch.status).toBe(403)
    expect((await payload.findByID({ collection: 'members', id: victim.id, overrideAccess: true })).nickname).not.toBe(
      'pwned',
    )

    // The member's own pages still work.
    const own = await logoutPOST(
      new Request(`${BASE}/console/user/logout`, { method: 'POST', headers: { cookie: victim.cookie, ...SITE } }),
    )
    expect(own.headers.getSetCookie().some((c) => c.startsWith('ts-token=;'))).toBe(true)
  })
})

describe('the client address of the rate limits', () => {
  const sendCode = (email: string, forwarded: string) =>
    forms.sendVerifyCode(
      new Request(`${BASE}/public/sendVerifyCode`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwarded },
        body: new URLSearchParams({ email, serviceName: 'en' }).toString(),
      }),
    )

  it('a two-hop X-Forwarded-For does not let the visitor choose the key (TRUST_PROXY=true)', async () => {
    const codes: number[] = []
    for (let i = 0; i < 12; i++)
      codes.push(
        (await json(await sendCode(`hop${i}-${Date.now()}@example.org`, `10.66.${i}.1, 198.51.100.201`))).code!,
      )
    expect(codes.slice(0, 10).every((code) => code === 1)).toBe(true)
    expect(codes.slice(10)).toEqual([140010, 140010])
  })

  it('X-Forwarded-For is ignored entirely when TRUST_PROXY is unset', async () => {
    process.env.TRUST_PROXY = ''
    try {
      const codes: number[] = []
      for (let i = 0; i < 11; i++)
        codes.push((await json(await sendCode(`noproxy${i}-${Date.now()}@example.org`, `10.77.${i}.1`))).code!)
      expect(codes.at(-1)).toBe(140010)
    } finally {
      process.env.TRUST_PROXY = 'true'
    }
  })
})

describe('log-in and forgot-password throttles', () => {
  it('25 wrong passwords on 25 accounts from one address: most are refused with 429', async () => {
    const from = '198.51.100.210'
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        api('POST', '/api/members/login', {
          body: JSON.stringify({ email: `spray${i}@example.org`, password: 'wrong-password' }),
          headers: { 'x-forwarded-for': from },
        }).then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15)
  })

  it('wrong passwords on one account from many addresses are refused after five; a staff account too', async () => {
    const target = await member()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (
          await api('POST', '/api/members/login', {
            body: JSON.stringify({ email: target.email, password: `wrong-${i}` }),
          })
        ).status,
      )
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(5)).toEqual([429, 429])

    const staffEmail = `edge-staff-${Date.now()}@example.org`
    await payload.create({
      collection: 'users',
      data: { email: staffEmail, password: 'staff-password-1', role: 'editor' },
      overrideAccess: true,
    })
    const staff: number[] = []
    for (let i = 0; i < 7; i++)
      staff.push(
        (await api('POST', '/api/users/login', { body: JSON.stringify({ email: staffEmail, password: `wrong-${i}` }) }))
          .status,
      )
    expect(staff.slice(5)).toEqual([429, 429])
  })

  it('the GraphQL log-in mutation shares the per-account throttle', async () => {
    const target = await member()
    const messages: string[] = []
    for (let i = 0; i < 6; i++) {
      const response = await graphqlPOST(
        new Request(`${BASE}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
          body: JSON.stringify({
            query: `mutation { loginMember(email: "${target.email}", password: "wrong-${i}") { token } }`,
          }),
        }),
      )
      const body = (await response.json()) as { errors?: { message: string }[] }
      messages.push(body.errors?.[0]?.message ?? 'ok')
    }
    expect(messages.slice(0, 5).every((m) => m !== 'ok' && !/attempts|尝试/.test(m))).toBe(true)
    expect(messages[5]).toMatch(/尝试次数过多|Too many attempts/)
  })

  it('a member who logs in successfully is not counted as failing', async () => {
    const regular = await member()
    const from = '198.51.100.211'
    for (let i = 0; i < 8; i++) {
      const response = await api('POST', '/api/members/login', {
        body: JSON.stringify({ email: regular.email, password: 'secret-123' }),
        headers: { 'x-forwarded-for': from },
      })
      expect(response.status).toBe(200)
    }
  })

  it('forgot-password is throttled per address', async () => {
    const from = '198.51.100.212'
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (
          await api('POST', '/api/members/forgot-password', {
            body: JSON.stringify({ email: `forgot${i}@example.org` }),
            headers: { 'x-forwarded-for': from },
          })
        ).status,
      )
    }
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(5)).toEqual([429, 429])
  })
})

describe('unpaid orders per member', () => {
  it('caps them at five, also when placed at the same moment', async () => {
    const buyer = await member()
    const place = () =>
      handlers
        .createOrder(
          payPost('/pay/payment', JSON.stringify({ packageCode: 'Plus', consent: true }), { cookie: buyer.cookie }),
          deps(),
        )
        .then(json)
    const answers = await Promise.all(Array.from({ length: 8 }, place))
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5)
    expect(answers.filter((a) => a.code === 10001)).toHaveLength(3)
    expect((await place()).code).toBe(10001)
    const unpaid = await payload.count({
      collection: 'orders',
      where: { member: { equals: buyer.id }, status: { equals: 'unpaid' } },
      overrideAccess: true,
    })
    expect(unpaid.totalDocs).toBe(5)
  })
})

describe('a database outage', () => {
  it('answers 60007 and keeps the session: identity, orders, payment lookup, log-in', async () => {
    const someone = await member()
    await limits.closeLimits()
    const real = process.env.DATABASE_URL
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:9/unreachable'
    const restore = databaseDown()
    try {
      const who = await identityGET(
        new Request(`${BASE}/console/user/identity`, { headers: { cookie: someone.cookie } }),
      )
      expect((await json(who)).code).toBe(60007)
      expect(who.headers.getSetCookie().some((c) => c.startsWith('ts-token='))).toBe(false)
      const order = await handlers.createOrder(
        payPost('/pay/payment', JSON.stringify({ packageCode: 'Plus', consent: true }), { cookie: someone.cookie }),
        deps(),
      )
      expect((await json(order)).code).toBe(60007)
      const lookup = await handlers.lookupOrder(
        new Request(`${BASE}/public/payment/1`, { headers: { cookie: someone.cookie } }),
        '1',
        deps(),
      )
      expect((await json(lookup)).code).toBe(60007)
      const login = await api('POST', '/api/members/login', {
        body: JSON.stringify({ email: someone.email, password: 'secret-123' }),
      })
      expect(login.status).toBe(503)
      expect((await json(login)).code).toBe(60007)
    } finally {
      restore()
      process.env.DATABASE_URL = real
      await limits.closeLimits()
    }
    expect(
      (
        await json(
          await identityGET(new Request(`${BASE}/console/user/identity`, { headers: { cookie: someone.cookie } })),
        )
      ).code,
    ).toBe(1)
  })
})

/**
 * Who a person is (issue 35): an e-mail is a member's only once proven (a code sent to it), so claiming someone's
 * address — at registration or by a save — reaches none of their submissions; e-mail and password changes need the
 * current password on every door; staff identity (editors' e-mails in the translation state) never reaches a guest's
 * or a member's answer, over REST and GraphQL, for every collection and global.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closeTestPayload, testPayload } from './payload'

vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

process.env.MEDIA_DIR ||= mkdtempSync(path.join(tmpdir(), 'identity-media-'))

const BASE = 'http://localhost:3251'
const stamp = Date.now().toString(36)
let payload: Payload
let config: Promise<import('payload').SanitizedConfig>
let graphqlPOST: (request: Request) => Promise<Response>
let exportGET: (request: Request) => Promise<Response>
let deletePOST: (request: Request) => Promise<Response>
let emailPOST: (request: Request) => Promise<Response>
let confirmPOST: (request: Request) => Promise<Response>
let forms: typeof import('@/features/forms/api/forms')
let consentPOST: (request: Request) => Promise<Response>
const mails: { to: string; subject: string; text: string }[] = []
const logged: unknown[] = []
const warned: unknown[] = []
let ip = 0

beforeAll(async () => {
  payload = await testPayload()
  config = (await import('@payload-config')).default
  ;({ POST: graphqlPOST } = await import('@/app/(payload)/api/graphql/route'))
  ;({ GET: exportGET } = await import('@/app/(api)/console/user/export/route'))
  ;({ POST: deletePOST } = await import('@/app/(api)/console/user/delete/route'))
  ;({ POST: emailPOST } = await import('@/app/(api)/console/user/email/route'))
  ;({ POST: confirmPOST } = await import('@/app/(api)/console/user/email/confirm/route'))
  forms = await import('@/features/forms/api/forms')
  ;({ POST: consentPOST } = await import('@/app/(api)/next/consent/route'))
  vi.spyOn(payload, 'sendEmail').mockImplementation((async (message: { to: string; subject: string; text: string }) => {
    mails.push(message)
    return {}
  }) as never)
  const info = payload.logger.info.bind(payload.logger)
  vi.spyOn(payload.logger, 'info').mockImplementation(((...args: unknown[]) => {
    logged.push(args)
    return (info as (...a: unknown[]) => void)(...args)
  }) as never)
  const warn = payload.logger.warn.bind(payload.logger)
  vi.spyOn(payload.logger, 'warn').mockImplementation(((...args: unknown[]) => {
    warned.push(args)
    return (warn as (...a: unknown[]) => void)(...args)
  }) as never)
})
afterAll(async () => {
  vi.restoreAllMocks()
  await closeTestPayload()
})

type Json = Record<string, unknown>

async function rest(
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const request = new Request(`${BASE}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${++ip}`,
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config, path: url.split('?')[0]!, request })
  return { status: response.status, text: await response.text() }
}

async function graphql(query: string, token?: string, variables?: Json): Promise<{ text: string; json: Json }> {
  const response = await graphqlPOST(
    new Request(`${BASE}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
  )
  const text = await response.text()
  return { text, json: JSON.parse(text) as Json }
}

/** A console call as the site makes it: the member's cookie, same-site. */
function consoleRequest(path: string, token: string, body?: unknown): Request {
  return new Request(`${BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: `ts-token=${token}`,
      origin: BASE,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${++ip}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

async function member(email: string, password = 'secret-123') {
  const doc = await payload.create({
    collection: 'members',
    data: { email, password, nickname: 'M' },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'members', data: { email, password } })
  return { id: doc.id, token: token!, email }
}

async function staff(role: 'admin' | 'editor' | 'translator', password = 'staff-pass-123') {
  const email = `${role}-${stamp}-${++ip}@staff.test`
  const doc = await payload.create({ collection: 'users', data: { email, password, role }, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { doc: { ...doc, collection: 'users' as const }, id: doc.id, token: token!, email, password }
}

async function victimSubmission(email: string) {
  return payload.create({
    collection: 'submissions',
    data: {
      kind: 'contact',
      status: 'new',
      site: 'en',
      locale: 'en',
      name: 'Victim',
      email,
      company: 'Victim Ltd',
      message: 'private question',
    } as never,
    overrideAccess: true,
  })
}

async function emailOf(id: number): Promise<string> {
  return (await payload.findByID({ collection: 'members', id, overrideAccess: true, depth: 0 })).email
}

describe('no takeover by e-mail', () => {
  it('registering with someone’s address reaches none of their submissions: export and deletion leave them be', async () => {
    const victim = `victim-${stamp}@example.org`
    const sent = await victimSubmission(victim)
    const attacker = await member(victim)
    const data = (await (await exportGET(consoleRequest('/console/user/export', attacker.token))).json()) as Json
    expect(data.submissions).toEqual([])
    expect(JSON.stringify(data)).not.toContain('private question')
    const deleted = await deletePOST(consoleRequest('/console/user/delete', attacker.token, { password: 'secret-123' }))
    expect(((await deleted.json()) as Json).code).toBe(1)
    const after = await payload.findByID({ collection: 'submissions', id: sent.id, overrideAccess: true })
    expect(after).toMatchObject({ email: victim, message: 'private question' })
  })

  it('PATCH /api/members/:self {email} is refused with 10001 on REST, GraphQL and the local API with a user', async () => {
    const victim = `victim2-${stamp}@example.org`
    await victimSubmission(victim)
    const attacker = await member(`attacker-${stamp}@example.org`)
    const viaRest = await rest('PATCH', `/api/members/${attacker.id}`, attacker.token, {
      email: victim,
      currentPassword: 'secret-123',
    })
    expect(viaRest.status).toBe(400)
    expect(viaRest.text).toContain('10001')
    const viaGraphql = await graphql(
      `mutation { updateMember(id: ${attacker.id}, data: { email: "${victim}", currentPassword: "secret-123" }) { email } }`,
      attacker.token,
    )
    expect(viaGraphql.json.errors).toBeTruthy()
    const user = { ...(await payload.findByID({ collection: 'members', id: attacker.id, overrideAccess: true })) }
    await expect(
      payload.update({
        collection: 'members',
        id: attacker.id,
        data: { email: victim },
        user: { ...user, collection: 'members' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect(await emailOf(attacker.id)).toBe(attacker.email)
  })

  it('an e-mail change is proven by a code sent to the new address, with the current password; the old one hears', async () => {
    const who = await member(`changer-${stamp}@example.org`)
    const next = `changed-${stamp}@example.org`
    const wrong = await emailPOST(
      consoleRequest('/console/user/email', who.token, { email: next, currentPassword: 'not-it' }),
    )
    expect(((await wrong.json()) as Json).code).toBe(10001)
    mails.length = 0
    const asked = await emailPOST(
      consoleRequest('/console/user/email', who.token, { email: next, currentPassword: 'secret-123' }),
    )
    expect(((await asked.json()) as Json).code).toBe(1)
    expect(await emailOf(who.id)).toBe(who.email)
    const mail = mails.find((m) => m.to === next)!
    const code = /(\d{6})/.exec(mail.text)![1]!
    // A code from the public forms' door for the same address confirms nothing.
    const bad = await confirmPOST(
      consoleRequest('/console/user/email/confirm', who.token, { email: next, code: '000000' }),
    )
    expect(((await bad.json()) as Json).code).toBe(20008)
    const done = await confirmPOST(consoleRequest('/console/user/email/confirm', who.token, { email: next, code }))
    expect(((await done.json()) as Json).code).toBe(1)
    const now = await payload.findByID({ collection: 'members', id: who.id, overrideAccess: true })
    expect(now.email).toBe(next)
    expect(now.emailVerifiedAt).toBeTruthy()
    expect(mails.some((m) => m.to === who.email)).toBe(true)
    // Spent: the same code does not work twice.
    const again = await confirmPOST(consoleRequest('/console/user/email/confirm', who.token, { email: next, code }))
    expect(((await again.json()) as Json).code).toBe(20008)
  })

  it('a form sent while logged in is the member’s (export and deletion reach it), whatever address it names', async () => {
    const who = await member(`sender-${stamp}@example.org`)
    const response = await forms.debtClaim(
      new Request(`${BASE}/public/debtClaim`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `ts-token=${who.token}`,
          'x-forwarded-for': `198.51.100.${++ip}`,
        },
        body: JSON.stringify({
          creditor: {
            companyName: 'Ningbo Export',
            contactName: 'Li Wei',
            contactEmail: `other-${stamp}@example.cn`,
            phone: '+86 138 0013 8000',
          },
          debtor: {
            companyName: 'Late Payer LLC',
            contactName: 'John Doe',
            lastContactDate: '2026-09-01',
            debtValue: 'USD 48,000',
            lastContactDetails: 'Stopped answering.',
          },
          locale: 'en',
          consent: true,
        }),
      }),
    )
    const body = (await response.json()) as { code: number; data: { id: number } }
    expect(body.code).toBe(1)
    const data = (await (await exportGET(consoleRequest('/console/user/export', who.token))).json()) as {
      submissions: { id: number }[]
    }
    expect(data.submissions.map((s) => s.id)).toEqual([body.data.id])
  })

  it('account deletion cancels unpaid orders and keeps paid ones', async () => {
    const who = await member(`orders-${stamp}@example.org`)
    const order = (status: string) =>
      payload.create({
        collection: 'orders',
        data: {
          member: who.id,
          tierCode: 'PRO',
          amount: 899,
          currency: 'USD',
          status,
          // A paid order needs its money recorded (the books' rule): here a PayPal capture.
          ...(status === 'paid' ? { captureId: `CAP-IDENTITY-${stamp}` } : {}),
          reservedUntil: new Date(Date.now() + 3600_000).toISOString(),
        } as never,
        overrideAccess: true,
      })
    const unpaid = await order('unpaid')
    const paid = await order('paid')
    const deleted = await deletePOST(consoleRequest('/console/user/delete', who.token, { password: 'secret-123' }))
    expect(((await deleted.json()) as Json).code).toBe(1)
    const statusOf = async (id: number) =>
      (await payload.findByID({ collection: 'orders', id, overrideAccess: true })).status
    expect(await statusOf(unpaid.id)).toBe('cancelled')
    expect(await statusOf(paid.id)).toBe('paid')
  })
})

describe('the current password for a password or e-mail change', () => {
  it('members: PATCH /api/members/:self {password} needs currentPassword (REST and GraphQL)', async () => {
    const who = await member(`pw-${stamp}@example.org`)
    const bare = await rest('PATCH', `/api/members/${who.id}`, who.token, { password: 'taken-over-1' })
    expect(bare.status).toBe(400)
    expect(bare.text).toContain('10001')
    const wrong = await rest('PATCH', `/api/members/${who.id}`, who.token, {
      password: 'taken-over-1',
      currentPassword: 'guess-1',
    })
    expect(wrong.status).toBe(400)
    const viaGraphql = await graphql(
      `mutation { updateMember(id: ${who.id}, data: { password: "taken-over-1" }) { id } }`,
      who.token,
    )
    expect(viaGraphql.json.errors).toBeTruthy()
    await expect(
      payload.login({ collection: 'members', data: { email: who.email, password: 'taken-over-1' } }),
    ).rejects.toThrow()
    const right = await graphql(
      `mutation { updateMember(id: ${who.id}, data: { password: "renewed-pass-1", currentPassword: "secret-123" }) { id } }`,
      who.token,
    )
    expect(right.json.errors).toBeUndefined()
    await expect(
      payload.login({ collection: 'members', data: { email: who.email, password: 'renewed-pass-1' } }),
    ).resolves.toBeTruthy()
  })

  it('staff: PATCH /api/users/:self needs currentPassword; an admin sets another’s password, recorded', async () => {
    const editor = await staff('editor')
    const bare = await rest('PATCH', `/api/users/${editor.id}`, editor.token, { password: 'taken-over-1' })
    expect(bare.status).toBe(400)
    const emailOnly = await rest('PATCH', `/api/users/${editor.id}`, editor.token, { email: `x-${stamp}@evil.test` })
    expect(emailOnly.status).toBe(400)
    const viaGraphql = await graphql(
      `mutation { updateUser(id: ${editor.id}, data: { password: "taken-over-1" }) { id } }`,
      editor.token,
    )
    expect(viaGraphql.json.errors).toBeTruthy()
    const right = await rest('PATCH', `/api/users/${editor.id}`, editor.token, {
      password: 'renewed-pass-1',
      currentPassword: editor.password,
    })
    expect(right.status).toBe(200)
    const admin = await staff('admin')
    logged.length = 0
    const set = await rest('PATCH', `/api/users/${editor.id}`, admin.token, { password: 'reset-by-admin-1' })
    expect(set.status).toBe(200)
    await expect(
      payload.login({ collection: 'users', data: { email: editor.email, password: 'reset-by-admin-1' } }),
    ).resolves.toBeTruthy()
    expect(JSON.stringify(logged)).toContain(`staff ${admin.id}`)
  })
})

describe('nothing of staff to guests and members', () => {
  it('a crawl of every collection and global over REST and GraphQL finds no staff e-mail nor translationState', async () => {
    const editor = await staff('editor')
    const reader = await member(`reader-${stamp}@example.org`)
    const page = await payload.create({
      collection: 'pages',
      data: { title: '页面', path: `identity${stamp}`, sites: ['cn', 'en'], _status: 'published' },
      user: editor.doc,
      overrideAccess: true,
      locale: 'zh',
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Page', _status: 'published' },
      user: editor.doc,
      locale: 'en',
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.updateGlobal({
      slug: 'footer',
      data: { _status: 'published' } as never,
      user: editor.doc,
      locale: 'zh',
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    // Staff still see it.
    const asStaff = await rest('GET', `/api/pages/${page.id}?locale=all`, editor.token)
    expect(asStaff.text).toContain(editor.email)

    const sanitized = await config
    const staffEmails = (await payload.find({ collection: 'users', overrideAccess: true, pagination: false })).docs.map(
      (u) => u.email,
    )
    const leaks: string[] = []
    const check = (where: string, text: string) => {
      for (const email of staffEmails) if (text.includes(email)) leaks.push(`${where}: ${email}`)
      if (text.includes('translationState')) leaks.push(`${where}: translationState`)
    }
    for (const token of [undefined, reader.token]) {
      const who = token ? 'member' : 'guest'
      for (const collection of sanitized.collections) {
        const answer = await rest('GET', `/api/${collection.slug}?locale=all&depth=2&limit=200`, token)
        expect(answer.status, `${who} GET /api/${collection.slug}`).not.toBe(500)
        check(`${who} /api/${collection.slug}`, answer.text)
      }
      for (const global of sanitized.globals) {
        const answer = await rest('GET', `/api/globals/${global.slug}?locale=all&depth=2`, token)
        expect(answer.status, `${who} GET /api/globals/${global.slug}`).not.toBe(500)
        check(`${who} /api/globals/${global.slug}`, answer.text)
      }
      check(`${who} /api/pages/${page.id}`, (await rest('GET', `/api/pages/${page.id}?locale=all`, token)).text)
      const gql = await graphql(
        `{ Page(id: ${page.id}, locale: all) { id translationState } Footer(locale: all) { translationState } }`,
        token,
      )
      check(`${who} GraphQL`, JSON.stringify((gql.json as { data?: unknown }).data ?? null))
    }
    expect(leaks).toEqual([])
  })
})

describe('uploads', () => {
  it('an uploaded SVG is answered sandboxed: it runs no script on the site’s origin', async () => {
    const editor = await staff('editor')
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    )
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'square' },
      file: { data: svg, mimetype: 'image/svg+xml', name: `square-${stamp}.svg`, size: svg.length },
      overrideAccess: true,
    })
    const request = new Request(`${BASE}/api/media/file/${doc.filename}`, {
      headers: { authorization: `JWT ${editor.token}` },
    })
    const response = await handleEndpoints({ config, path: `/api/media/file/${doc.filename}`, request })
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('sandbox')
    expect(csp).toContain("default-src 'none'")
  })

  it('an upload from an internal URL answers 400 with 10001 and a warning, on both doors; nothing is fetched', async () => {
    const editor = await staff('editor')
    warned.length = 0
    const before = (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    const created = await rest('POST', '/api/media', editor.token, {
      filename: 'metadata.png',
      url: 'http://169.254.169.254/latest/meta-data/',
      alt: 'x',
    })
    expect(created.status).toBe(400)
    expect(created.text).toContain('10001')
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before)
    const pasted = await rest('GET', '/api/media/paste-url?src=http%3A%2F%2F127.0.0.1%3A5432%2F', editor.token)
    expect(pasted.status).toBe(400)
    expect(JSON.parse(pasted.text)).toMatchObject({ code: 10001 })
    const lines = JSON.stringify(warned)
    expect(lines).toContain('upload from a URL refused')
    expect(lines).toContain('127.0.0.1:5432')
    expect(lines).not.toContain('    at ')
  })
})

describe('cookie choices', () => {
  it('each choice is recorded per site (site, choice, policy version, time, visitor id, no IP) and shown in the export', async () => {
    const who = await member(`cookies-${stamp}@example.org`)
    const visitor = `v${stamp}`.padEnd(20, '0')
    for (const [site, choice] of [
      ['en', 'accepted'],
      ['en', 'rejected'],
    ] as const) {
      const response = await consentPOST(consoleRequest('/next/consent', who.token, { site, choice, visitor }))
      expect(((await response.json()) as Json).code).toBe(1)
    }
    const bad = await consentPOST(
      consoleRequest('/next/consent', who.token, { site: 'de', choice: 'accepted', visitor }),
    )
    expect(((await bad.json()) as Json).code).toBe(10001)
    const stored = await payload.find({
      collection: 'cookie-consents',
      where: { visitor: { equals: visitor } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(stored.docs.map((d) => [d.site, d.choice])).toEqual([
      ['en', 'accepted'],
      ['en', 'rejected'],
    ])
    expect(JSON.stringify(stored.docs)).not.toMatch(/198\.51\.100/)
    const data = (await (await exportGET(consoleRequest('/console/user/export', who.token))).json()) as {
      consents: { for: string; choice?: string }[]
    }
    expect(data.consents.filter((c) => c.for === 'cookies /en').map((c) => c.choice)).toEqual(['accepted', 'rejected'])
  })
})

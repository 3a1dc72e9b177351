/**
 * Codes under attack: verification codes and image codes hold their limits when an attacker sends many
 * requests at once, an image code registers one account only, whichever door it is used at, and the purchase
 * registration is throttled per client address.
 */
import type { Payload } from 'payload'
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closeTestPayload, testPayload } from './payload'

vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

let payload: Payload
let forms: typeof import('@/features/forms/api/forms')
let codes: typeof import('@/features/forms/api/verify-codes')
let limits: typeof import('@/http/limits')
let token: typeof import('@/features/forms/captcha/token')
let handlers: typeof import('@/features/orders/payments/handlers')
let config: Promise<import('payload').SanitizedConfig>

let ipCounter = 0
/** A fresh visitor address per request, so the per-address limits never hide what is tested here. */
const freshIp = () => `192.0.2.${(++ipCounter % 250) + 1}, 10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`

type Body = { code: number; msg: string; data: unknown }

beforeAll(async () => {
  payload = await testPayload()
  forms = await import('@/features/forms/api/forms')
  codes = await import('@/features/forms/api/verify-codes')
  limits = await import('@/http/limits')
  token = await import('@/features/forms/captcha/token')
  handlers = await import('@/features/orders/payments/handlers')
  config = (await import('@payload-config')).default
}, 240_000)

afterAll(async () => {
  await limits?.closeLimits()
  await closeTestPayload()
})

function demo(email: string, code: string, ip = freshIp()): Request {
  const formData = JSON.stringify({
    name: 'Ivan Petrov',
    company: 'Volga Trade',
    job: 'Buyer',
    email,
    mobile: '+7 912 345-67-89',
    country: 'RU',
    interested: 'customs data',
    message: '',
  })
  return new Request('http://localhost/public/submittedForm', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({
      formData,
      isCaptcha: 'true',
      email,
      captcha: code,
      serviceName: 'en',
      consent: 'true',
    }).toString(),
  })
}

async function submit(email: string, code: string): Promise<Body> {
  return (await (await forms.submittedForm(demo(email, code))).json()) as Body
}

const countSubmissions = async (email: string) =>
  (await payload.count({ collection: 'submissions', where: { email: { equals: email } }, overrideAccess: true }))
    .totalDocs
const countMembers = async (email: string) =>
  (await payload.count({ collection: 'members', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

describe('verification codes under concurrent requests', () => {
  it('30 concurrent wrong guesses use up the code: the right code is refused afterwards', async () => {
    const email = 'race.guesses@example.com'
    await codes.storeCode(payload, email, '424242', 'test')
    const guesses = Array.from({ length: 30 }, (_, i) => String(100000 + i))
    const answers = await Promise.all(guesses.map((guess) => submit(email, guess)))
    expect(answers.every((a) => a.code === 20008)).toBe(true)
    expect((await submit(email, '424242')).code).toBe(20008)
    expect(await countSubmissions(email)).toBe(0)
  })

  it('one code stores one submission, even when six are sent at once', async () => {
    const email = 'race.spend@example.com'
    await codes.storeCode(payload, email, '626262', 'test')
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(email, '626262')))
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1)
    expect(answers.filter((a) => a.code === 20008)).toHaveLength(5)
    expect(await countSubmissions(email)).toBe(1)
  })
})

describe('an image code registers one account', () => {
  async function registerMember(email: string, cookie: string): Promise<number> {
    const request = new Request('http://localhost:3232/api/members', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), cookie: `ts-captcha=${cookie}` },
      body: JSON.stringify({ email, password: 'secret-123', captcha: 'wxyz', consent: true }),
    })
    return (await handleEndpoints({ config, path: '/api/members', request })).status
  }

  function purchaseRequest(email: string, cookie: string, ip = freshIp()): Request {
    return new Request('http://localhost/public/purchase/register', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        cookie: `ts-captcha=${cookie}`,
        referer: 'http://localhost/en/package',
      },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password: 'secret-123',
        agreeTerms: true,
        consent: true,
        captcha: 'wxyz',
        serviceName: 'en',
      }),
    })
  }
  const deps = () => ({ payload, now: () => new Date(), paypal: () => null })

  it('one image code, three concurrent registrations at /api/members: one member', async () => {
    const cookie = token.issueCaptchaCookie('wxyz', Date.now())
    const statuses = await Promise.all(
      ['one', 'two', 'three'].map((n) => registerMember(`race.member.${n}@example.org`, cookie)),
    )
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    const made = (
      await Promise.all(['one', 'two', 'three'].map((n) => countMembers(`race.member.${n}@example.org`)))
    ).reduce((a, b) => a + b)
    expect(made).toBe(1)
  })

  it('one image code, three concurrent purchase registrations: one account', async () => {
    const cookie = token.issueCaptchaCookie('wxyz', Date.now())
    const answers = await Promise.all(
      ['one', 'two', 'three'].map(
        async (n) =>
          (await (
            await handlers.registerForPurchase(purchaseRequest(`race.buyer.${n}@example.org`, cookie), deps())
          ).json()) as Body,
      ),
    )
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1)
    const made = (
      await Promise.all(['one', 'two', 'three'].map((n) => countMembers(`race.buyer.${n}@example.org`)))
    ).reduce((a, b) => a + b)
    expect(made).toBe(1)
  })

  it('an image code spent at /api/members does not open a purchase account, and the other way round', async () => {
    const first = token.issueCaptchaCookie('wxyz', Date.now())
    expect(await registerMember('door.a@example.org', first)).toBe(201)
    const again = (await (
      await handlers.registerForPurchase(purchaseRequest('door.b@example.org', first), deps())
    ).json()) as Body
    expect(again.code).toBe(20008)
    const second = token.issueCaptchaCookie('wxyz', Date.now())
    expect(
      (
        (await (
          await handlers.registerForPurchase(purchaseRequest('door.c@example.org', second), deps())
        ).json()) as Body
      ).code,
    ).toBe(1)
    expect(await registerMember('door.d@example.org', second)).toBe(400)
    expect(await countMembers('door.b@example.org')).toBe(0)
    expect(await countMembers('door.d@example.org')).toBe(0)
  })

  it('throttles purchase registrations per client address', async () => {
    const ip = '198.51.100.201'
    const answers: Body[] = []
    for (let i = 0; i < 6; i++) {
      const request = purchaseRequest(`throttle${i}@example.org`, token.issueCaptchaCookie('wxyz', Date.now()), ip)
      answers.push((await (await handlers.registerForPurchase(request, deps())).json()) as Body)
    }
    expect(answers.slice(0, 5).map((a) => a.code)).toEqual([1, 1, 1, 1, 1])
    expect(answers[5]!.code).toBe(10001)
    expect(await countMembers('throttle5@example.org')).toBe(0)
  })
})

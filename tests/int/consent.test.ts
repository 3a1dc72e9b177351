/**
 * Consent to the processing of personal data on every door that collects it: the demo request, contact,
 * credit report and debt claim forms, registration (POST /api/members and the purchase form's), and the order. Without
 * `consent: true` the answer is code 10001 with the consent message and nothing is stored; with it, the record
 * (given, at, policyVersion, locale) is stored with the submission, member or order. An earlier privacy policy
 * stays readable by its version.
 */
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CONSENT_REQUIRED } from '@/domain/consent'

import { closeTestPayload, testPayload } from './payload'

vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

let payload: Payload
let forms: typeof import('@/features/forms/api/forms')
let handlers: typeof import('@/features/orders/payments/handlers')
let captcha: typeof import('@/features/forms/captcha/token')
let codes: typeof import('@/features/forms/api/verify-codes')
let content: typeof import('@/data/content')
let config: Promise<import('payload').SanitizedConfig>

type Body = { code: number; msg: string; data: unknown }
let ip = 0
const freshIp = () => `198.18.0.${++ip}`
const POLICY = 'consent-test-2'

function json(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': freshIp(),
      referer: 'http://localhost/ru/package',
      ...headers,
    },
    body: JSON.stringify(body),
  })
}
const read = async (response: Response) => (await response.json()) as Body
const imageCookie = (answer = 'k7Mx') => `${captcha.CAPTCHA_COOKIE}=${captcha.issueCaptchaCookie(answer)}`
const submissionsOf = async (where: Record<string, unknown>) =>
  (
    await payload.find({
      collection: 'submissions',
      where: where as never,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
  ).docs

async function publishPrivacy(version: string, title: string) {
  // Publishing is per language (localized status): the policy is published in each.
  for (const locale of ['zh', 'en', 'ru'] as const) {
    const { docs } = await payload.find({
      collection: 'legal-documents',
      where: { kind: { equals: 'privacy' } },
      overrideAccess: true,
      limit: 1,
      draft: true,
    })
    const data = {
      title,
      kind: 'privacy' as const,
      version,
      effectiveDate: '2026-11-01T00:00:00.000Z',
      _status: 'published' as const,
    }
    const context = { skipRevalidate: true }
    if (docs[0])
      await payload.update({
        collection: 'legal-documents',
        id: docs[0].id,
        data,
        locale,
        overrideAccess: true,
        context,
      })
    else await payload.create({ collection: 'legal-documents', data, locale, overrideAccess: true, context })
  }
}

beforeAll(async () => {
  payload = await testPayload()
  config = (await import('@payload-config')).default
  forms = await import('@/features/forms/api/forms')
  handlers = await import('@/features/orders/payments/handlers')
  captcha = await import('@/features/forms/captcha/token')
  codes = await import('@/features/forms/api/verify-codes')
  content = await import('@/data/content')
  await publishPrivacy('consent-test-1', 'Политика v1')
  await publishPrivacy(POLICY, 'Политика v2')
})
afterAll(async () => {
  await (await import('@/http/limits')).closeLimits()
  await closeTestPayload()
})

function expectRecord(consent: unknown, locale: string) {
  expect(consent).toMatchObject({ given: true, policyVersion: POLICY, locale })
  const at = new Date((consent as { at: string }).at).getTime()
  expect(Math.abs(Date.now() - at)).toBeLessThan(60_000)
}

describe('the visitor forms require consent', () => {
  const contact = (extra: Record<string, unknown>) => ({
    firstName: 'Анна',
    lastName: 'Иванова',
    email: 'anna.consent@example.ru',
    subject: 'Данные',
    message: 'Нужны данные по экспорту',
    captcha: 'k7Mx',
    locale: 'ru',
    ...extra,
  })
  const credit = (extra: Record<string, unknown>) => ({
    service: 'fresh-investigation',
    companyName: 'Consent Credit GmbH',
    companyWeb: 'https://acme.example.de',
    mobile: '+49 151 23456789',
    country: 'Germany',
    companyAddress: 'Hauptstr. 1',
    captcha: 'k7Mx',
    locale: 'en',
    ...extra,
  })
  const debt = (extra: Record<string, unknown>) => ({
    creditor: {
      companyName: 'Consent Export',
      contactName: '李伟',
      contactEmail: 'li.consent@example.cn',
      phone: '+86 138 0013 8000',
    },
    debtor: {
      companyName: 'Late Payer LLC',
      contactName: 'John Doe',
      lastContactDate: '2026-09-01',
      debtValue: 'USD 1',
      lastContactDetails: 'Silent.',
    },
    locale: 'zh',
    ...extra,
  })

  it('contact: refused with 10001 and the consent message without it (absent, false, "yes"), stored with it', async () => {
    for (const consent of [undefined, false, 'yes']) {
      const body = await read(
        await forms.contactUs(json('/public/contact/us', contact({ consent }), { cookie: imageCookie() })),
      )
      expect(body).toEqual({ code: 10001, msg: CONSENT_REQUIRED.ru, data: null })
    }
    expect(await submissionsOf({ email: { equals: 'anna.consent@example.ru' } })).toHaveLength(0)
    const body = await read(
      await forms.contactUs(json('/public/contact/us', contact({ consent: true }), { cookie: imageCookie() })),
    )
    expect(body.code).toBe(1)
    const [doc] = await submissionsOf({ email: { equals: 'anna.consent@example.ru' } })
    expectRecord(doc!.consent, 'ru')
    expect(doc!.fields).not.toHaveProperty('consent')
  })

  it('a refused consent does not spend the image code', async () => {
    const cookie = imageCookie()
    expect((await read(await forms.creditReport(json('/public/creditReport', credit({}), { cookie })))).code).toBe(
      10001,
    )
    expect(
      (await read(await forms.creditReport(json('/public/creditReport', credit({ consent: true }), { cookie })))).code,
    ).toBe(1)
    const [doc] = await submissionsOf({ company: { equals: 'Consent Credit GmbH' } })
    expectRecord(doc!.consent, 'en')
  })

  it('debt claim', async () => {
    expect(await read(await forms.debtClaim(json('/public/debtClaim', debt({}))))).toEqual({
      code: 10001,
      msg: CONSENT_REQUIRED.zh,
      data: null,
    })
    expect(await submissionsOf({ email: { equals: 'li.consent@example.cn' } })).toHaveLength(0)
    expect((await read(await forms.debtClaim(json('/public/debtClaim', debt({ consent: true }))))).code).toBe(1)
    const [doc] = await submissionsOf({ email: { equals: 'li.consent@example.cn' } })
    expectRecord(doc!.consent, 'zh')
  })

  it('demo request (form-encoded `consent=true`): refused without it, the code stays unspent', async () => {
    const email = 'demo.consent@example.org'
    await codes.storeCode(payload, email, '123456', 'test')
    const formData = JSON.stringify({
      name: 'Ivan',
      company: 'Volga',
      job: 'Buyer',
      email,
      mobile: '+7 912 345-67-89',
      country: 'RU',
      interested: 'customs data',
      message: '',
    })
    const send = (extra: Record<string, string>) =>
      forms.submittedForm(
        new Request('http://localhost/public/submittedForm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
          body: new URLSearchParams({
            formData,
            isCaptcha: 'true',
            email,
            captcha: '123456',
            serviceName: 'en',
            ...extra,
          }).toString(),
        }),
      )
    expect(await read(await send({}))).toEqual({ code: 10001, msg: CONSENT_REQUIRED.en, data: null })
    expect(await read(await send({ consent: 'false' }))).toMatchObject({ code: 10001 })
    expect(await submissionsOf({ email: { equals: email } })).toHaveLength(0)
    expect((await read(await send({ consent: 'true' }))).code).toBe(1)
    const [doc] = await submissionsOf({ email: { equals: email } })
    expectRecord(doc!.consent, 'en')
  })
})

describe('registration and orders require consent', () => {
  async function rest(body: Record<string, unknown>, locale = 'ru') {
    const request = new Request(`http://localhost/api/members?locale=${locale}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), cookie: imageCookie('AbCd') },
      body: JSON.stringify(body),
    })
    return handleEndpoints({ config, path: '/api/members', request })
  }
  const memberOf = async (email: string) =>
    (await payload.find({ collection: 'members', where: { email: { equals: email } }, overrideAccess: true, depth: 0 }))
      .docs[0]

  it('POST /api/members: 400 with the consent message (code 10001) and no member without it; the server writes the record', async () => {
    const refused = await rest({ email: 'reg.consent@example.ru', password: 'secret-123', captcha: 'AbCd' })
    expect(refused.status).toBe(400)
    const text = JSON.stringify(await refused.json())
    expect(text).toContain(CONSENT_REQUIRED.ru)
    expect(text).toContain('10001')
    expect(await memberOf('reg.consent@example.ru')).toBeUndefined()
    // A client cannot write its own record (an earlier date, another policy).
    const forged = { given: true, at: '2000-01-01T00:00:00.000Z', policyVersion: 'forged', locale: 'en' }
    expect(
      (await rest({ email: 'reg.consent@example.ru', password: 'secret-123', captcha: 'AbCd', consent: forged }))
        .status,
    ).toBe(400)
    expect(
      (await rest({ email: 'reg.consent@example.ru', password: 'secret-123', captcha: 'AbCd', consent: true })).status,
    ).toBe(201)
    expectRecord((await memberOf('reg.consent@example.ru'))!.consent, 'ru')
  })

  it('the purchase form: registration and the order each need consent; both record it', async () => {
    const deps = { payload, now: () => new Date(), paypal: () => null }
    const form = {
      firstName: 'Ада',
      lastName: 'Лавлейс',
      email: 'buy.consent@example.ru',
      password: 'secret-123',
      agreeTerms: true,
      captcha: 'AbCd',
      serviceName: 'ru',
    }
    const refused = await read(
      await handlers.registerForPurchase(
        json('/public/purchase/register', form, { cookie: imageCookie('AbCd') }),
        deps,
      ),
    )
    expect(refused).toMatchObject({ code: 10001, msg: CONSENT_REQUIRED.ru })
    expect(await memberOf('buy.consent@example.ru')).toBeUndefined()
    const response = await handlers.registerForPurchase(
      json('/public/purchase/register', { ...form, consent: true }, { cookie: imageCookie('AbCd') }),
      deps,
    )
    expect((await read(response.clone())).code).toBe(1)
    expectRecord((await memberOf('buy.consent@example.ru'))!.consent, 'ru')
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('ts-token='))!
      .split(';')[0]!

    const tier = await payload.find({
      collection: 'package-tiers',
      where: { code: { equals: 'PRO' } },
      overrideAccess: true,
      limit: 1,
    })
    if (!tier.docs[0]) {
      await payload.create({
        collection: 'package-tiers',
        data: {
          code: 'PRO',
          name: 'PRO',
          priceUsd: 899,
          memberLevel: 4,
          importCountries: 1,
          exportCountries: 0,
          status: 'active',
          datasets: [],
          order: 0,
        },
        overrideAccess: true,
        context: { skipRevalidate: true },
      })
    }
    const before = (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
    const noConsent = await read(
      await handlers.createOrder(json('/pay/payment', { packageCode: 'PRO', serviceName: 'ru' }, { cookie }), deps),
    )
    expect(noConsent).toMatchObject({ code: 10001, msg: CONSENT_REQUIRED.ru })
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before)
    const placed = await read(
      await handlers.createOrder(
        json('/pay/payment', { packageCode: 'PRO', serviceName: 'ru', consent: true }, { cookie }),
        deps,
      ),
    )
    expect(placed.code).toBe(1)
    const order = await payload.findByID({
      collection: 'orders',
      id: (placed.data as { id: number }).id,
      overrideAccess: true,
      depth: 0,
    })
    expectRecord(order.consent, 'ru')
  })
})

describe('legal documents keep their versions', () => {
  it('an earlier privacy policy stays readable by its version; unknown versions are not found', async () => {
    expect((await content.getLegalDocumentVersion('privacy', 'consent-test-1', 'ru'))?.title).toBe('Политика v1')
    expect((await content.getLegalDocumentVersion('privacy', POLICY, 'ru'))?.title).toBe('Политика v2')
    expect(await content.getLegalDocumentVersion('privacy', 'no-such-version', 'ru')).toBeNull()
    expect((await content.getLegalDocument('privacy', 'ru'))?.version).toBe(POLICY)
  })
})

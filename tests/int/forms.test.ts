/**
 * The visitor forms and the public API contract (SPEC §4, §5, §7, §8) against a real database and a real SMTP
 * server: every §8 code on every endpoint, bad bodies, rate limits, storage before mail, staff-only access.
 * Route handlers are called as Next calls them: with a `Request`.
 */
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { drainNotificationJobs } from '../support/jobs'
import { startTestSmtp, type TestSmtp } from '../support/smtp'
import { closeTestPayload, testPayload } from './payload'
import { skipOnEmbeddedDatabase } from './postgres-only'

// Outside Next there is no data cache: cached reads run their read directly.
vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

let payload: Payload
let smtp: TestSmtp
let forms: typeof import('@/features/forms/api/forms')
let reads: typeof import('@/features/forms/api/reads')
let submissions: typeof import('@/features/forms/api/submissions')
let captcha: typeof import('@/features/forms/captcha/token')
let limits: typeof import('@/http/limits')

const SALES = 'sales@tradecompass.test'
let ipCounter = 0
/** A fresh visitor address per test, so one test's rate limits never touch another's. */
const freshIp = () => `203.0.113.${++ipCounter}`

type Body = { code: number; msg: string; data: unknown }

function formRequest(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp(), ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function call(
  handler: (request: Request) => Promise<Response>,
  request: Request,
): Promise<{ status: number; body: Body; response: Response }> {
  const response = await handler(request)
  return { status: response.status, body: (await response.json()) as Body, response }
}

const demoFields = (email: string, overrides: Record<string, string> = {}) => ({
  name: 'Ivan Petrov',
  company: 'Volga Trade',
  job: 'Buyer',
  email,
  mobile: '+7 912 345-67-89',
  country: 'RU',
  interested: 'customs data',
  message: 'Please call me',
  ...overrides,
})

async function sendCode(email: string, locale = 'en', headers: Record<string, string> = {}) {
  return call(forms.sendVerifyCode, formRequest('/public/sendVerifyCode', { email, serviceName: locale }, headers))
}

async function submitDemo(
  email: string,
  code: string,
  locale = 'en',
  fields = demoFields(email),
  headers: Record<string, string> = {},
) {
  return call(
    forms.submittedForm,
    formRequest(
      '/public/submittedForm',
      {
        formData: JSON.stringify(fields),
        isCaptcha: 'true',
        email,
        captcha: code,
        serviceName: locale,
        consent: 'true',
      },
      headers,
    ),
  )
}

/** A valid image code: its answer and the cookie header GET /public/captcha would have set. */
function imageCode() {
  const answer = 'k7Mx'
  return { answer, cookie: `${captcha.CAPTCHA_COOKIE}=${captcha.issueCaptchaCookie(answer)}` }
}

const contactBody = (answer: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Smith',
  email: 'anna@example.com',
  subject: 'Data for Vietnam',
  message: 'Do you have 2024 export data?',
  captcha: answer,
  locale: 'en',
  consent: true,
  ...overrides,
})

const creditBody = (answer: string, overrides: Record<string, unknown> = {}) => ({
  service: 'fresh-investigation',
  companyName: 'Acme GmbH',
  companyWeb: 'https://acme.example.de',
  mobile: '+49 151 23456789',
  country: 'Germany',
  companyAddress: 'Hauptstr. 1, Berlin',
  captcha: answer,
  locale: 'en',
  consent: true,
  ...overrides,
})

const debtBody = (overrides: { creditor?: Record<string, unknown>; debtor?: Record<string, unknown> } = {}) => ({
  creditor: {
    companyName: 'Ningbo Export',
    contactName: 'Li Wei',
    contactEmail: 'li.wei@example.cn',
    phone: '+86 138 0013 8000',
    ...overrides.creditor,
  },
  debtor: {
    companyName: 'Late Payer LLC',
    contactName: 'John Doe',
    lastContactDate: '2026-09-01',
    debtValue: 'USD 48,000',
    lastContactDetails: 'Promised to pay by October, then stopped answering.',
    ...overrides.debtor,
  },
  locale: 'en',
  consent: true,
})

async function storedSubmission(id: unknown) {
  return payload.findByID({ collection: 'submissions', id: id as number, depth: 0 })
}

beforeAll(async () => {
  smtp = await startTestSmtp()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.SALES_INBOX = SALES
  process.env.MAIL_RETRY_BASE_MS = '5'
  // As behind the deployment's proxy: each test visitor has its own forwarded address.
  process.env.TRUST_PROXY = 'true'
  payload = await testPayload()
  forms = await import('@/features/forms/api/forms')
  reads = await import('@/features/forms/api/reads')
  submissions = await import('@/features/forms/api/submissions')
  captcha = await import('@/features/forms/captcha/token')
  limits = await import('@/http/limits')
  // The files share one database and the seed is idempotent: seed unconditionally (another file's leftover staff
  // user and page would make isSeeded() answer yes on a half-made database).
  const { seed } = await import('@/seed')
  await seed(payload)
}, 240_000)

afterAll(async () => {
  await limits?.closeLimits()
  await smtp?.stop()
  await closeTestPayload()
})

describe('POST /public/sendVerifyCode', () => {
  it('e-mails a 6-digit code in the visitor language and answers code 1', async () => {
    const since = smtp.mails.length
    const { status, body } = await sendCode('buyer.ru@example.com', 'ru')
    expect(status).toBe(200)
    expect(body.code).toBe(1)
    const mail = await smtp.waitForMail('buyer.ru@example.com', 10_000, since)
    expect(mail.subject).toMatch(/^Ваш код подтверждения: \d{6}$/)
    expect(mail.text).toMatch(/\d{6}/)
    const stored = await payload.find({
      collection: 'verification-codes',
      where: { email: { equals: 'buyer.ru@example.com' } },
      overrideAccess: true,
    })
    expect(stored.docs).toHaveLength(1)
    const code = /\d{6}/.exec(mail.text)![0]
    expect(stored.docs[0]!.codeHash).not.toContain(code)
    expect(new Date(stored.docs[0]!.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000)
  })

  it('refuses an empty or invalid e-mail with 10001 and the field message', async () => {
    expect((await sendCode('', 'en')).body).toMatchObject({ code: 10001, msg: 'Please enter your email address' })
    expect((await sendCode('not-an-email', 'zh')).body).toMatchObject({ code: 10001, msg: '请输入有效的邮箱地址' })
  })

  it('answers 140010 to a second send to the same address within 60 s, even from another address or instance', async () => {
    expect((await sendCode('twice@example.com')).body.code).toBe(1)
    const again = await sendCode('twice@example.com')
    expect(again.body).toMatchObject({ code: 140010, msg: 'frequent sending of email verification codes' })
    expect(Number(again.response.headers.get('retry-after'))).toBeGreaterThan(0)
    // A new instance (a new pool) still sees the limit: it lives in PostgreSQL.
    await limits.closeLimits()
    expect((await sendCode('twice@example.com')).body.code).toBe(140010)
  })

  it('answers 140010 when one visitor address asks for too many codes in an hour', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.77' }
    for (let i = 0; i < limits.LIMITS.codePerIp.points; i++) {
      expect((await sendCode(`many${i}@example.com`, 'en', ip)).body.code).toBe(1)
    }
    expect((await sendCode('one.more@example.com', 'en', ip)).body.code).toBe(140010)
  })

  it('answers 140015 when the mail cannot be sent, and lets the visitor try again at once', async () => {
    smtp.setRefuse((to) => to === 'bounce@example.com')
    try {
      expect((await sendCode('bounce@example.com')).body).toMatchObject({
        code: 140015,
        msg: 'verification code sending failed',
      })
      const live = await payload.find({
        collection: 'verification-codes',
        where: { email: { equals: 'bounce@example.com' } },
        overrideAccess: true,
      })
      expect(live.docs).toHaveLength(0)
    } finally {
      smtp.setRefuse(() => false)
    }
    expect((await sendCode('bounce@example.com')).body.code).toBe(1)
  })

  it('refuses a wrong content type, a broken or oversize body and unknown fields with 10001, never a 5xx', async () => {
    const asJson = await call(forms.sendVerifyCode, jsonRequest('/public/sendVerifyCode', { email: 'a@example.com' }))
    expect(asJson.status).toBe(200)
    expect(asJson.body.code).toBe(10001)
    expect(asJson.body.msg).toContain('application/x-www-form-urlencoded')
    const huge = await call(
      forms.sendVerifyCode,
      formRequest('/public/sendVerifyCode', { email: 'a@example.com', serviceName: 'en', pad: 'x'.repeat(70_000) }),
    )
    expect(huge.body.code).toBe(10001)
    expect(huge.body.msg).toMatch(/64/)
    const unknown = await call(
      forms.sendVerifyCode,
      formRequest('/public/sendVerifyCode', { email: 'a@example.com', serviceName: 'en', admin: '1' }),
    )
    expect(unknown.body).toMatchObject({ code: 10001 })
    expect(unknown.body.msg).toContain('"admin"')
  })

  it('counts the bytes it reads, whatever Content-Length says', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
        controller.close()
      },
    })
    const request = new Request('http://localhost/public/sendVerifyCode', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '10' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect((await call(forms.sendVerifyCode, request)).body.code).toBe(10001)
  })
})

describe('POST /public/submittedForm', () => {
  it('stores the demo request with the §3 fields, then notifies sales and acknowledges in the visitor language', async () => {
    const email = 'demo.ru@example.com'
    const since = smtp.mails.length
    await sendCode(email, 'ru')
    const code = await smtp.codeFor(email, since)
    const { body } = await submitDemo(email, code, 'ru')
    expect(body.code).toBe(1)
    const id = (body.data as { id: number }).id
    const doc = await storedSubmission(id)
    expect(doc).toMatchObject({
      kind: 'demo',
      site: 'ru',
      locale: 'ru',
      name: 'Ivan Petrov',
      email,
      company: 'Volga Trade',
      phone: '+7 912 345-67-89',
      country: 'RU',
      message: 'Please call me',
      status: 'new',
    })
    expect(doc.fields).toMatchObject({ fullName: 'Ivan Petrov', jobTitle: 'Buyer', interested: 'customs data' })
    expect(doc.ipHash).toMatch(/^[0-9a-f]{32}$/)
    await drainNotificationJobs(payload)
    const staffMail = await smtp.waitForMail(SALES, 10_000, since)
    expect(staffMail.subject).toContain('demo request')
    expect(staffMail.text).toContain('Volga Trade')
    const ack = await smtp.waitForMail(email, 10_000, since + 1)
    expect(ack.subject).toBe('Мы получили ваш запрос демонстрации')
    const after = await storedSubmission(id)
    expect(after.notification).toMatchObject({ staff: 'sent', visitor: 'sent', attempts: 2, lastError: null })
  })

  it('answers 20008 to a wrong code, to a used code and after too many wrong answers', async () => {
    const email = 'codes@example.com'
    const since = smtp.mails.length
    await sendCode(email)
    const code = await smtp.codeFor(email, since)
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await submitDemo(email, wrong)).body).toMatchObject({ code: 20008, msg: 'verification code error' })
    expect((await submitDemo(email, code)).body.code).toBe(1)
    expect((await submitDemo(email, code)).body.code).toBe(20008)
    const before = await payload.count({ collection: 'submissions', where: { email: { equals: email } } })
    expect(before.totalDocs).toBe(1)
  })

  it('voids a code after five wrong answers', async () => {
    const email = 'guesser@example.com'
    const since = smtp.mails.length
    await sendCode(email)
    const code = await smtp.codeFor(email, since)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await submitDemo(email, wrong)).body.code).toBe(20008)
    expect((await submitDemo(email, code)).body.code).toBe(20008)
  })

  it('answers 20008 with no code sent at all', async () => {
    expect((await submitDemo('never.sent@example.com', '123456')).body.code).toBe(20008)
  })

  it('checks the required fields in the order of §5 and answers 10001 with the first missing one', async () => {
    const email = 'order@example.com'
    const missingAll = demoFields('', { name: '', company: '', job: '', mobile: '', country: '', interested: '' })
    const r1 = await call(
      forms.submittedForm,
      formRequest('/public/submittedForm', {
        formData: JSON.stringify(missingAll),
        isCaptcha: 'true',
        captcha: '',
        serviceName: 'en',
      }),
    )
    expect(r1.body).toMatchObject({ code: 10001, msg: 'Please enter your full name' })
    const r2 = await submitDemo(email, '123456', 'zh', demoFields(email, { mobile: '' }))
    expect(r2.body).toMatchObject({ code: 10001, msg: '请输入联系电话' })
    const r3 = await submitDemo(email, '', 'ru')
    expect(r3.body).toMatchObject({ code: 10001, msg: 'Введите код подтверждения' })
  })

  it('refuses broken formData, unknown fields and a mismatched e-mail with 10001', async () => {
    const broken = await call(
      forms.submittedForm,
      formRequest('/public/submittedForm', {
        formData: '{not json',
        isCaptcha: 'true',
        email: 'a@example.com',
        captcha: '1',
        serviceName: 'en',
      }),
    )
    expect(broken.body.code).toBe(10001)
    expect(broken.body.msg).toContain('JSON')
    const extra = await submitDemo('a@example.com', '123456', 'en', {
      ...demoFields('a@example.com'),
      role: 'admin',
    } as ReturnType<typeof demoFields>)
    expect(extra.body.code).toBe(10001)
    expect(extra.body.msg).toContain('formData.role')
    const outerExtra = await call(
      forms.submittedForm,
      formRequest('/public/submittedForm', {
        formData: JSON.stringify(demoFields('a@example.com')),
        email: 'a@example.com',
        captcha: '1',
        serviceName: 'en',
        debug: '1',
      }),
    )
    expect(outerExtra.body.code).toBe(10001)
    const mismatch = await call(
      forms.submittedForm,
      formRequest('/public/submittedForm', {
        formData: JSON.stringify(demoFields('a@example.com')),
        isCaptcha: 'true',
        email: 'b@example.com',
        captcha: '123456',
        serviceName: 'en',
      }),
    )
    expect(mismatch.body.code).toBe(10001)
    const json = await call(
      forms.submittedForm,
      jsonRequest('/public/submittedForm', { formData: demoFields('a@example.com') }),
    )
    expect(json.body.code).toBe(10001)
  })

  it('caps submissions per visitor address per hour with 10001', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.88' }
    for (let i = 0; i < limits.LIMITS.submissionsPerIp.points; i++) {
      expect((await submitDemo('cap@example.com', '123456', 'en', demoFields('cap@example.com'), ip)).body.code).toBe(
        20008,
      )
    }
    const over = await submitDemo('cap@example.com', '123456', 'en', demoFields('cap@example.com'), ip)
    expect(over.body.code).toBe(10001)
    expect(over.body.msg).toContain('too many requests')
  })
})

describe('storage before mail', () => {
  it('keeps a submission whose e-mails all fail, marks it failed with the error, and a retry sends them', async () => {
    const email = 'stored.first@example.com'
    const since = smtp.mails.length
    await sendCode(email)
    const code = await smtp.codeFor(email, since)
    smtp.setRefuse(() => true)
    let id: number
    try {
      const { body } = await submitDemo(email, code)
      expect(body.code).toBe(1)
      id = (body.data as { id: number }).id
      await drainNotificationJobs(payload)
      const failed = await storedSubmission(id)
      expect(failed).toMatchObject({ kind: 'demo', email })
      expect(failed.notification).toMatchObject({
        staff: 'failed',
        visitor: 'failed',
        attempts: 2 * submissions.MAIL_ATTEMPTS,
      })
      expect(failed.notification?.lastError).toMatch(/Mailbox unavailable/)
    } finally {
      smtp.setRefuse(() => false)
    }
    const result = await submissions.retryFailedNotifications(payload)
    expect(result.stillFailing).toBe(0)
    const sent = await storedSubmission(id)
    expect(sent.notification).toMatchObject({ staff: 'sent', visitor: 'sent', lastError: null })
  })

  // The embedded database runs without transactions (payload.config.ts: PGlite serves every connection in one session);
  // this holds on PostgreSQL, where CI runs it.
  it.skipIf(
    skipOnEmbeddedDatabase(
      'a submission whose transaction fails half-way stores nothing (the embedded database has no transactions)',
    ),
  )(
    'stores nothing when the transaction fails half-way (PostgreSQL only: the embedded database has no transactions)',
    async () => {
      const before = (await payload.count({ collection: 'submissions' })).totalDocs
      await expect(
        submissions.storeSubmission(
          payload,
          {
            kind: 'contact',
            site: 'en',
            locale: 'en',
            page: '',
            name: 'X',
            email: 'x@example.com',
            company: '',
            phone: '',
            country: '',
            message: '',
            fields: {},
            ipHash: '',
            userAgent: '',
          },
          async (req) => {
            await payload.create({
              collection: 'submissions',
              data: { kind: 'contact', status: 'new', email: 'half@example.com' },
              req,
              overrideAccess: true,
            })
            throw new Error('boom')
          },
        ),
      ).rejects.toThrow('boom')
      expect((await payload.count({ collection: 'submissions' })).totalDocs).toBe(before)
    },
  )
})

describe('GET /public/captcha and POST /public/contact/us', () => {
  it('serves a PNG image code with an http-only, short-lived cookie that never holds the answer in clear', async () => {
    const response = await reads.captcha(
      new Request('http://localhost/public/captcha', { headers: { 'x-forwarded-for': freshIp() } }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^ts-captcha=[^;]+; Path=\/; Max-Age=300; HttpOnly; SameSite=Lax/)
  })

  it('stores a contact message with the right image code and answers code 1', async () => {
    const { answer, cookie } = imageCode()
    const { body, response } = await call(
      forms.contactUs,
      jsonRequest('/public/contact/us', contactBody(answer.toUpperCase(), { locale: 'en' }), { cookie }),
    )
    expect(body.code).toBe(1)
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0')
    const doc = await storedSubmission((body.data as { id: number }).id)
    expect(doc).toMatchObject({ kind: 'contact', name: 'Anna Smith', email: 'anna@example.com', site: 'en' })
    expect(doc.fields).not.toHaveProperty('captcha')
  })

  it('answers 20008 to a wrong, missing, reused or forged image code', async () => {
    const { answer, cookie } = imageCode()
    expect(
      (await call(forms.contactUs, jsonRequest('/public/contact/us', contactBody('zzzz'), { cookie }))).body.code,
    ).toBe(20008)
    // The wrong answer spent it: the right one no longer works.
    expect(
      (await call(forms.contactUs, jsonRequest('/public/contact/us', contactBody(answer), { cookie }))).body.code,
    ).toBe(20008)
    expect((await call(forms.contactUs, jsonRequest('/public/contact/us', contactBody(answer)))).body.code).toBe(20008)
    const other = imageCode()
    expect(
      (
        await call(
          forms.contactUs,
          jsonRequest('/public/contact/us', contactBody(other.answer), { cookie: other.cookie }),
        )
      ).body.code,
    ).toBe(1)
    expect(
      (
        await call(
          forms.contactUs,
          jsonRequest('/public/contact/us', contactBody(other.answer), { cookie: other.cookie }),
        )
      ).body.code,
    ).toBe(20008)
    const forged = `${captcha.CAPTCHA_COOKIE}=abc.${Math.floor(Date.now() / 1000) + 100}.forged`
    expect(
      (await call(forms.contactUs, jsonRequest('/public/contact/us', contactBody('abcd'), { cookie: forged }))).body
        .code,
    ).toBe(20008)
  })

  it('requires every field (10001 with its message) and refuses bad JSON and unknown fields', async () => {
    const { answer, cookie } = imageCode()
    expect(
      (await call(forms.contactUs, jsonRequest('/public/contact/us', contactBody(answer, { subject: '' }), { cookie })))
        .body,
    ).toMatchObject({ code: 10001, msg: 'Please enter a subject' })
    expect(
      (
        await call(
          forms.contactUs,
          jsonRequest('/public/contact/us', contactBody(answer, { firstName: undefined, locale: 'ru' }), { cookie }),
        )
      ).body,
    ).toMatchObject({ code: 10001, msg: 'Введите имя' })
    expect(
      (await call(forms.contactUs, jsonRequest('/public/contact/us', '{"firstName":', { cookie }))).body.code,
    ).toBe(10001)
    expect((await call(forms.contactUs, jsonRequest('/public/contact/us', '[1,2]', { cookie }))).body.code).toBe(10001)
    expect(
      (
        await call(
          forms.contactUs,
          jsonRequest('/public/contact/us', { ...contactBody(answer), isAdmin: true }, { cookie }),
        )
      ).body.msg,
    ).toContain('isAdmin')
    expect((await call(forms.contactUs, formRequest('/public/contact/us', { firstName: 'a' }))).body.code).toBe(10001)
  })
})

describe('POST /public/creditReport and POST /public/debtClaim', () => {
  it('stores a credit-report request with the right image code', async () => {
    const { answer, cookie } = imageCode()
    const { body } = await call(
      forms.creditReport,
      jsonRequest('/public/creditReport', creditBody(answer, { locale: 'zh' }), { cookie }),
    )
    expect(body.code).toBe(1)
    const doc = await storedSubmission((body.data as { id: number }).id)
    expect(doc).toMatchObject({
      kind: 'credit-report',
      company: 'Acme GmbH',
      site: 'cn',
      notification: { visitor: 'skipped' },
    })
  })

  it('answers the credit-report messages of §5 (10001) and 20008 to a wrong image code', async () => {
    const { answer, cookie } = imageCode()
    expect(
      (
        await call(
          forms.creditReport,
          jsonRequest('/public/creditReport', creditBody(answer, { service: '' }), { cookie }),
        )
      ).body,
    ).toMatchObject({ code: 10001, msg: 'Please select a service' })
    expect(
      (
        await call(
          forms.creditReport,
          jsonRequest('/public/creditReport', creditBody(answer, { companyAddress: ' ' }), { cookie }),
        )
      ).body,
    ).toMatchObject({ code: 10001, msg: 'Please enter company address' })
    expect(
      (await call(forms.creditReport, jsonRequest('/public/creditReport', creditBody(''), { cookie }))).body,
    ).toMatchObject({ code: 10001, msg: 'Please enter the verification code' })
    expect(
      (await call(forms.creditReport, jsonRequest('/public/creditReport', creditBody('nope'), { cookie }))).body.code,
    ).toBe(20008)
    expect(
      (await call(forms.creditReport, jsonRequest('/public/creditReport', 'x'.repeat(70_000), { cookie }))).body.code,
    ).toBe(10001)
  })

  it('stores a debt claim and acknowledges the creditor', async () => {
    const since = smtp.mails.length
    const { body } = await call(forms.debtClaim, jsonRequest('/public/debtClaim', { ...debtBody(), locale: 'en' }))
    expect(body.code).toBe(1)
    const doc = await storedSubmission((body.data as { id: number }).id)
    expect(doc).toMatchObject({ kind: 'debt-claim', name: 'Li Wei', email: 'li.wei@example.cn' })
    expect(doc.fields).toMatchObject({ debtor: { companyName: 'Late Payer LLC', debtValue: 'USD 48,000' } })
    await drainNotificationJobs(payload)
    expect((await smtp.waitForMail('li.wei@example.cn', 10_000, since)).subject).toBe('We received your debt claim')
  })

  it('answers the debt-claim messages of §5 verbatim (10001)', async () => {
    const cases: [Parameters<typeof debtBody>[0], string][] = [
      [{ creditor: { contactName: '' } }, 'Please enter your name'],
      [{ creditor: { contactEmail: '' } }, 'Please enter your email address'],
      [{ creditor: { contactEmail: 'nope' } }, 'Please enter a valid email address'],
      [{ creditor: { phone: '' } }, 'Please enter a phone number'],
      [{ creditor: { phone: '12' } }, 'Please specify a valid phone number'],
      [{ debtor: { companyName: '' } }, 'Debtor company name required'],
      [{ debtor: { contactName: '' } }, 'Debtor contact name required'],
      [{ debtor: { debtValue: '' } }, 'Debt value required'],
      [{ debtor: { lastContactDetails: '' } }, 'Please tell us about your recent contact with the debtor'],
    ]
    for (const [override, msg] of cases) {
      expect(
        (await call(forms.debtClaim, jsonRequest('/public/debtClaim', { ...debtBody(override), locale: 'en' }))).body,
      ).toEqual({ code: 10001, msg, data: null })
    }
    expect(
      (await call(forms.debtClaim, jsonRequest('/public/debtClaim', debtBody({ debtor: { secret: 1 } })))).body.msg,
    ).toContain('debtor.secret')
    expect(
      (await call(forms.debtClaim, jsonRequest('/public/debtClaim', { creditor: 'x', debtor: {} }))).body.code,
    ).toBe(10001)
  })
})

describe('a database outage', () => {
  it('answers 60007 within seconds instead of hanging', async () => {
    const real = process.env.DATABASE_URL
    await limits.closeLimits()
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:9/unreachable'
    try {
      const started = Date.now()
      const { status, body } = await sendCode('outage@example.com')
      expect(status).toBe(200)
      expect(body).toMatchObject({ code: 60007, msg: 'interface exception' })
      const { answer, cookie } = imageCode()
      expect(
        (await call(forms.contactUs, jsonRequest('/public/contact/us', contactBody(answer), { cookie }))).body.code,
      ).toBe(60007)
      expect((await call(forms.debtClaim, jsonRequest('/public/debtClaim', debtBody()))).body.code).toBe(60007)
      expect(Date.now() - started).toBeLessThan(15_000)
    } finally {
      process.env.DATABASE_URL = real
      await limits.closeLimits()
    }
    expect(
      (await payload.count({ collection: 'submissions', where: { email: { equals: 'outage@example.com' } } }))
        .totalDocs,
    ).toBe(0)
  })
})

describe('public reads', () => {
  const get = (handler: (request: Request) => Promise<Response>, path: string) =>
    call(handler, new Request(`http://localhost${path}`))

  it('GET /public/statistics gives the headline figures', async () => {
    const { body } = await get(reads.statistics, '/public/statistics?lang=en')
    expect(body.code).toBe(1)
    expect(body.data).toMatchObject({ countriesAndRegions: '250+', importDatasets: expect.any(Number), packages: 5 })
    expect((body.data as { datasets: number }).datasets).toBeGreaterThan(100)
  })

  it('GET /public/country/statistics gives datasets per country', async () => {
    const { body } = await get(reads.countryStatistics, '/public/country/statistics?lang=zh')
    const rows = (body.data as { rows: { country: string; name: string; importDatasets: number }[] }).rows
    expect(rows.find((row) => row.country === 'USA')).toMatchObject({ name: '美国' })
  })

  it('GET /public/dataSource/statistics answers a known source and 10001 for an unknown or missing one', async () => {
    const { getCountryStatistics } = await import('@/data/statistics')
    const code = getCountryStatistics('en')[0]!.dataSources[0]!
    expect(
      (await get(reads.dataSourceStatistics, `/public/dataSource/statistics?dataSource=${code}`)).body,
    ).toMatchObject({ code: 1, data: { value: code } })
    const unknown = await get(
      reads.dataSourceStatistics,
      '/public/dataSource/statistics?dataSource=IMP_XXX_CD_NOPE&lang=en',
    )
    expect(unknown.body.code).toBe(10001)
    expect(unknown.body.msg).toContain('IMP_XXX_CD_NOPE')
    expect((await get(reads.dataSourceStatistics, '/public/dataSource/statistics')).body.code).toBe(10001)
    expect(
      (await get(reads.dataSourceStatistics, `/public/dataSource/statistics?dataSource=${code}&x=1`)).body.code,
    ).toBe(10001)
  })

  it('GET /public/overseas/packages gives the active tiers with prices and coverage', async () => {
    const { body } = await get(reads.overseasPackages, '/public/overseas/packages?lang=en')
    const rows = (body.data as { rows: { code: string; priceUsd: number; importCountries: number }[] }).rows
    expect(rows.map((row) => row.priceUsd)).toEqual([899, 2399, 2999, 4399, 5699])
    expect(rows[0]).toMatchObject({ importCountries: 1, currency: 'USD', billing: 'yearly' })
  })

  it('GET /api/list answers the utility list as the utility host does, and 10001 for bad parameters', async () => {
    const { utilityListHandler } = await import('@/features/forms/api/utility-list')
    const list = async (query: Record<string, string>) => {
      const response = await utilityListHandler({
        payload,
        query,
        headers: new Headers(),
        url: 'http://localhost/api/list',
      } as unknown as PayloadRequest)
      return (await response.json()) as Body
    }
    const ok = await list({ id: '265', page: '1', limit: '10', desc: 'false' })
    expect(ok.code).toBe(0)
    const rows = (ok.data as { rows: { name: string; info: { url: string } }[] }).rows
    expect(rows.length).toBeGreaterThan(1)
    expect(rows.length).toBeLessThanOrEqual(10)
    expect(rows[0]).toEqual({ id: expect.anything(), name: expect.any(String), info: { url: expect.any(String) } })
    expect((await list({ id: 'abc' })).code).toBe(10001)
    expect((await list({ limit: '1000' })).code).toBe(10001)
    expect((await list({ desc: 'maybe' })).code).toBe(10001)
    expect((await list({ id: '1' })).data).toMatchObject({ rows: [] })
  })
})

describe('who reads submissions', () => {
  async function staff(role: 'admin' | 'editor' | 'translator') {
    const email = `${role}.forms@example.com`
    const existing = await payload.find({ collection: 'users', where: { email: { equals: email } } })
    const user =
      existing.docs[0] ??
      (await payload.create({ collection: 'users', data: { email, password: 'a-long-password-1', role } }))
    return { ...user, collection: 'users' as const }
  }

  it('guests and translators cannot read submissions; admins and editors can', async () => {
    await expect(payload.find({ collection: 'submissions', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.find({ collection: 'submissions', overrideAccess: false, user: await staff('translator') }),
    ).rejects.toThrow()
    const editor = await payload.find({ collection: 'submissions', overrideAccess: false, user: await staff('editor') })
    expect(editor.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({ collection: 'submissions', data: { kind: 'demo', status: 'new' }, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('exports the filtered submissions as CSV for admins and editors only', async () => {
    const { submissionEndpoints } = await import('@/features/forms/api/submission-staff')
    const exportCsv = submissionEndpoints.find((e) => e.path === '/export.csv')!.handler
    const asUser = async (user: unknown, query: Record<string, unknown> = {}) =>
      exportCsv({ payload, user, query, headers: new Headers() } as unknown as PayloadRequest)
    expect((await asUser(null)).status).toBe(403)
    expect((await asUser(await staff('translator'))).status).toBe(403)
    const admin = await staff('admin')
    const response = await asUser(admin, { where: { kind: { equals: 'debt-claim' } } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const csv = await response.text()
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toContain('id,createdAt,kind,status')
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.slice(1).every((line) => line.includes(',debt-claim,'))).toBe(true)
    const { csvCell } = await import('@/features/forms/api/submission-staff')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  })
})

/**
 * Mail that cannot be abused: a visitor-given address is one plain mailbox, the per-address limit holds
 * whatever its spelling, and the SMTP envelope names exactly that mailbox, whatever the headers say.
 */
import { Writable } from 'node:stream'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createLogger } from '../../src/server/log'
import { drainNotificationJobs } from '../support/jobs'
import { startTestSmtp, type TestSmtp } from '../support/smtp'
import { closeTestPayload, testPayload } from './payload'

vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

let payload: Payload
let smtp: TestSmtp
let forms: typeof import('@/features/forms/api/forms')
let limits: typeof import('@/http/limits')
let token: typeof import('@/features/forms/captcha/token')
let config: Promise<import('payload').SanitizedConfig>
let submissions: typeof import('@/features/forms/api/submissions')

let ipCounter = 0
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

type Body = { code: number; msg: string; data: unknown }

async function sendCode(email: string): Promise<Body> {
  const request = new Request('http://localhost/public/sendVerifyCode', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
    body: new URLSearchParams({ email, serviceName: 'en' }).toString(),
  })
  return (await (await forms.sendVerifyCode(request)).json()) as Body
}

/** Mails received since `since`, after giving a stray send time to arrive. */
async function mailsSince(since: number) {
  await new Promise((resolve) => setTimeout(resolve, 400))
  return smtp.mails.slice(since)
}

beforeAll(async () => {
  smtp = await startTestSmtp()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.EMAIL_FROM = 'TradeCompass <no-reply@tradecompass.test>'
  process.env.SALES_INBOX = 'sales@tradecompass.test'
  process.env.MAIL_RETRY_BASE_MS = '5'
  payload = await testPayload()
  forms = await import('@/features/forms/api/forms')
  limits = await import('@/http/limits')
  token = await import('@/features/forms/captcha/token')
  config = (await import('@payload-config')).default
  submissions = await import('@/features/forms/api/submissions')
}, 240_000)

afterAll(async () => {
  await limits?.closeLimits()
  await smtp?.stop()
  await closeTestPayload()
})

describe('POST /public/sendVerifyCode mails one plain mailbox', () => {
  it('refuses a quoted local part holding a comma (two mailboxes) with 10001 and mails nobody', async () => {
    const since = smtp.mails.length
    expect(await sendCode('"a@evil.test,b"@victim.test')).toMatchObject({
      code: 10001,
      msg: 'Please enter a valid email address',
    })
    expect(await mailsSince(since)).toEqual([])
  })

  it('refuses a display name hiding another address with 10001 and mails nobody', async () => {
    const since = smtp.mails.length
    expect((await sendCode('"x" <attacker@evil.test>"@victim.test')).code).toBe(10001)
    expect((await sendCode('Victim <attacker@evil.test>')).code).toBe(10001)
    expect((await sendCode('a@victim.test, attacker@evil.test')).code).toBe(10001)
    expect(await mailsSince(since)).toEqual([])
  })

  it('keys the one-per-60-s limit on the normalised mailbox, which alone is the envelope recipient', async () => {
    const since = smtp.mails.length
    expect((await sendCode(' Same.Box@Example.COM')).code).toBe(1)
    expect((await sendCode('same.box@example.com')).code).toBe(140010)
    expect((await sendCode('"same.box"@example.com')).code).toBe(10001)
    const mail = await smtp.waitForMail('same.box@example.com', 10_000, since)
    expect(mail.to).toEqual(['same.box@example.com'])
    expect(mail.from).toBe('no-reply@tradecompass.test')
    expect((await mailsSince(since)).length).toBe(1)
  })
})

describe('every mail the app sends', () => {
  it('refuses a message to more than one mailbox, or to a spelling that is not a plain mailbox', async () => {
    const since = smtp.mails.length
    await expect(
      payload.sendEmail({ to: 'one@example.com, two@example.com', subject: 'x', text: 'x' }),
    ).rejects.toThrow(/one plain mailbox/)
    await expect(
      payload.sendEmail({ to: ['one@example.com', 'two@example.com'], subject: 'x', text: 'x' }),
    ).rejects.toThrow(/one plain mailbox/)
    await expect(payload.sendEmail({ to: '"x" <attacker@evil.test>', subject: 'x', text: 'x' })).rejects.toThrow(
      /one plain mailbox/,
    )
    await expect(
      payload.sendEmail({ to: 'one@example.com', bcc: 'spy@evil.test', subject: 'x', text: 'x' }),
    ).rejects.toThrow(/one plain mailbox/)
    expect(await mailsSince(since)).toEqual([])
  })

  it('the contact form refuses a quoted address it would acknowledge, with 10001', async () => {
    const since = smtp.mails.length
    const answer = 'k7Mx'
    const request = new Request('http://localhost/public/contact/us', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': freshIp(),
        cookie: `ts-captcha=${token.issueCaptchaCookie(answer)}`,
      },
      body: JSON.stringify({
        firstName: 'A',
        lastName: 'B',
        email: '"a@evil.test,b"@victim.test',
        subject: 'Hi',
        message: 'Hello',
        captcha: answer,
        locale: 'en',
        consent: true,
      }),
    })
    expect(((await (await forms.contactUs(request)).json()) as Body).code).toBe(10001)
    expect(await mailsSince(since)).toEqual([])
  })
})

describe("a member's forgotten password", () => {
  async function rest(path: string, body: unknown): Promise<Response> {
    const request = new Request(`http://localhost:3232${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify(body),
    })
    return handleEndpoints({ config, path: path.split('?')[0]!, request })
  }

  it('e-mails a link to the reset page of the sites in the member language; it sets a password that logs in', async () => {
    const email = 'reset.me@example.com'
    await payload.create({ collection: 'members', data: { email, password: 'old-secret-1' }, overrideAccess: true })
    const since = smtp.mails.length
    expect((await rest('/api/members/forgot-password?locale=ru', { email })).status).toBe(200)
    const mail = await smtp.waitForMail(email, 10_000, since)
    expect(mail.subject).toBe('Сброс пароля TradeCompass')
    expect(mail.text).not.toContain('/admin/reset')
    const link = /https?:\/\/[^\s"<]+\/reset-password\?[^\s"<]+/.exec(mail.text)?.[0]?.replace(/&amp;/g, '&')
    expect(link, 'a link to /reset-password').toBeTruthy()
    const url = new URL(link!)
    expect(url.pathname).toBe('/reset-password')
    expect(url.searchParams.get('lang')).toBe('ru')
    const resetToken = url.searchParams.get('token')!
    expect(resetToken).toMatch(/^[0-9a-f]{20,}$/)

    // What the page posts (src/features/accounts/components/ResetPasswordForm.tsx).
    expect((await rest('/api/members/reset-password', { token: resetToken, password: 'new-secret-2' })).status).toBe(
      200,
    )
    expect((await rest('/api/members/login', { email, password: 'new-secret-2' })).status).toBe(200)
    expect((await rest('/api/members/login', { email, password: 'old-secret-1' })).status).toBe(401)
    // The link works once.
    expect(
      (await rest('/api/members/reset-password', { token: resetToken, password: 'third-secret-3' })).status,
    ).not.toBe(200)
  })
})

describe('submission e-mails go through the job queue', () => {
  async function debtClaim(company: string, email: string): Promise<number> {
    const request = new Request('http://localhost/public/debtClaim', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({
        creditor: { companyName: company, contactName: 'Li Wei', contactEmail: email, phone: '+86 138 0013 8000' },
        debtor: {
          companyName: 'Late Payer LLC',
          contactName: 'John Doe',
          lastContactDate: '2026-09-01',
          debtValue: 'USD 1',
          lastContactDetails: 'Silent.',
        },
        locale: 'en',
        consent: true,
      }),
    })
    const body = (await (await forms.debtClaim(request)).json()) as Body
    expect(body.code).toBe(1)
    return (body.data as { id: number }).id
  }
  const staffMailsAbout = (company: string, since: number) =>
    smtp.mails.slice(since).filter((m) => m.to.includes('sales@tradecompass.test') && m.text.includes(company))
  const mailsTo = (address: string, since: number) => smtp.mails.slice(since).filter((m) => m.to.includes(address))
  const jobsOf = async (id: number) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'notifySubmission' } },
        limit: 1000,
        overrideAccess: true,
      })
    ).docs.filter((job) => (job.input as { submission?: number } | null)?.submission === id)

  it('stores the submission, then queues its e-mails as a job in the database; the request process sends nothing itself', async () => {
    const since = smtp.mails.length
    const id = await debtClaim('Queued Trading Co', 'queued@example.cn')
    const stored = await payload.findByID({ collection: 'submissions', id, overrideAccess: true })
    expect(stored.notification).toMatchObject({ staff: 'pending', visitor: 'pending' })
    const jobs = await jobsOf(id)
    expect(jobs).toHaveLength(1)
    expect(jobs[0]!.completedAt ?? null).toBeNull()
    // A restart now loses nothing: the job waits in the database for whichever instance runs the queue.
    expect(await mailsSince(since)).toEqual([])
    await drainNotificationJobs(payload)
    expect(mailsTo('queued@example.cn', since)).toHaveLength(1)
    expect(staffMailsAbout('Queued Trading Co', since)).toHaveLength(1)
    expect(
      (await payload.findByID({ collection: 'submissions', id, overrideAccess: true })).notification,
    ).toMatchObject({ staff: 'sent', visitor: 'sent' })
  })

  it('two queue runners at once (two instances) send each e-mail once', async () => {
    const since = smtp.mails.length
    const id = await debtClaim('Twice Run Ltd', 'twice.run@example.cn')
    // Payload's runners may both take the job (and one of them may then fail on the job the other deleted).
    await Promise.allSettled([
      submissions.runQueuedNotifications(payload),
      submissions.runQueuedNotifications(payload),
      submissions.runQueuedNotifications(payload),
    ])
    await drainNotificationJobs(payload)
    await mailsSince(since)
    expect(mailsTo('twice.run@example.cn', since)).toHaveLength(1)
    expect(staffMailsAbout('Twice Run Ltd', since)).toHaveLength(1)
    expect(
      (await payload.findByID({ collection: 'submissions', id, overrideAccess: true })).notification,
    ).toMatchObject({ staff: 'sent', visitor: 'sent', attempts: 2 })
  })

  it('retries a failed send from the queue without resending what went out', async () => {
    const since = smtp.mails.length
    smtp.setRefuse((to) => to === 'bounces@example.cn')
    // What the queue logs of each failed attempt, through the app's logger (src/server/log.ts).
    const lines: Record<string, unknown>[] = []
    const stream = new Writable({
      write: (chunk, _encoding, done) => (
        lines.push(
          ...String(chunk)
            .split('\n')
            .filter(Boolean)
            .map((text) => JSON.parse(text)),
        ),
        done()
      ),
    })
    const appLogger = payload.logger
    payload.logger = createLogger({ INSTANCE_NAME: 'mail-test' }, stream)
    try {
      const id = await debtClaim('Bounce Holdings', 'bounces@example.cn')
      // As the app's queue runner runs it (not silenced, as drainNotificationJobs is), waiting out the retry delays.
      for (let round = 0; round < 200 && (await submissions.pendingNotificationJobs(payload)) > 0; round++) {
        await payload.jobs.run({
          queue: 'default',
          limit: 100,
          where: { taskSlug: { equals: submissions.NOTIFY_TASK } },
        })
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      // An SMTP refusal is an outside failure the queue retries, not a defect: one line per attempt with
      // the server's answer, the task and the job, no stack trace; a warning while retries remain, an error at the end.
      const failures = lines.filter((line) => line.event === 'job failed')
      expect(failures).toHaveLength(submissions.MAIL_ATTEMPTS)
      expect(failures.map((line) => line.level)).toEqual([
        ...Array(submissions.MAIL_ATTEMPTS - 1).fill('warn'),
        'error',
      ])
      for (const line of failures) {
        expect(line).toMatchObject({ task: 'notifySubmission', failure: expect.stringMatching(/Mailbox unavailable/) })
        expect(typeof line.job).toBe('number')
      }
      expect(JSON.stringify(lines)).not.toMatch(/"stack"|\bat [^"]*:\d+:\d+/)
      expect(staffMailsAbout('Bounce Holdings', since)).toHaveLength(1)
      const doc = await payload.findByID({ collection: 'submissions', id, overrideAccess: true })
      expect(doc.notification).toMatchObject({
        staff: 'sent',
        visitor: 'failed',
        attempts: 1 + submissions.MAIL_ATTEMPTS,
      })
      expect(doc.notification?.lastError).toMatch(/Mailbox unavailable/)
      const [job] = await jobsOf(id)
      expect(job!.hasError).toBe(true)
      expect(job!.totalTried).toBe(submissions.MAIL_ATTEMPTS)
    } finally {
      payload.logger = appLogger
      smtp.setRefuse(() => false)
    }
  })
})

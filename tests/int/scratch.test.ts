/**
 * A scratch copy (SCRATCH=true: a restored archive started beside the live site) is inert: the mails queued in
 * production's database when the backup was taken are not run by its scheduler, a mail job run by hand writes to the
 * log instead of the SMTP server, and production's Redis, CDN and search engines are never touched.
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

let payload: Payload
let smtp: TestSmtp

beforeAll(async () => {
  smtp = await startTestSmtp()
  // Production's settings, as a copy started from the same environment file would have them.
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.EMAIL_FROM = 'TradeCompass <no-reply@tradecompass.test>'
  process.env.REDIS_URL = 'redis://127.0.0.1:6379/0'
  process.env.CDN_PURGE_WEBHOOK = 'http://127.0.0.1:9/purge'
  process.env.BAIDU_PUSH_TOKEN = 'production-token'
  process.env.SCRATCH = 'true'
  payload = await testPayload()
}, 300_000)

afterAll(async () => {
  await smtp?.stop()
  await closeTestPayload()
  for (const name of ['SCRATCH', 'REDIS_URL', 'CDN_PURGE_WEBHOOK', 'BAIDU_PUSH_TOKEN', 'SMTP_HOST', 'SMTP_PORT'])
    delete process.env[name]
})

describe('a scratch copy (SCRATCH=true)', () => {
  it('runs no queued mail job and sends nothing, even when its queue is run by hand', async () => {
    const submissions = await import('@/features/forms/api/submissions')
    const stored = await submissions.storeSubmission(payload, {
      kind: 'contact',
      site: 'en',
      locale: 'en',
      page: '',
      name: 'A customer of production',
      email: 'customer@example.com',
      company: '',
      phone: '',
      country: '',
      message: 'Queued before the backup was taken',
      fields: {},
      ipHash: '',
      userAgent: '',
    })

    // The scheduler's gate (payload.config.ts jobs.shouldAutoRun, every minute in every instance).
    expect(await payload.config.jobs.shouldAutoRun!(payload)).toBe(false)
    const job = await payload.findByID({ collection: 'payload-jobs', id: stored.notificationJob, depth: 0 })
    expect(job.completedAt ?? null).toBeNull()
    expect(job.hasError ?? false).toBe(false)

    await submissions.runQueuedNotifications(payload)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.mails.filter((mail) => mail.to.includes('customer@example.com'))).toEqual([])
    expect(smtp.mails).toEqual([])
  })

  it('reads no Redis (production cache) and queues no CDN purge or search-engine push', async () => {
    const { redisUrl } = await import('@/server/redis')
    const { cdnPurgeConfigured } = await import('@/server/cdn/cdn-config')
    const { pushConfigured } = await import('@/features/markets/search-push')
    expect(redisUrl()).toBeUndefined()
    expect(cdnPurgeConfigured()).toBe(false)
    expect(pushConfigured()).toEqual({ indexNow: false, baidu: false })
  })
})

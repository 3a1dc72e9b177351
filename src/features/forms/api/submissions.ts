/**
 * What visitors send is stored first (one transaction, with the verification code it spends and the job that will
 * e-mail it), and only then e-mailed: the staff notification to SALES_INBOX and the visitor's acknowledgement in the
 * visitor's language. The e-mails are a job of Payload's queue (task `notifySubmission`, in the database), so they
 * survive a restart and run once: the answer's `after()` runs the job at once, the queue runner (`jobs.autoRun` in
 * payload.config.ts) picks up whatever a restart left, and a failed send is retried by the queue with a growing
 * delay. The outcome (sent/failed, attempts, last error) is written on the submission, where the admin shows it and
 * from where staff retry a failed one.
 */
import { after } from 'next/server'
import type { Payload, PayloadRequest } from 'payload'

import type { ConsentRecord } from '../../../domain/consent'
import type { Locale } from '../../../domain/locale'
import type { Submission } from '../../../payload-types'
import { runSql, sql } from '../../../db/sql'
import { type Env, environment, scratchMode, serverUrl, setting } from '../../../settings'
import { acknowledgementMail, staffNotificationMail, type SubmissionKind } from './mail-texts'
import { settingsWithContactDomain } from '../../../domain/contact'

export type NewSubmission = {
  kind: SubmissionKind
  site: string
  locale: Locale
  page: string
  name: string
  email: string
  company: string
  phone: string
  country: string
  message: string
  fields: Record<string, unknown>
  ipHash: string
  userAgent: string
  /** The visitor's consent to the processing of the data. */
  consent?: ConsentRecord
  /** The member whose session sent it, if any. */
  member?: number | null
}

/** The queue task that e-mails a stored submission (payload.config.ts `jobs.tasks`). */
export const NOTIFY_TASK = 'notifySubmission'
/** Sends per e-mail before a notification counts as failed (the first and the queue's retries). */
export const MAIL_ATTEMPTS = 3

/** The first retry's delay; each next one doubles it (MAIL_RETRY_BASE_MS, default 30 s). */
export function mailRetryDelayMs(env: Env = environment()): number {
  return setting('MAIL_RETRY_BASE_MS', env)
}

/**
 * Stores a submission and queues its e-mails, in one transaction; `withinTransaction` runs first (spending a
 * verification code), so either all is committed or nothing. Returns the submission and the queued job's id.
 */
export async function storeSubmission(
  payload: Payload,
  data: NewSubmission,
  withinTransaction?: (req: Partial<PayloadRequest>) => Promise<void>,
): Promise<Submission & { notificationJob: number | string }> {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = (transactionID === undefined ? {} : { transactionID }) as Partial<PayloadRequest>
  try {
    if (withinTransaction) await withinTransaction(req)
    const doc = await payload.create({
      collection: 'submissions',
      data: {
        ...data,
        status: 'new',
        notification: { staff: 'pending', visitor: data.email ? 'pending' : 'skipped', attempts: 0 },
      },
      depth: 0,
      req,
    })
    const job = await payload.jobs.queue({
      task: NOTIFY_TASK,
      input: { submission: doc.id },
      req: req as PayloadRequest,
    })
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    return { ...doc, notificationJob: job.id }
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID).catch(() => {})
    throw error
  }
}

/** How long a runner may take to send a submission's e-mails before another may try. */
const SENDING_LEASE_MS = 15 * 60 * 1000

/** Another runner is sending this submission's e-mails right now. */
export class NotificationBusy extends Error {
  constructor(id: number | string) {
    super(`submission ${id}: its e-mails are being sent by another runner`)
    this.name = 'NotificationBusy'
  }
}

/** Sends one e-mail once; the error when it failed. */
async function sendOnce(
  payload: Payload,
  message: { to: string; subject: string; text: string; html: string; replyTo?: string },
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    await payload.sendEmail(message)
    return { ok: true }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

/** Where staff notifications go: SALES_INBOX, else the sales address of the site settings. */
async function salesInbox(payload: Payload): Promise<string | null> {
  const configured = setting('SALES_INBOX')
  if (configured) return configured
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)) as {
    salesEmail?: string | null
    contactDomain?: string | null
  } | null
  return settings ? settingsWithContactDomain(settings).salesEmail || null : null
}

/**
 * Sends what is still pending (or failed) for a submission, one try each, and records the outcome on it: what was
 * sent is never sent again. The queue task runs it (and retries when it reports an error); so does the admin's
 * retry.
 */
export async function notifySubmission(payload: Payload, id: number | string): Promise<Submission['notification']> {
  // Payload's queue can hand one job to two runners at once (it finds, then marks, the jobs it runs): the runner
  // that takes the submission's lease sends, another one stops here (its retry finds the e-mails sent). The lease
  // outlasts nodemailer's timeouts and lapses by itself if the runner dies.
  const claimed = await runSql(
    payload,
    sql`UPDATE submissions SET notification_sending_until = ${new Date(Date.now() + SENDING_LEASE_MS).toISOString()}
        WHERE id = ${id} AND (notification_sending_until IS NULL OR notification_sending_until < ${new Date().toISOString()}) RETURNING id`,
  )
  if (claimed.length !== 1) throw new NotificationBusy(id)
  try {
    const doc = (await payload.findByID({
      collection: 'submissions',
      id,
      depth: 0,
      overrideAccess: true,
    })) as Submission
    const state = { ...(doc.notification ?? {}) }
    const errors: string[] = []
    let attempts = state.attempts ?? 0
    const kind = doc.kind as SubmissionKind
    const locale = (['zh', 'en', 'ru'].includes(doc.locale ?? '') ? doc.locale : 'zh') as Locale

    if (state.staff !== 'sent') {
      const inbox = await salesInbox(payload)
      if (!inbox) {
        state.staff = 'failed'
        errors.push('staff: no SALES_INBOX configured')
      } else {
        const mail = staffNotificationMail(kind, doc, `${serverUrl()}/admin/collections/submissions/${doc.id}`)
        const sent = await sendOnce(payload, { to: inbox, ...mail, ...(doc.email ? { replyTo: doc.email } : {}) })
        attempts += 1
        state.staff = sent.ok ? 'sent' : 'failed'
        if (!sent.ok) errors.push(`staff: ${sent.error}`)
      }
    }
    if (doc.email && state.visitor !== 'sent' && state.visitor !== 'skipped') {
      const sent = await sendOnce(payload, { to: doc.email, ...acknowledgementMail(kind, doc.name ?? '', locale) })
      attempts += 1
      state.visitor = sent.ok ? 'sent' : 'failed'
      if (!sent.ok) errors.push(`visitor: ${sent.error}`)
    } else if (!doc.email) {
      state.visitor = 'skipped'
    }
    const notification = {
      ...state,
      attempts,
      lastError: errors.length ? errors.join('; ').slice(0, 1000) : null,
      sentAt: errors.length === 0 ? new Date().toISOString() : state.sentAt,
      sendingUntil: null,
    }
    await payload.update({ collection: 'submissions', id, data: { notification }, depth: 0, overrideAccess: true })
    return notification as Submission['notification']
  } catch (error) {
    await runSql(payload, sql`UPDATE submissions SET notification_sending_until = NULL WHERE id = ${id}`).catch(
      () => {},
    )
    throw error
  }
}

/**
 * Runs a submission's queued e-mail job right after the answer has gone out (Next's `after`), so mail leaves at
 * once; if the process stops first, the job stays queued for the runner. Outside a request (tests, scripts) nothing
 * is started here: the queue runner (or `runQueuedNotifications`) sends it.
 */
export function notifyAfterAnswer(payload: Payload, jobId: number | string): void {
  if (scratchMode()) return
  try {
    after(() =>
      payload.jobs.runByID({ id: jobId }).then(
        () => undefined,
        (error: unknown) => payload.logger.error({ err: error, job: jobId }, 'submission notification job failed'),
      ),
    )
  } catch {
    // Not in a request: left to the queue runner.
  }
}

/** Runs the submission e-mail jobs that are due (tests and scripts; the app's runner is `jobs.autoRun`). */
export async function runQueuedNotifications(payload: Payload): Promise<void> {
  await payload.jobs.run({ queue: 'default', limit: 100, where: { taskSlug: { equals: NOTIFY_TASK } }, silent: true })
}

/** The submission e-mail jobs still to run (not completed, retries left). */
export async function pendingNotificationJobs(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: NOTIFY_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs
}

/** The failed notifications of the last `days` days, resent (the admin's "retry failed notifications"). */
export async function retryFailedNotifications(
  payload: Payload,
  days = 30,
): Promise<{ retried: number; stillFailing: number }> {
  const since = new Date(Date.now() - days * 24 * 3600 * 1000).toISOString()
  const { docs } = await payload.find({
    collection: 'submissions',
    where: {
      and: [
        { createdAt: { greater_than: since } },
        {
          or: [
            { 'notification.staff': { not_in: ['sent'] } },
            { 'notification.visitor': { in: ['failed', 'pending'] } },
          ],
        },
      ],
    },
    limit: 200,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  let stillFailing = 0
  for (const doc of docs) {
    try {
      const result = await notifySubmission(payload, doc.id)
      if (result?.lastError) stillFailing++
    } catch (error) {
      // Being sent by a runner right now: its outcome will show.
      if (!(error instanceof NotificationBusy)) throw error
    }
  }
  return { retried: docs.length, stillFailing }
}

/**
 * What visitors send is stored first (one transaction, with the verification code it spends), and only then
 * e-mailed: the staff notification to SALES_INBOX and the visitor's acknowledgement in the visitor's language, each
 * retried; the outcome (sent/failed, attempts, last error) is written on the submission, where the admin shows it
 * and from where staff retry a failed one.
 */
import { after } from 'next/server'
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '../domain/locale'
import type { Submission } from '../payload-types'
import { serverUrl } from '../env'
import { acknowledgementMail, staffNotificationMail, type SubmissionKind } from './mail-texts'

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
}

/**
 * Stores a submission; `withinTransaction` runs first in the same transaction (spending a verification code), so
 * either both are committed or neither.
 */
export async function storeSubmission(
  payload: Payload,
  data: NewSubmission,
  withinTransaction?: (req: Partial<PayloadRequest>) => Promise<void>,
): Promise<Submission> {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = (transactionID === undefined ? {} : { transactionID }) as Partial<PayloadRequest>
  try {
    if (withinTransaction) await withinTransaction(req)
    const doc = await payload.create({
      collection: 'submissions',
      data: { ...data, status: 'new', notification: { staff: 'pending', visitor: data.email ? 'pending' : 'skipped', attempts: 0 } },
      depth: 0,
      req,
    })
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    return doc
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID).catch(() => {})
    throw error
  }
}

/** Attempts per e-mail before a notification counts as failed. */
export const MAIL_ATTEMPTS = 3

function retryDelayMs(attempt: number): number {
  const base = Number(process.env.MAIL_RETRY_BASE_MS ?? 500)
  return base * 2 ** (attempt - 1)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Sends one e-mail with retries; the error of the last attempt when every attempt failed. */
async function sendWithRetries(
  payload: Payload,
  message: { to: string; subject: string; text: string; html: string; replyTo?: string },
): Promise<{ ok: true; attempts: number } | { ok: false; attempts: number; error: string }> {
  let lastError = ''
  for (let attempt = 1; attempt <= MAIL_ATTEMPTS; attempt++) {
    try {
      await payload.sendEmail(message)
      return { ok: true, attempts: attempt }
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error)
      if (attempt < MAIL_ATTEMPTS) await sleep(retryDelayMs(attempt))
    }
  }
  return { ok: false, attempts: MAIL_ATTEMPTS, error: lastError }
}

/** Where staff notifications go: SALES_INBOX, else the sales address of the site settings. */
async function salesInbox(payload: Payload): Promise<string | null> {
  if (process.env.SALES_INBOX) return process.env.SALES_INBOX
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)) as { salesEmail?: string | null } | null
  return settings?.salesEmail || null
}

/**
 * Sends what is still pending (or failed) for a submission and records the outcome on it. `force` resends both
 * e-mails' failed parts (the admin's retry).
 */
export async function notifySubmission(payload: Payload, id: number | string): Promise<Submission['notification']> {
  const doc = (await payload.findByID({ collection: 'submissions', id, depth: 0, overrideAccess: true })) as Submission
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
      const sent = await sendWithRetries(payload, { to: inbox, ...mail, ...(doc.email ? { replyTo: doc.email } : {}) })
      attempts += sent.attempts
      state.staff = sent.ok ? 'sent' : 'failed'
      if (!sent.ok) errors.push(`staff: ${sent.error}`)
    }
  }
  if (doc.email && state.visitor !== 'sent' && state.visitor !== 'skipped') {
    const sent = await sendWithRetries(payload, { to: doc.email, ...acknowledgementMail(kind, doc.name ?? '', locale) })
    attempts += sent.attempts
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
  }
  await payload.update({ collection: 'submissions', id, data: { notification }, depth: 0, overrideAccess: true })
  return notification as Submission['notification']
}

const inFlight = new Set<Promise<unknown>>()

/**
 * Sends a stored submission's e-mails after the answer has gone out (Next's `after`); outside a request (tests,
 * scripts) right away in the background. Errors are recorded on the submission, never thrown at the visitor.
 */
export function notifyAfterAnswer(payload: Payload, id: number | string): void {
  const run = () =>
    notifySubmission(payload, id).catch((error: unknown) => {
      payload.logger.error({ err: error, submission: id }, 'submission notification failed')
    })
  try {
    after(run)
  } catch {
    const promise = run().finally(() => inFlight.delete(promise))
    inFlight.add(promise)
  }
}

/** Waits for notifications started outside a request (tests). */
export async function notificationsSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight])
}

/** The failed notifications of the last `days` days, resent (the admin's "retry failed notifications"). */
export async function retryFailedNotifications(payload: Payload, days = 30): Promise<{ retried: number; stillFailing: number }> {
  const since = new Date(Date.now() - days * 24 * 3600 * 1000).toISOString()
  const { docs } = await payload.find({
    collection: 'submissions',
    where: {
      and: [
        { createdAt: { greater_than: since } },
        { or: [{ 'notification.staff': { not_in: ['sent'] } }, { 'notification.visitor': { in: ['failed', 'pending'] } }] },
      ],
    },
    limit: 200,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  let stillFailing = 0
  for (const doc of docs) {
    const result = await notifySubmission(payload, doc.id)
    if (result?.lastError) stillFailing++
  }
  return { retried: docs.length, stillFailing }
}

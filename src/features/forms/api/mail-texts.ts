/** The e-mails the public API sends, in the visitor's language (staff notifications in the visitor's language too,
 * with the fields labelled in English and Chinese so any sales colleague can read them). Their texts are in
 * src/i18n/messages/mail.ts. */
import type { Locale } from '../../../domain/locale'
import { fill } from '../../../i18n/fill'
import { MAIL } from '../../../i18n/messages/mail'

export type SubmissionKind = keyof (typeof MAIL)['zh']['kinds']

export function verificationCodeMail(code: string, locale: Locale): { subject: string; text: string; html: string } {
  const t = MAIL[locale]
  const body = fill(t.codeBody, { code })
  return { subject: fill(t.codeSubject, { code }), text: body, html: `<p>${escapeHtml(body)}</p>` }
}

export function acknowledgementMail(
  kind: SubmissionKind,
  name: string,
  locale: Locale,
): { subject: string; text: string; html: string } {
  const t = MAIL[locale]
  const what = t.received[kind]
  const greeting = name ? fill(t.greeting, { name }) : t.greetingNoName
  const body = fill(t.receivedBody, { greeting, what })
  return {
    subject: fill(t.receivedSubject, { what }),
    text: body,
    html: body
      .split('\n')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(''),
  }
}

export function staffNotificationMail(
  kind: SubmissionKind,
  submission: {
    id: number | string
    name?: string | null
    email?: string | null
    site?: string | null
    locale?: string | null
    page?: string | null
    fields?: unknown
  },
  adminUrl: string,
): { subject: string; text: string; html: string } {
  const subject = `[${submission.site ?? ''}] New ${MAIL.en.kinds[kind]} / 新${MAIL.zh.kinds[kind]}: ${submission.name ?? ''} <${submission.email ?? ''}>`
  const lines = flatten(submission.fields).map(([key, value]) => `${key}: ${value}`)
  const text = [
    `Kind: ${kind}`,
    `Site: ${submission.site ?? ''} (${submission.locale ?? ''})`,
    `Page: ${submission.page ?? ''}`,
    '',
    ...lines,
    '',
    `Admin: ${adminUrl}`,
  ].join('\n')
  return { subject, text, html: `<pre>${escapeHtml(text)}</pre>` }
}

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (value === null || typeof value !== 'object') return prefix ? [[prefix, String(value ?? '')]] : []
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    flatten(inner, prefix ? `${prefix}.${key}` : key),
  )
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/**
 * A member's forgot-password e-mail (Payload's members auth): the link opens the reset page of the sites (not the
 * staff admin), in the member's language.
 */
export function memberResetMail(link: string, locale: Locale): { subject: string; text: string; html: string } {
  const t = MAIL[locale]
  return {
    subject: t.resetSubject,
    text: `${t.resetBody}\n\n${link}\n\n${t.resetAfter}`,
    html: `<p>${escapeHtml(t.resetBody)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t.resetAfter)}</p>`,
  }
}

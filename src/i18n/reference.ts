/**
 * The reference a visitor can quote to support: the short request id (src/server/log.ts) after a 60007
 * message, or the error's digest on the error screen; support finds the request's log lines by it.
 */
import type { Locale } from '../domain/locale'
import { REFERENCE } from './messages/reference'

/** `reference` in the visitor's language: `Reference: 1a2b3c4d`. */
export function referenceText(locale: Locale, reference: string): string {
  return locale === 'zh' ? `${REFERENCE.zh.label}：${reference}` : `${REFERENCE[locale].label}: ${reference}`
}

/** A message followed by its reference (the message alone without one). */
export function withReference(message: string, locale: Locale, reference: string | undefined): string {
  if (!reference) return message
  return locale === 'zh'
    ? `${message}（${referenceText(locale, reference)}）`
    : `${message} (${referenceText(locale, reference)})`
}

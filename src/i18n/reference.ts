/**
 * The reference a visitor can quote to support: the short request id (src/server/log.ts) after a 60007
 * message, or the error's digest on the error screen; support finds the request's log lines by it.
 */
import type { Locale } from '../domain/locale'

export const REFERENCE_LABEL: Record<Locale, string> = { zh: '参考编号', en: 'Reference', ru: 'Номер обращения' }

/** `reference` in the visitor's language: `Reference: 1a2b3c4d`. */
export function referenceText(locale: Locale, reference: string): string {
  return locale === 'zh' ? `${REFERENCE_LABEL.zh}：${reference}` : `${REFERENCE_LABEL[locale]}: ${reference}`
}

/** A message followed by its reference (the message alone without one). */
export function withReference(message: string, locale: Locale, reference: string | undefined): string {
  if (!reference) return message
  return locale === 'zh'
    ? `${message}（${referenceText(locale, reference)}）`
    : `${message} (${referenceText(locale, reference)})`
}

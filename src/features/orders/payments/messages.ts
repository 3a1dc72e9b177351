/**
 * The payment flow's own answer codes (their messages are in src/i18n/messages/answers.ts). Catalogue codes (10001, 20008,
 * 60007) keep their meaning; 401 refuses a guest (the client's forced-logout code, SPEC §7); the 7000x codes are the
 * payment provider's outcomes, which SPEC §8 does not list.
 */
import type { Locale } from '../../../domain/locale'
import { PAYMENT_MESSAGES } from '../../../i18n/messages/answers'
import { say } from '../../../i18n/catalogue'

export const PAYMENT_CODES = {
  /** Not logged in. */
  loginRequired: 401,
  /** The order does not exist or belongs to someone else: one answer for both, so ids reveal nothing. */
  notYours: 403,
  unknownPackage: 10001,
  badInput: 10001,
  emailTaken: 10001,
  captchaIncorrect: 20008,
  providerError: 60007,
  paypalUnavailable: 70001,
  declined: 70002,
  amountMismatch: 70003,
  notPayable: 70004,
  pending: 70005,
  /** Too many unpaid orders at once (a §8 parameter refusal with its own message). */
  tooManyUnpaid: 10001,
} as const

type MessageKey = keyof (typeof PAYMENT_MESSAGES)['en']

export function paymentMessage(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return say(PAYMENT_MESSAGES, locale, key, params)
}

/**
 * Consent to the processing of personal data (152-FZ on /ru, PIPL on /cn, GDPR on /en). Every form that
 * collects personal data carries an unticked checkbox whose label links to the site's privacy policy; the public API
 * takes it as `consent: true` (JSON) or `consent=true` (form field) and refuses anything else with code 10001 before
 * anything is stored. What is stored with the submission, member or order is a `ConsentRecord`.
 * This module is shared by the browser (the label) and the server (the check).
 */
import { localeToSite, type Locale } from './locale'

export type ConsentRecord = {
  given: boolean
  /** When it was given (ISO 8601, server time). */
  at: string
  /** The `version` of the published privacy policy at that moment ('' when none is published). */
  policyVersion: string
  /** The language the visitor saw the form and the policy in. */
  locale: Locale
}

/** The checkbox's label, around the link to the privacy policy: `before` <a>`link`</a> `after`. */
export const CONSENT_LABEL: Record<Locale, { before: string; link: string; after: string }> = {
  zh: {
    before: '我已阅读并同意',
    link: '《隐私政策》',
    after: '，同意贵公司依据《个人信息保护法》为处理本次请求收集和使用我填写的个人信息。',
  },
  en: {
    before: 'I agree that my personal data is processed to handle this request, as described in the',
    link: 'privacy policy',
    after: '.',
  },
  ru: {
    before:
      'Я даю согласие на обработку моих персональных данных в соответствии с Федеральным законом № 152-ФЗ «О персональных данных» и',
    link: 'Политикой обработки персональных данных',
    after: '.',
  },
}

/** The refusal when consent is missing (API answer, code 10001) and the form's own message. */
export const CONSENT_REQUIRED: Record<Locale, string> = {
  zh: '请阅读并勾选同意《隐私政策》后再提交',
  en: 'Please tick the box to agree to the privacy policy before sending.',
  ru: 'Чтобы отправить форму, отметьте согласие на обработку персональных данных.',
}

/** The privacy policy of the locale's site. */
export function privacyHref(locale: Locale): string {
  return `/${localeToSite(locale)}/privacy`
}

/** A consent the API accepts: JSON `true` or the form field `true` / `on` (what a ticked checkbox sends). */
export function isConsentGiven(value: unknown): boolean {
  return value === true || value === 'true' || value === 'on'
}

/** The record stored for a consent given now. */
export function consentRecord(locale: Locale, policyVersion: string, now: Date = new Date()): ConsentRecord {
  return { given: true, at: now.toISOString(), policyVersion, locale }
}

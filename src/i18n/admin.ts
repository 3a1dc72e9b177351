/**
 * The admin's texts (messages/admin.ts) as Payload takes them and as our admin components read them. The staff
 * user's admin language picks one language; a language the catalogue does not have reads English.
 */
import { isLocale } from '../domain/locale'
import { forPayloadAdmin, say, type Part, type Texts } from './catalogue'
import { ADMIN, REDIRECTS, REVIEW } from './messages/admin'

export type AdminKey = keyof (typeof ADMIN)['zh']
export type ReviewKey = keyof (typeof REVIEW)['zh']

/** Payload's `i18n.translations`: our texts under the `tc` namespace, and the redirects plugin's. */
export const adminTranslations = {
  en: forPayloadAdmin({ tc: ADMIN.en, 'plugin-redirects': REDIRECTS.en }),
  zh: forPayloadAdmin({ tc: ADMIN.zh, 'plugin-redirects': REDIRECTS.zh }),
  ru: forPayloadAdmin({ tc: ADMIN.ru, 'plugin-redirects': REDIRECTS.ru }),
}

function labelIn<Z extends Texts>(
  texts: Part<Z>,
  language: string,
  key: keyof Z,
  vars: Record<string, string | number>,
) {
  return say(texts, isLocale(language) ? language : 'en', key as never, vars)
}

/** A label in an admin language (server components that have the language but not a `t`). */
export function adminLabel(language: string, key: AdminKey, vars: Record<string, string | number> = {}): string {
  return labelIn(ADMIN, language, key, vars)
}

/** A label of the translation team's columns and controls in an admin language. */
export function reviewLabel(language: string, key: ReviewKey, vars: Record<string, string | number> = {}): string {
  return labelIn(REVIEW, language, key, vars)
}

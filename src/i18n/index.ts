/**
 * UI strings of the three sites (the words that are not content: buttons, labels, messages).
 * `zh` is canonical; `en` and `ru` are typed against it, so a missing key fails `tsc`.
 */
import { siteToLocale, type Locale, type Site } from '../domain/locale'
import { en } from './messages/site/en'
import { ru } from './messages/site/ru'
import type { UiStrings } from './types'
import { zh } from './messages/site/zh'

export type { DeepString, UiStrings } from './types'
export { fill } from './fill'

const STRINGS: Record<Locale, UiStrings> = { zh, en, ru }

export function uiStrings(locale: Locale): UiStrings {
  return STRINGS[locale]
}

export function uiStringsOfSite(site: Site): UiStrings {
  return STRINGS[siteToLocale(site)]
}

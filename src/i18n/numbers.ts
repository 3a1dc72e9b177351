/**
 * Numbers and counted nouns as each language writes them: "12,486" in en and zh, "12 486" in ru (a no-break space
 * groups the thousands); "1 country / 2 countries", "1 страна / 2 страны / 5 стран / 21 страна". Client-safe (no
 * language strings bundled): the noun forms come from the caller.
 */
import type { Locale } from '../domain/locale'

const TAG: Record<Locale, string> = { zh: 'zh-CN', en: 'en-US', ru: 'ru-RU' }

const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(TAG[locale], options)
    numberFormats.set(key, format)
  }
  return format
}

/** ICU writes ru groups with a narrow no-break space (U+202F); the usual no-break space shows in every font. */
const plainSpaces = (text: string) => text.replace(/\u202f/g, '\u00a0')

/** A number in a locale: 12,486 (en, zh) or 12 486 (ru, with a no-break space). */
export function formatNumber(value: number, locale: Locale): string {
  return plainSpaces(numberFormat(locale).format(value))
}

/** A whole-dollar price in a locale: $2,399 (en), US$2,399 (zh), 2 399 $ (ru). */
export function formatUsd(value: number, locale: Locale): string {
  return plainSpaces(
    numberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value),
  )
}

/** A noun's forms per plural category of the language: en { one, other }, ru { one, few, many }, zh { other }. */
export type NounForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

const pluralRules = new Map<Locale, Intl.PluralRules>()

/** The form of a noun for a count: ru 1 → one, 2–4 → few, 5–20 → many, 21 → one … */
export function pluralForm(count: number, locale: Locale, forms: NounForms): string {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(TAG[locale])
    pluralRules.set(locale, rules)
  }
  return forms[rules.select(count)] ?? forms.other
}

/** A count with its noun: "2 countries", "2 страны", "5 стран", "2 个国家". */
export function formatCount(count: number, locale: Locale, forms: NounForms): string {
  return `${formatNumber(count, locale)} ${pluralForm(count, locale, forms)}`
}

/** The forms of "country" in the three languages. */
export const COUNTRY_NOUN: Record<Locale, NounForms> = {
  en: { one: 'country', other: 'countries' },
  zh: { other: '个国家' },
  ru: { one: 'страна', few: 'страны', many: 'стран', other: 'страны' },
}

/** The forms of "record" in the three languages. */
export const RECORD_NOUN: Record<Locale, NounForms> = {
  en: { one: 'record', other: 'records' },
  zh: { other: '条记录' },
  ru: { one: 'запись', few: 'записи', many: 'записей', other: 'записи' },
}

/** The forms of "dataset" in the three languages. */
export const DATASET_NOUN: Record<Locale, NounForms> = {
  en: { one: 'dataset', other: 'datasets' },
  zh: { other: '个数据集' },
  ru: { one: 'набор данных', few: 'набора данных', many: 'наборов данных', other: 'набора данных' },
}

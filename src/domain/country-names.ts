/**
 * The names a reader expects for a country, in zh, en and ru: the common short name ("Russia", "Россия", "俄罗斯";
 * "Moldova", "South Korea", "Южная Корея"), not the formal ISO list string ("Russian Federation", "Moldova, Republic
 * of", "Республика Корея"). i18n-iso-countries gives the short name for most countries; this table replaces only the
 * ones where its string is a formal, inverted or bracketed list form. A country missing here keeps the ISO string.
 */
import type { Locale } from './locale'

type Names = Partial<Record<Locale, string>>

const COMMON_COUNTRY_NAMES: Readonly<Record<string, Names>> = {
  AE: { zh: '阿联酋' },
  AG: { en: 'Antigua and Barbuda' },
  AX: { zh: '奥兰群岛' },
  BA: { zh: '波黑' },
  BN: { en: 'Brunei' },
  BQ: { en: 'Caribbean Netherlands', ru: 'Карибские Нидерланды', zh: '荷属加勒比区' },
  CD: { en: 'DR Congo', ru: 'ДР Конго', zh: '刚果（金）' },
  CG: { en: 'Republic of the Congo', ru: 'Республика Конго', zh: '刚果（布）' },
  CI: { en: 'Côte d’Ivoire' },
  CN: { en: 'China', ru: 'Китай', zh: '中国' },
  CZ: { en: 'Czechia' },
  EH: { ru: 'Западная Сахара', zh: '西撒哈拉' },
  FK: { en: 'Falkland Islands' },
  FM: { en: 'Micronesia', zh: '密克罗尼西亚' },
  GM: { en: 'Gambia' },
  HK: { en: 'Hong Kong', ru: 'Гонконг', zh: '中国香港' },
  IR: { en: 'Iran' },
  KP: { en: 'North Korea', ru: 'КНДР', zh: '朝鲜' },
  KR: { en: 'South Korea', ru: 'Южная Корея', zh: '韩国' },
  LA: { en: 'Laos' },
  MD: { en: 'Moldova', ru: 'Молдова' },
  MF: { en: 'Saint Martin' },
  MK: { en: 'North Macedonia' },
  MO: { en: 'Macao', ru: 'Макао', zh: '中国澳门' },
  PS: { en: 'Palestine', ru: 'Палестина' },
  RE: { en: 'Réunion' },
  RU: { en: 'Russia', ru: 'Россия', zh: '俄罗斯' },
  SH: { en: 'Saint Helena', ru: 'Остров Святой Елены', zh: '圣赫勒拿' },
  ST: { en: 'São Tomé and Príncipe' },
  SX: { en: 'Sint Maarten' },
  SY: { en: 'Syria' },
  TM: { ru: 'Туркменистан' },
  TR: { en: 'Turkey' },
  TW: { en: 'Taiwan', ru: 'Тайвань', zh: '中国台湾' },
  TZ: { en: 'Tanzania' },
  UM: { en: 'US Outlying Islands', ru: 'Внешние малые острова США' },
  US: { en: 'United States', ru: 'США', zh: '美国' },
  VA: { en: 'Vatican City' },
  VG: { en: 'British Virgin Islands', ru: 'Британские Виргинские острова' },
  VI: { en: 'US Virgin Islands', ru: 'Американские Виргинские острова' },
}

/** The common short name of a country (alpha-2) in a locale, or the ISO list string when it already is one. */
export function commonCountryName(alpha2: string, locale: Locale, isoName: string): string {
  return COMMON_COUNTRY_NAMES[alpha2]?.[locale] ?? isoName
}

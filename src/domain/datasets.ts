/**
 * The dataset catalogue (SPEC §3), the ship-country list, the country table, the `customs_data_source` flag string
 * (§4, §5) and dataset availability (§6), plus which datasets each package tier covers (§9).
 *
 * THE ORDER OF `DATASET_CODES` IS FIXED FOREVER. A user's `customs_data_source` holds one 0/1 flag per source, in
 * this order: never reorder, rename or remove a code; only append new ones at the end.
 */
// Default import: the Node entry of i18n-iso-countries assigns `module.exports`, so named ESM imports are not
// detectable there. The three locales are registered explicitly because the browser entry registers none.
import isoCountries from 'i18n-iso-countries'
import enCountryNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' }
import ruCountryNames from 'i18n-iso-countries/langs/ru.json' with { type: 'json' }
import zhCountryNames from 'i18n-iso-countries/langs/zh.json' with { type: 'json' }
import { commonCountryName } from './country-names'
import type { Locale } from './locale'
import { PACKAGE_TIERS, type PackageTier } from './orders'

// ---------------------------------------------------------------------------------------------------------------
// Country table (from i18n-iso-countries: ISO 3166-1 alpha-2, alpha-3, numeric; names in en/zh/ru are the common
// short names of ./country-names where the ISO list string is a formal one)
// ---------------------------------------------------------------------------------------------------------------

for (const names of [enCountryNames, zhCountryNames, ruCountryNames]) isoCountries.registerLocale(names)

export interface CountryRow {
  /** ISO 3166-1 alpha-2, e.g. `US`. */
  code: string
  en: string
  zh: string
  ru: string
  /** ISO 3166-1 alpha-3, e.g. `USA`. */
  alpha3: string
  /** ISO 3166-1 numeric, three digits, e.g. `840`. */
  numeric: string
}

function countryRow(alpha2: string): CountryRow {
  return {
    code: alpha2,
    en: commonCountryName(alpha2, 'en', isoCountries.getName(alpha2, 'en') as string),
    zh: commonCountryName(alpha2, 'zh', isoCountries.getName(alpha2, 'zh') as string),
    ru: commonCountryName(alpha2, 'ru', isoCountries.getName(alpha2, 'ru') as string),
    alpha3: isoCountries.alpha2ToAlpha3(alpha2) as string,
    numeric: isoCountries.alpha2ToNumeric(alpha2) as string,
  }
}

/** Every ISO 3166-1 country, sorted by alpha-2 code. */
export const COUNTRIES: readonly CountryRow[] = Object.keys(isoCountries.getAlpha2Codes()).sort().map(countryRow)

/** A country by alpha-2, alpha-3 (any case) or numeric code (`840`, `'840'`, `'US'`, `'usa'`), or null. */
export function countryByCode(code: string | number): CountryRow | null {
  const raw = String(code).trim().toUpperCase()
  let alpha2: string | undefined
  if (/^\d{1,3}$/.test(raw)) alpha2 = isoCountries.numericToAlpha2(raw.padStart(3, '0'))
  else if (raw.length === 3) alpha2 = isoCountries.alpha3ToAlpha2(raw)
  else if (raw.length === 2) alpha2 = isoCountries.isValid(raw) ? raw : undefined
  return alpha2 === undefined ? null : (COUNTRIES.find((row) => row.code === alpha2) ?? null)
}

/** A country's name in a locale, or null for an unknown code. */
export function countryName(code: string | number, locale: Locale): string | null {
  return countryByCode(code)?.[locale] ?? null
}

/**
 * The name to show for a country whose stored (editable) name may be the ISO list string an older seed wrote
 * ("Russian Federation"): the stored name when an editor gave one, else the common short name.
 */
export function shownCountryName(code: string, locale: Locale, stored: string | null | undefined): string {
  const row = countryByCode(code)
  if (!row) return stored || code
  const listName = isoCountries.getName(row.code, locale)
  return stored && stored !== listName ? stored : row[locale]
}

// ---------------------------------------------------------------------------------------------------------------
// Dataset catalogue
// ---------------------------------------------------------------------------------------------------------------

export const CONTINENTS = ['North America', 'South America', 'Europe', 'Asia', 'Africa', 'Oceania', 'Others'] as const
export type Continent = (typeof CONTINENTS)[number]

export type DatasetType = 'SHIPMENTS_IMPORT' | 'SHIPMENTS_EXPORT'
/** CD customs declaration, BL bill of lading, ED export declaration. */
export type DocumentKind = 'CD' | 'BL' | 'ED'

/** Continent of every country the catalogue covers (keyed by alpha-3). */
const CONTINENT_OF: Readonly<Record<string, Continent>> = {
  USA: 'North America',
  CAN: 'North America',
  MEX: 'North America',
  CRI: 'North America',
  PAN: 'North America',
  GTM: 'North America',
  DOM: 'North America',
  NIC: 'North America',
  HND: 'North America',
  SLV: 'North America',
  BRA: 'South America',
  ARG: 'South America',
  CHL: 'South America',
  COL: 'South America',
  PER: 'South America',
  ECU: 'South America',
  URY: 'South America',
  PRY: 'South America',
  VEN: 'South America',
  BOL: 'South America',
  RUS: 'Europe',
  UKR: 'Europe',
  GBR: 'Europe',
  ESP: 'Europe',
  MDA: 'Europe',
  BLR: 'Europe',
  DEU: 'Europe',
  FRA: 'Europe',
  ITA: 'Europe',
  NLD: 'Europe',
  POL: 'Europe',
  BEL: 'Europe',
  SWE: 'Europe',
  IND: 'Asia',
  VNM: 'Asia',
  TUR: 'Asia',
  PAK: 'Asia',
  IDN: 'Asia',
  PHL: 'Asia',
  KAZ: 'Asia',
  BGD: 'Asia',
  LKA: 'Asia',
  UZB: 'Asia',
  KOR: 'Asia',
  THA: 'Asia',
  JPN: 'Asia',
  MYS: 'Asia',
  KHM: 'Asia',
  MMR: 'Asia',
  MNG: 'Asia',
  NPL: 'Asia',
  CHN: 'Asia',
  KGZ: 'Asia',
  TJK: 'Asia',
  GEO: 'Asia',
  ARM: 'Asia',
  AZE: 'Asia',
  ETH: 'Africa',
  KEN: 'Africa',
  UGA: 'Africa',
  TZA: 'Africa',
  GHA: 'Africa',
  NGA: 'Africa',
  CIV: 'Africa',
  CMR: 'Africa',
  BWA: 'Africa',
  NAM: 'Africa',
  LSO: 'Africa',
  ZWE: 'Africa',
  FJI: 'Oceania',
  AUS: 'Oceania',
  NZL: 'Oceania',
}

/**
 * Every source code, in flag-string order. Form: `{IMP|EXP}_{ISO alpha-3}_{CD|BL|ED}_{variant}`; variant STD is a
 * country's standard customs series (one record per declaration or shipment), SEA its sea bills of lading, STAT its
 * official trade statistics compiled from the customs declarations: monthly totals per tariff line and partner
 * country, without company names (the EU's Comext, the ABS for Australia, Stats NZ).
 */
export const DATASET_CODES = [
  // First release: import data (customs declarations; US and most non-Latin markets by bill of lading).
  'IMP_USA_BL_SEA',
  'IMP_MEX_CD_STD',
  'IMP_BRA_CD_STD',
  'IMP_IND_CD_STD',
  'IMP_VNM_CD_STD',
  'IMP_RUS_CD_STD',
  'IMP_TUR_CD_STD',
  'IMP_PAK_CD_STD',
  'IMP_IDN_CD_STD',
  'IMP_PHL_CD_STD',
  'IMP_ARG_CD_STD',
  'IMP_CHL_CD_STD',
  'IMP_COL_CD_STD',
  'IMP_PER_CD_STD',
  'IMP_ECU_CD_STD',
  'IMP_UKR_CD_STD',
  'IMP_KAZ_CD_STD',
  'IMP_BGD_CD_STD',
  'IMP_URY_CD_STD',
  'IMP_PRY_CD_STD',
  'IMP_VEN_CD_STD',
  'IMP_BOL_CD_STD',
  'IMP_CRI_CD_STD',
  'IMP_PAN_CD_STD',
  'IMP_LKA_CD_STD',
  'IMP_UZB_CD_STD',
  'IMP_GTM_CD_STD',
  'IMP_ETH_CD_STD',
  'IMP_KEN_CD_STD',
  'IMP_CAN_BL_SEA',
  'IMP_GBR_BL_SEA',
  'IMP_ESP_BL_SEA',
  'IMP_DOM_CD_STD',
  'IMP_NIC_CD_STD',
  'IMP_HND_CD_STD',
  'IMP_SLV_CD_STD',
  'IMP_KOR_BL_SEA',
  'IMP_THA_BL_SEA',
  'IMP_JPN_BL_SEA',
  'IMP_MYS_BL_SEA',
  'IMP_KHM_CD_STD',
  'IMP_MMR_CD_STD',
  'IMP_MNG_CD_STD',
  'IMP_NPL_CD_STD',
  'IMP_KGZ_CD_STD',
  'IMP_TJK_CD_STD',
  'IMP_GEO_CD_STD',
  'IMP_ARM_CD_STD',
  'IMP_AZE_CD_STD',
  'IMP_MDA_CD_STD',
  'IMP_BLR_CD_STD',
  'IMP_UGA_CD_STD',
  'IMP_TZA_CD_STD',
  'IMP_GHA_CD_STD',
  'IMP_NGA_CD_STD',
  'IMP_CIV_CD_STD',
  'IMP_CMR_CD_STD',
  'IMP_BWA_CD_STD',
  'IMP_NAM_CD_STD',
  'IMP_LSO_CD_STD',
  'IMP_ZWE_CD_STD',
  'IMP_FJI_CD_STD',
  // Second release: export declarations.
  'EXP_IND_ED_STD',
  'EXP_VNM_ED_STD',
  'EXP_MEX_ED_STD',
  'EXP_BRA_ED_STD',
  'EXP_RUS_ED_STD',
  'EXP_TUR_ED_STD',
  'EXP_PAK_ED_STD',
  'EXP_IDN_ED_STD',
  'EXP_PHL_ED_STD',
  'EXP_ARG_ED_STD',
  'EXP_CHL_ED_STD',
  'EXP_COL_ED_STD',
  'EXP_PER_ED_STD',
  'EXP_ECU_ED_STD',
  'EXP_UKR_ED_STD',
  'EXP_KAZ_ED_STD',
  'EXP_BGD_ED_STD',
  'EXP_URY_ED_STD',
  'EXP_PRY_ED_STD',
  'EXP_LKA_ED_STD',
  'EXP_UZB_ED_STD',
  'EXP_VEN_ED_STD',
  'EXP_BOL_ED_STD',
  'EXP_CRI_ED_STD',
  'EXP_PAN_ED_STD',
  'EXP_GTM_ED_STD',
  'EXP_ETH_ED_STD',
  'EXP_KEN_ED_STD',
  'EXP_DOM_ED_STD',
  'EXP_NIC_ED_STD',
  'EXP_HND_ED_STD',
  'EXP_SLV_ED_STD',
  'EXP_MNG_ED_STD',
  'EXP_NPL_ED_STD',
  'EXP_KGZ_ED_STD',
  'EXP_TJK_ED_STD',
  'EXP_GEO_ED_STD',
  'EXP_ARM_ED_STD',
  'EXP_AZE_ED_STD',
  'EXP_MDA_ED_STD',
  'EXP_BLR_ED_STD',
  'EXP_UGA_ED_STD',
  'EXP_TZA_ED_STD',
  'EXP_GHA_ED_STD',
  'EXP_CIV_ED_STD',
  'EXP_CMR_ED_STD',
  'EXP_BWA_ED_STD',
  // Third release: sea bills of lading alongside the customs series of the main markets.
  'IMP_MEX_BL_SEA',
  'IMP_IND_BL_SEA',
  'IMP_BRA_BL_SEA',
  'IMP_PHL_BL_SEA',
  'IMP_CHL_BL_SEA',
  'IMP_COL_BL_SEA',
  'IMP_PAK_BL_SEA',
  'IMP_ECU_BL_SEA',
  'IMP_PER_BL_SEA',
  'EXP_IND_BL_SEA',
  'EXP_MEX_BL_SEA',
  // Fourth release, sold on request (no package includes them, see `lowestTierOf`): China's customs declarations,
  // and the official trade statistics of the EU's large economies, Australia and New Zealand.
  'IMP_CHN_CD_STD',
  'EXP_CHN_ED_STD',
  'IMP_DEU_CD_STAT',
  'EXP_DEU_ED_STAT',
  'IMP_FRA_CD_STAT',
  'EXP_FRA_ED_STAT',
  'IMP_ITA_CD_STAT',
  'EXP_ITA_ED_STAT',
  'IMP_NLD_CD_STAT',
  'EXP_NLD_ED_STAT',
  'IMP_POL_CD_STAT',
  'EXP_POL_ED_STAT',
  'IMP_BEL_CD_STAT',
  'EXP_BEL_ED_STAT',
  'IMP_SWE_CD_STAT',
  'EXP_SWE_ED_STAT',
  'IMP_AUS_CD_STAT',
  'EXP_AUS_ED_STAT',
  'IMP_NZL_CD_STAT',
  'EXP_NZL_ED_STAT',
] as const

export type DatasetCode = (typeof DATASET_CODES)[number]

export interface DatasetEntry {
  type: DatasetType
  /** Label key for the UI strings (`dataset.IMP_USA_BL_SEA`). */
  name: string
  /** The source code. */
  value: DatasetCode
  continent: Continent
  /** ISO alpha-3 of the reporting country. */
  country: string
  document: DocumentKind
  variant: string
  /** Whether searching by exporter, importer, HS code and description is supported. */
  exporter: boolean
  importer: boolean
  hscode: boolean
  description: boolean
  selected: boolean
}

/** Series whose company names are withheld at the source (Brazil anonymises both sides; Turkey its importers). */
const SEARCH_OVERRIDES: Readonly<Partial<Record<DatasetCode, Partial<Pick<DatasetEntry, 'exporter' | 'importer'>>>>> = {
  IMP_BRA_CD_STD: { exporter: false, importer: false },
  EXP_BRA_ED_STD: { exporter: false, importer: false },
  IMP_TUR_CD_STD: { importer: false },
  EXP_TUR_ED_STD: { exporter: false },
}

const CODE_PATTERN = /^(IMP|EXP)_([A-Z]{3})_(CD|BL|ED)_([A-Z0-9]+)$/

/** The parts of a source code, or null when it does not have the form `{IMP|EXP}_{XXX}_{CD|BL|ED}_{variant}`. */
export function parseDatasetCode(
  code: string,
): { type: DatasetType; country: string; document: DocumentKind; variant: string } | null {
  const match = CODE_PATTERN.exec(code)
  if (match === null) return null
  const [, direction, country, document, variant] = match as unknown as [string, string, string, DocumentKind, string]
  return { type: direction === 'IMP' ? 'SHIPMENTS_IMPORT' : 'SHIPMENTS_EXPORT', country, document, variant }
}

/** Whether a series is official statistics (totals per tariff line and partner, no company names) and not records. */
export function isStatistics(entry: Pick<DatasetEntry, 'variant'>): boolean {
  return entry.variant === 'STAT'
}

function datasetEntry(code: DatasetCode): DatasetEntry {
  const parts = parseDatasetCode(code) as NonNullable<ReturnType<typeof parseDatasetCode>>
  // Statistics name no companies and carry the tariff nomenclature's wording, not a declared cargo description.
  const statistics = isStatistics(parts)
  return {
    type: parts.type,
    name: `dataset.${code}`,
    value: code,
    continent: CONTINENT_OF[parts.country] ?? 'Others',
    country: parts.country,
    document: parts.document,
    variant: parts.variant,
    exporter: !statistics,
    importer: !statistics,
    // Bills of lading carry a free-text cargo description but no HS code.
    hscode: parts.document !== 'BL',
    description: !statistics,
    ...SEARCH_OVERRIDES[code],
    selected: false,
  }
}

/** The catalogue, in flag-string order. */
export const DATASETS: readonly DatasetEntry[] = DATASET_CODES.map(datasetEntry)

export function isDatasetCode(value: unknown): value is DatasetCode {
  return typeof value === 'string' && (DATASET_CODES as readonly string[]).includes(value)
}

export function datasetByCode(code: string): DatasetEntry | null {
  return DATASETS.find((entry) => entry.value === code) ?? null
}

/** The kinds of record in the three languages, as the labels and the seeded descriptions name them. */
export const DOCUMENT_LABELS: Record<Locale, Record<DocumentKind, string>> = {
  en: { CD: 'customs declarations', BL: 'bills of lading', ED: 'export declarations' },
  zh: { CD: '报关单', BL: '提单', ED: '出口报关单' },
  ru: { CD: 'таможенные декларации', BL: 'коносаменты', ED: 'экспортные декларации' },
}
const DIRECTION_LABELS: Record<Locale, Record<DatasetType, string>> = {
  en: { SHIPMENTS_IMPORT: 'import', SHIPMENTS_EXPORT: 'export' },
  zh: { SHIPMENTS_IMPORT: '进口', SHIPMENTS_EXPORT: '出口' },
  ru: { SHIPMENTS_IMPORT: 'импорт', SHIPMENTS_EXPORT: 'экспорт' },
}

const STATISTICS_LABEL: Record<Locale, string> = { en: 'trade statistics', zh: '贸易统计', ru: 'торговая статистика' }

type LabelledEntry = Pick<DatasetEntry, 'type' | 'country' | 'document'> & { variant?: string }

/** A readable label of a dataset in a locale: "Mexico import (customs declarations)", "墨西哥进口（报关单）". */
export function datasetLabel(entry: LabelledEntry, locale: Locale): string {
  return labelWith(entry, locale, countryName(entry.country, locale) ?? entry.country)
}

/** The label to show for a dataset whose stored name may still carry the ISO list string of an older seed. */
export function shownDatasetLabel(entry: LabelledEntry, locale: Locale, stored: string | null | undefined): string {
  const row = countryByCode(entry.country)
  const legacy = row ? labelWith(entry, locale, isoCountries.getName(row.code, locale) as string) : null
  return stored && stored !== legacy ? stored : datasetLabel(entry, locale)
}

function labelWith(entry: LabelledEntry, locale: Locale, country: string): string {
  const direction = DIRECTION_LABELS[locale][entry.type]
  const document = entry.variant === 'STAT' ? STATISTICS_LABEL[locale] : DOCUMENT_LABELS[locale][entry.document]
  if (locale === 'zh') return `${country}${direction}（${document}）`
  if (locale === 'ru') return `${country}: ${direction} (${document})`
  return `${country} ${direction} (${document})`
}

// ---------------------------------------------------------------------------------------------------------------
// Package coverage (§9)
// ---------------------------------------------------------------------------------------------------------------

/** The countries (alpha-3) each tier ADDS to the tier below it, for import and for export. */
const TIER_ADDS: Readonly<Record<PackageTier, { import: readonly string[]; export: readonly string[] }>> = {
  PRO: { import: ['USA'], export: [] },
  GLOBAL: {
    import: [
      'MEX',
      'BRA',
      'IND',
      'VNM',
      'RUS',
      'TUR',
      'PAK',
      'IDN',
      'PHL',
      'ARG',
      'CHL',
      'COL',
      'PER',
      'ECU',
      'UKR',
      'KAZ',
      'BGD',
      'URY',
    ],
    export: [],
  },
  PLUS: { import: ['PRY', 'VEN', 'BOL', 'CRI', 'PAN', 'LKA', 'UZB'], export: ['IND', 'VNM'] },
  LUXURY: {
    import: ['GTM', 'ETH', 'KEN'],
    export: [
      'MEX',
      'BRA',
      'RUS',
      'TUR',
      'PAK',
      'IDN',
      'PHL',
      'ARG',
      'CHL',
      'COL',
      'PER',
      'ECU',
      'UKR',
      'KAZ',
      'BGD',
      'URY',
      'PRY',
      'LKA',
      'UZB',
    ],
  },
  DELUXE: {
    import: [
      'CAN',
      'GBR',
      'ESP',
      'DOM',
      'NIC',
      'HND',
      'SLV',
      'KOR',
      'THA',
      'JPN',
      'MYS',
      'KHM',
      'MMR',
      'MNG',
      'NPL',
      'KGZ',
      'TJK',
      'GEO',
      'ARM',
      'AZE',
      'MDA',
      'BLR',
      'UGA',
      'TZA',
      'GHA',
      'NGA',
      'CIV',
      'CMR',
      'BWA',
      'NAM',
      'LSO',
      'ZWE',
      'FJI',
    ],
    export: [
      'VEN',
      'BOL',
      'CRI',
      'PAN',
      'GTM',
      'ETH',
      'KEN',
      'DOM',
      'NIC',
      'HND',
      'SLV',
      'MNG',
      'NPL',
      'KGZ',
      'TJK',
      'GEO',
      'ARM',
      'AZE',
      'MDA',
      'BLR',
      'UGA',
      'TZA',
      'GHA',
      'CIV',
      'CMR',
      'BWA',
    ],
  },
}

/** The import and export countries (alpha-3) a tier covers: its own plus every lower tier's. */
export function countriesOfTier(tier: PackageTier): { import: string[]; export: string[] } {
  const upTo = PACKAGE_TIERS.slice(0, PACKAGE_TIERS.indexOf(tier) + 1)
  return {
    import: upTo.flatMap((t) => TIER_ADDS[t].import),
    export: upTo.flatMap((t) => TIER_ADDS[t].export),
  }
}

/** The dataset codes a package tier includes, in catalogue order. */
export function datasetCodesOfTier(tier: PackageTier): DatasetCode[] {
  const covered = countriesOfTier(tier)
  const importing = new Set(covered.import)
  const exporting = new Set(covered.export)
  return DATASETS.filter((entry) =>
    entry.type === 'SHIPMENTS_IMPORT' ? importing.has(entry.country) : exporting.has(entry.country),
  ).map((entry) => entry.value)
}

/** The lowest package tier that includes a dataset, or null when no package sells it. */
export function lowestTierOf(code: string): PackageTier | null {
  return PACKAGE_TIERS.find((tier) => datasetCodesOfTier(tier).includes(code as DatasetCode)) ?? null
}

// ---------------------------------------------------------------------------------------------------------------
// customs_data_source flag string (§3, §4, §5, §6)
// ---------------------------------------------------------------------------------------------------------------

/** A `customs_data_source` value that is convertible: only 0/1, exactly one flag per catalogue entry. */
export type DatasetFlags = string & { readonly __brand: 'DatasetFlags' }

/** The flag string of a selection (codes in any order, duplicates ignored). Throws on a code not in the catalogue. */
export function selectionToFlags(selection: Iterable<string>): DatasetFlags {
  const chosen = new Set<string>()
  for (const code of selection) {
    if (!isDatasetCode(code)) throw new RangeError(`Unknown dataset code: ${code}`)
    chosen.add(code)
  }
  return DATASET_CODES.map((code) => (chosen.has(code) ? '1' : '0')).join('') as DatasetFlags
}

/** The flag string of everything a package tier includes. */
export function flagsOfTier(tier: PackageTier): DatasetFlags {
  return selectionToFlags(datasetCodesOfTier(tier))
}

/**
 * Whether a dataset is available to a user (§6): only if the user's flag string has 1 at the dataset's position.
 * A string with anything but 0/1 grants nothing; a shorter string (written before later codes were appended)
 * grants nothing for the positions it lacks.
 */
export function isDatasetAvailable(flags: string | null | undefined, code: string): boolean {
  if (typeof flags !== 'string' || !/^[01]*$/.test(flags)) return false
  const index = (DATASET_CODES as readonly string[]).indexOf(code)
  return index !== -1 && flags[index] === '1'
}

import { createHash } from 'node:crypto'
import isoCountries from 'i18n-iso-countries'
import { describe, expect, it } from 'vitest'
import {
  CONTINENTS,
  COUNTRIES,
  DATASETS,
  DATASET_CODES,
  countriesOfTier,
  countryByCode,
  countryName,
  datasetByCode,
  datasetCodesOfTier,
  datasetLabel,
  flagsOfTier,
  isDatasetAvailable,
  isDatasetCode,
  isStatistics,
  lowestTierOf,
  parseDatasetCode,
  selectionToFlags,
  shownCountryName,
  shownDatasetLabel,
} from '../../src/domain/datasets'
import { PACKAGE_TIERS, PACKAGE_TIER_INFO } from '../../src/domain/orders'

const distinct = (values: string[]) => new Set(values).size
const countriesIn = (codes: string[], type: 'SHIPMENTS_IMPORT' | 'SHIPMENTS_EXPORT') =>
  distinct(
    codes
      .map((code) => datasetByCode(code)!)
      .filter((e) => e.type === type)
      .map((e) => e.country),
  )
const availableIn = (flags: string) => DATASET_CODES.filter((code) => isDatasetAvailable(flags, code))

describe('dataset catalogue (§3)', () => {
  it('has the 120 released source codes of the spec form plus the 20 sold on request', () => {
    expect(DATASET_CODES.length).toBe(140)
    expect(distinct([...DATASET_CODES])).toBe(DATASET_CODES.length)
    for (const code of DATASET_CODES) expect(code).toMatch(/^(IMP|EXP)_[A-Z]{3}_(CD|BL|ED)_[A-Z0-9]+$/)
  })

  it('keeps its order fixed (append only): the first and last codes and a fingerprint', () => {
    expect(DATASET_CODES.slice(0, 3)).toEqual(['IMP_USA_BL_SEA', 'IMP_MEX_CD_STD', 'IMP_BRA_CD_STD'])
    expect(DATASET_CODES.indexOf('EXP_IND_ED_STD')).toBe(62)
    expect(DATASET_CODES[119]).toBe('EXP_MEX_BL_SEA')
    expect(DATASET_CODES[DATASET_CODES.length - 1]).toBe('EXP_NZL_ED_STAT')
    // The first 120 codes as released. Appending keeps this hash; reordering, renaming or removing breaks it.
    const released = createHash('sha256').update(DATASET_CODES.slice(0, 120).join('\n')).digest('hex')
    expect(released).toBe('4b20d618c31c36da32aaa535e8442ab00975c51c6a1432bff6baad3cf2b1857f')
  })

  it('builds entries consistent with their codes', () => {
    expect(DATASETS.map((entry) => entry.value)).toEqual([...DATASET_CODES])
    for (const entry of DATASETS) {
      expect(entry.type).toBe(entry.value.startsWith('IMP_') ? 'SHIPMENTS_IMPORT' : 'SHIPMENTS_EXPORT')
      expect(entry.name).toBe(`dataset.${entry.value}`)
      expect(CONTINENTS).toContain(entry.continent)
      expect(entry.continent).not.toBe('Others')
      expect(countryByCode(entry.country)?.alpha3).toBe(entry.country)
      expect(entry.selected).toBe(false)
      expect(entry.hscode).toBe(entry.document !== 'BL')
      if (entry.type === 'SHIPMENTS_EXPORT') expect(entry.document).not.toBe('CD')
      if (entry.type === 'SHIPMENTS_IMPORT') expect(entry.document).not.toBe('ED')
    }
  })

  it('covers every continent but Others and the markets a vendor sells', () => {
    expect(distinct(DATASETS.map((e) => e.continent))).toBe(6)
    for (const code of [
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
    ]) {
      expect(isDatasetCode(code)).toBe(true)
    }
    expect(datasetByCode('IMP_USA_BL_SEA')).toMatchObject({
      continent: 'North America',
      country: 'USA',
      document: 'BL',
      variant: 'SEA',
      hscode: false,
    })
    expect(datasetByCode('IMP_BRA_CD_STD')).toMatchObject({
      continent: 'South America',
      exporter: false,
      importer: false,
      hscode: true,
    })
    expect(datasetByCode('IMP_TUR_CD_STD')).toMatchObject({ exporter: true, importer: false })
    expect(datasetByCode('EXP_TUR_ED_STD')).toMatchObject({ exporter: false, importer: true })
    expect(datasetByCode('IMP_FJI_CD_STD')?.continent).toBe('Oceania')
    expect(datasetByCode('NOPE')).toBeNull()
  })

  it("covers the markets buyers look at first: China, the EU's large economies, the UK, Japan, Korea, Australia", () => {
    const countries = new Set(DATASETS.map((e) => e.country))
    for (const alpha3 of [
      'CHN',
      'DEU',
      'FRA',
      'ITA',
      'ESP',
      'NLD',
      'POL',
      'BEL',
      'SWE',
      'GBR',
      'JPN',
      'KOR',
      'AUS',
      'NZL',
      'USA',
      'IND',
    ]) {
      expect(countries.has(alpha3), alpha3).toBe(true)
    }
    expect(datasetByCode('IMP_CHN_CD_STD')).toMatchObject({
      continent: 'Asia',
      document: 'CD',
      exporter: true,
      importer: true,
      hscode: true,
    })
    expect(datasetByCode('EXP_CHN_ED_STD')).toMatchObject({
      continent: 'Asia',
      document: 'ED',
      exporter: true,
      importer: true,
    })
    expect(datasetByCode('IMP_AUS_CD_STAT')?.continent).toBe('Oceania')
    expect(datasetByCode('IMP_DEU_CD_STAT')?.continent).toBe('Europe')
  })

  it('says what official statistics are: totals per HS code, no company names, no declared description', () => {
    const statistics = DATASETS.filter(isStatistics)
    expect(statistics.map((e) => e.country).sort()).toEqual([
      'AUS',
      'AUS',
      'BEL',
      'BEL',
      'DEU',
      'DEU',
      'FRA',
      'FRA',
      'ITA',
      'ITA',
      'NLD',
      'NLD',
      'NZL',
      'NZL',
      'POL',
      'POL',
      'SWE',
      'SWE',
    ])
    for (const entry of statistics)
      expect(entry).toMatchObject({ exporter: false, importer: false, hscode: true, description: false })
    expect(datasetLabel(datasetByCode('IMP_DEU_CD_STAT')!, 'en')).toBe('Germany import (trade statistics)')
    expect(datasetLabel(datasetByCode('EXP_FRA_ED_STAT')!, 'zh')).toBe('法国出口（贸易统计）')
    expect(datasetLabel(datasetByCode('IMP_AUS_CD_STAT')!, 'ru')).toBe('Австралия: импорт (торговая статистика)')
    expect(datasetLabel(datasetByCode('IMP_CHN_CD_STD')!, 'en')).toBe('China import (customs declarations)')
  })

  it('parses source codes and refuses other strings', () => {
    expect(parseDatasetCode('EXP_IND_ED_STD')).toEqual({
      type: 'SHIPMENTS_EXPORT',
      country: 'IND',
      document: 'ED',
      variant: 'STD',
    })
    expect(parseDatasetCode('IMP_XYZ_CD_2')).toEqual({
      type: 'SHIPMENTS_IMPORT',
      country: 'XYZ',
      document: 'CD',
      variant: '2',
    })
    for (const bad of ['IMP_US_CD_STD', 'IMP_USA_XX_STD', 'imp_usa_cd_std', 'IMP_USA_CD_', 'TRN_USA_CD_STD', '']) {
      expect(parseDatasetCode(bad)).toBeNull()
    }
    expect(isDatasetCode('IMP_XYZ_CD_2')).toBe(false)
    expect(isDatasetCode(1)).toBe(false)
  })

  it('labels datasets in three languages', () => {
    const mex = datasetByCode('IMP_MEX_CD_STD')!
    expect(datasetLabel(mex, 'en')).toBe('Mexico import (customs declarations)')
    expect(datasetLabel(mex, 'zh')).toBe('墨西哥进口（报关单）')
    expect(datasetLabel(mex, 'ru')).toBe('Мексика: импорт (таможенные декларации)')
    expect(datasetLabel(datasetByCode('EXP_IND_BL_SEA')!, 'en')).toBe('India export (bills of lading)')
    expect(datasetLabel({ type: 'SHIPMENTS_EXPORT', country: 'XYZ', document: 'ED' }, 'en')).toBe(
      'XYZ export (export declarations)',
    )
  })
})

describe('package coverage (§9)', () => {
  const expected = {
    PRO: [1, 0],
    GLOBAL: [19, 0],
    PLUS: [26, 2],
    LUXURY: [29, 21],
    DELUXE: [62, 47],
  } as const

  it.each(PACKAGE_TIERS)('%s covers the spec number of import and export countries', (tier) => {
    const covered = countriesOfTier(tier)
    expect([distinct(covered.import), distinct(covered.export)]).toEqual([...expected[tier]])
    expect(covered.import.length).toBe(distinct(covered.import))
    expect(covered.export.length).toBe(distinct(covered.export))
    const codes = datasetCodesOfTier(tier)
    expect([countriesIn(codes, 'SHIPMENTS_IMPORT'), countriesIn(codes, 'SHIPMENTS_EXPORT')]).toEqual([
      ...expected[tier],
    ])
    expect([countriesIn(codes, 'SHIPMENTS_IMPORT'), countriesIn(codes, 'SHIPMENTS_EXPORT')]).toEqual([
      PACKAGE_TIER_INFO[tier].coverage.importCountries,
      PACKAGE_TIER_INFO[tier].coverage.exportCountries,
    ])
  })

  it('PRO is US import only', () => {
    expect(countriesOfTier('PRO')).toEqual({ import: ['USA'], export: [] })
    expect(datasetCodesOfTier('PRO')).toEqual(['IMP_USA_BL_SEA'])
  })

  it('each tier includes everything of the tier below', () => {
    for (let i = 1; i < PACKAGE_TIERS.length; i++) {
      const lower = datasetCodesOfTier(PACKAGE_TIERS[i - 1])
      const higher = new Set(datasetCodesOfTier(PACKAGE_TIERS[i]))
      expect(lower.every((code) => higher.has(code))).toBe(true)
      expect(higher.size).toBeGreaterThan(lower.length)
    }
  })

  it('Deluxe includes the 120 released codes, in catalogue order; the later ones are sold on request', () => {
    expect(datasetCodesOfTier('DELUXE')).toEqual(DATASET_CODES.slice(0, 120))
    for (const code of DATASET_CODES.slice(120)) expect(lowestTierOf(code), code).toBeNull()
    expect(datasetCodesOfTier('PLUS')).toHaveLength(38)
    expect(datasetCodesOfTier('LUXURY')).toHaveLength(61)
  })

  it('gives the lowest tier that sells a dataset', () => {
    expect(lowestTierOf('IMP_USA_BL_SEA')).toBe('PRO')
    expect(lowestTierOf('IMP_MEX_BL_SEA')).toBe('GLOBAL')
    expect(lowestTierOf('EXP_VNM_ED_STD')).toBe('PLUS')
    expect(lowestTierOf('EXP_MEX_BL_SEA')).toBe('LUXURY')
    expect(lowestTierOf('IMP_JPN_BL_SEA')).toBe('DELUXE')
    expect(lowestTierOf('IMP_XYZ_CD_STD')).toBeNull()
  })
})

describe('customs_data_source flags (§4, §5)', () => {
  it('converts a selection to flags and back', () => {
    const selection = ['IMP_MEX_CD_STD', 'IMP_USA_BL_SEA', 'EXP_MEX_BL_SEA']
    const flags = selectionToFlags(selection)
    expect(flags).toHaveLength(DATASET_CODES.length)
    expect(flags.startsWith('110')).toBe(true)
    expect(flags[119]).toBe('1')
    expect(flags.endsWith('0')).toBe(true)
    expect(flags.split('').filter((f) => f === '1')).toHaveLength(3)
    expect(availableIn(flags)).toEqual(['IMP_USA_BL_SEA', 'IMP_MEX_CD_STD', 'EXP_MEX_BL_SEA'])
  })

  it('ignores duplicates and accepts an empty selection', () => {
    expect(selectionToFlags(['IMP_USA_BL_SEA', 'IMP_USA_BL_SEA'])).toBe(selectionToFlags(['IMP_USA_BL_SEA']))
    expect(selectionToFlags([])).toBe('0'.repeat(DATASET_CODES.length))
  })

  it('refuses an unknown code in a selection', () => {
    expect(() => selectionToFlags(['IMP_USA_BL_SEA', 'IMP_XXX_CD_STD'])).toThrow(RangeError)
  })

  it('round-trips every tier', () => {
    for (const tier of PACKAGE_TIERS) expect(availableIn(flagsOfTier(tier))).toEqual(datasetCodesOfTier(tier))
    expect(flagsOfTier('DELUXE')).toBe('1'.repeat(120) + '0'.repeat(DATASET_CODES.length - 120))
  })
})

describe('dataset availability (§6)', () => {
  it('is available only with 1 at its position', () => {
    const flags = selectionToFlags(['IMP_MEX_CD_STD'])
    expect(isDatasetAvailable(flags, 'IMP_MEX_CD_STD')).toBe(true)
    expect(isDatasetAvailable(flags, 'IMP_USA_BL_SEA')).toBe(false)
  })

  it('grants nothing for bad strings, unknown codes or missing positions', () => {
    expect(isDatasetAvailable('1x1', 'IMP_USA_BL_SEA')).toBe(false)
    expect(isDatasetAvailable(null, 'IMP_USA_BL_SEA')).toBe(false)
    expect(isDatasetAvailable(undefined, 'IMP_USA_BL_SEA')).toBe(false)
    expect(isDatasetAvailable('1'.repeat(DATASET_CODES.length), 'IMP_XXX_CD_STD')).toBe(false)
    expect(isDatasetAvailable('11', 'IMP_USA_BL_SEA')).toBe(true)
    expect(isDatasetAvailable('11', 'IMP_BRA_CD_STD')).toBe(false)
  })
})

describe('country table', () => {
  it('comes from i18n-iso-countries with en, zh, ru common names, alpha-3 and numeric', () => {
    expect(COUNTRIES.length).toBe(Object.keys(isoCountries.getAlpha2Codes()).length)
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249)
    expect(COUNTRIES.find((c) => c.code === 'US')).toEqual({
      code: 'US',
      en: 'United States',
      zh: '美国',
      ru: 'США',
      alpha3: 'USA',
      numeric: '840',
    })
    for (const row of COUNTRIES) {
      expect(row.code).toMatch(/^[A-Z]{2}$/)
      expect(row.alpha3).toMatch(/^[A-Z]{3}$/)
      expect(row.numeric).toMatch(/^\d{3}$/)
      expect(row.en && row.zh && row.ru).toBeTruthy()
    }
    expect(COUNTRIES.map((c) => c.code)).toEqual([...COUNTRIES.map((c) => c.code)].sort())
  })

  it('finds a country by alpha-2, alpha-3 or numeric code', () => {
    expect(countryByCode('ru')?.alpha3).toBe('RUS')
    expect(countryByCode('RUS')?.code).toBe('RU')
    expect(countryByCode('usa')?.code).toBe('US')
    expect(countryByCode(840)?.code).toBe('US')
    expect(countryByCode('76')?.code).toBe('BR')
    expect(countryByCode('XX')).toBeNull()
    expect(countryByCode('XYZ')).toBeNull()
    expect(countryByCode('999')).toBeNull()
    expect(countryByCode('Mexico')).toBeNull()
    expect(countryByCode('')).toBeNull()
  })

  it('names a country per locale', () => {
    expect(countryName('MX', 'en')).toBe('Mexico')
    expect(countryName('MEX', 'zh')).toBe('墨西哥')
    expect(countryName('484', 'ru')).toBe('Мексика')
    expect(countryName('QQ', 'en')).toBeNull()
  })

  it('uses the common short names, not the ISO list strings', () => {
    const names = (code: string) => [countryName(code, 'en'), countryName(code, 'zh'), countryName(code, 'ru')]
    expect(names('RU')).toEqual(['Russia', '俄罗斯', 'Россия'])
    expect(names('MD')).toEqual(['Moldova', '摩尔多瓦', 'Молдова'])
    expect(names('CN')).toEqual(['China', '中国', 'Китай'])
    expect(names('KR')).toEqual(['South Korea', '韩国', 'Южная Корея'])
    expect(names('US')).toEqual(['United States', '美国', 'США'])
    expect(names('TZ')[0]).toBe('Tanzania')
    expect(names('IR')[0]).toBe('Iran')
    expect(names('LA')[0]).toBe('Laos')
    expect(names('BO')[0]).toBe('Bolivia')
    expect(names('VE')[0]).toBe('Venezuela')
    // No inverted ("Moldova, Republic of"), formal ("… Federation", "Islamic Republic of …") or bracketed list form.
    for (const row of COUNTRIES) {
      expect(row.en, row.code).not.toMatch(
        /, |\bFederation\b|Republic of\b(?! the Congo)|People's|Province|Darussalam|\((?!Keeling)/,
      )
      expect(row.ru, row.code).not.toMatch(/Федерация|\(|Корейская Народно/)
      expect(row.zh, row.code).not.toMatch(/省$|联邦$/)
    }
  })

  it('shows a stored name unless it is the ISO list string an older seed wrote', () => {
    expect(shownCountryName('RU', 'en', 'Russian Federation')).toBe('Russia')
    expect(shownCountryName('RU', 'ru', 'Российская Федерация')).toBe('Россия')
    expect(shownCountryName('MD', 'en', null)).toBe('Moldova')
    expect(shownCountryName('RU', 'en', 'Russia (EAEU)')).toBe('Russia (EAEU)')
    const rus = datasetByCode('IMP_RUS_CD_STD')!
    expect(shownDatasetLabel(rus, 'en', 'Russian Federation import (customs declarations)')).toBe(
      'Russia import (customs declarations)',
    )
    expect(shownDatasetLabel(rus, 'en', 'Russia: customs series')).toBe('Russia: customs series')
  })
})

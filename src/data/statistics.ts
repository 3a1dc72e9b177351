/**
 * The public statistics and package reads (GET /public/statistics, /public/country/statistics,
 * /public/dataSource/statistics, /public/overseas/packages): the dataset catalogue of the domain core joined with the
 * editable presentation in the CMS, cached under the tags the collection hooks expire.
 */
import { countryName, DATASETS, datasetByCode, shownDatasetLabel, type DatasetEntry } from '../domain/datasets'
import { localeToSite, type Locale } from '../domain/locale'
import type { Dataset, PackageTier } from '../payload-types'
import { getDatasets, getPackageTiers } from './content'
import { getSiteSettings } from './navigation'

export type PlatformStatistics = {
  countriesAndRegions: string
  countriesExact: string
  creditReportCountries: string
  companies: string
  datasets: number
  importDatasets: number
  exportDatasets: number
  datasetCountries: number
  packages: number
}

export async function getPlatformStatistics(locale: Locale): Promise<PlatformStatistics> {
  const [settings, tiers] = await Promise.all([getSiteSettings(localeToSite(locale)), getPackageTiers(locale)])
  const claims = (
    settings as {
      claims?: {
        countries?: string | null
        countriesExact?: string | null
        creditCountries?: string | null
        companies?: string | null
      }
    }
  ).claims
  return {
    countriesAndRegions: claims?.countries ?? '250+',
    countriesExact: claims?.countriesExact ?? '252',
    creditReportCountries: claims?.creditCountries ?? '230',
    companies: claims?.companies ?? '',
    datasets: DATASETS.length,
    importDatasets: DATASETS.filter((d) => d.type === 'SHIPMENTS_IMPORT').length,
    exportDatasets: DATASETS.filter((d) => d.type === 'SHIPMENTS_EXPORT').length,
    datasetCountries: new Set(DATASETS.map((d) => d.country)).size,
    packages: tiers.length,
  }
}

export type CountryStatistics = {
  country: string
  name: string
  continent: string
  importDatasets: number
  exportDatasets: number
  dataSources: string[]
}

/** One row per reporting country of the catalogue, in catalogue order of first appearance. */
export function getCountryStatistics(locale: Locale): CountryStatistics[] {
  const rows = new Map<string, CountryStatistics>()
  for (const entry of DATASETS) {
    const row = rows.get(entry.country) ?? {
      country: entry.country,
      name: countryName(entry.country, locale) ?? entry.country,
      continent: entry.continent,
      importDatasets: 0,
      exportDatasets: 0,
      dataSources: [],
    }
    if (entry.type === 'SHIPMENTS_IMPORT') row.importDatasets++
    else row.exportDatasets++
    row.dataSources.push(entry.value)
    rows.set(entry.country, row)
  }
  return [...rows.values()]
}

export type DataSourceStatistics = Omit<DatasetEntry, 'selected'> & {
  label: string
  countryName: string
  summary: string | null
  updateFrequency: string | null
  yearsCovered: string | null
  fields: string[]
}

/** A source of the catalogue with its CMS presentation; null for an unknown source code. */
export async function getDataSourceStatistics(code: string, locale: Locale): Promise<DataSourceStatistics | null> {
  const entry = datasetByCode(code)
  if (!entry) return null
  const docs = await getDatasets(locale)
  const doc = docs.find((d: Dataset) => d.code === entry.value)
  const { selected: _selected, ...rest } = entry
  return {
    ...rest,
    label: shownDatasetLabel(entry, locale, doc?.name),
    countryName: countryName(entry.country, locale) ?? entry.country,
    summary: doc?.description ?? null,
    updateFrequency: doc?.updateFrequency ?? null,
    yearsCovered: doc?.yearsCovered ?? null,
    fields: (doc?.fields ?? []).map((f) => f.name),
  }
}

export type OverseasPackage = {
  code: string
  name: string
  priceUsd: number
  currency: 'USD'
  billing: 'yearly'
  memberLevel: number
  importCountries: number
  exportCountries: number
  datasets: string[]
  highlighted: boolean
  summary: string | null
  features: string[]
}

/** The active package tiers with prices and coverage. */
export async function getOverseasPackages(locale: Locale): Promise<OverseasPackage[]> {
  const tiers = await getPackageTiers(locale)
  return tiers.map((tier: PackageTier) => ({
    code: String(tier.code),
    name: tier.name,
    priceUsd: tier.priceUsd,
    currency: 'USD',
    billing: 'yearly',
    memberLevel: tier.memberLevel,
    importCountries: tier.importCountries,
    exportCountries: tier.exportCountries,
    datasets: tier.datasets ?? [],
    highlighted: Boolean(tier.highlighted),
    summary: tier.summary ?? null,
    features: (tier.features ?? []).map((f) => f.text),
  }))
}

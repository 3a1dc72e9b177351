/**
 * The data countries and their datasets as the sites show them (/{site}/datacountries, /{site}/countrydetail): the
 * catalogue of src/domain/datasets.ts decides WHICH countries and datasets exist, so the continent lists, the map and
 * the figures agree; the CMS (countries, datasets) gives their editable wording. A catalogue entry without its CMS
 * document (a database seeded before it was added) still shows, with the names table's name and the catalogue label.
 */
import { COVERAGE, coverageKind, type CoverageKind } from '../domain/coverage'
import {
  DATASETS,
  isStatistics,
  lowestTierOf,
  shownCountryName,
  shownDatasetLabel,
  type Continent,
  type DatasetEntry,
} from '../domain/datasets'
import type { Locale } from '../domain/locale'
import type { PackageTier } from '../domain/orders'
import type { Country, Dataset } from '../payload-types'
import { getCountries, getDatasets } from './content'

export type CatalogueCountry = {
  iso2: string
  alpha3: string
  continent: Continent
  name: string
  description: string | null
  kind: CoverageKind
  importDatasets: number
  exportDatasets: number
}

export type CatalogueDataset = Pick<
  DatasetEntry,
  'value' | 'type' | 'document' | 'exporter' | 'importer' | 'hscode' | 'description'
> & {
  label: string
  statistics: boolean
  summary: string | null
  updateFrequency: string | null
  yearsCovered: string | null
  fields: string[]
  /** The lowest package that includes it; null: sold on request. */
  tier: PackageTier | null
}

function countryOf(iso2: string, docs: Country[], locale: Locale): CatalogueCountry | null {
  const covered = COVERAGE.list.find((c) => c.alpha2 === iso2)
  if (!covered) return null
  const doc = docs.find((d) => d.iso2 === iso2)
  const entries = DATASETS.filter((d) => d.country === covered.alpha3)
  return {
    iso2,
    alpha3: covered.alpha3,
    continent: covered.continent,
    name: shownCountryName(iso2, locale, doc?.name),
    description: doc?.description || null,
    kind: coverageKind(covered),
    importDatasets: entries.filter((d) => d.type === 'SHIPMENTS_IMPORT').length,
    exportDatasets: entries.filter((d) => d.type === 'SHIPMENTS_EXPORT').length,
  }
}

/** Every country of the catalogue, by name in the locale's order. */
export async function getCatalogueCountries(locale: Locale): Promise<CatalogueCountry[]> {
  const docs = await getCountries(locale)
  return COVERAGE.list
    .map((c) => countryOf(c.alpha2, docs, locale) as CatalogueCountry)
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** One catalogue country (alpha-2, any case) with its datasets in catalogue order, or null when it has none. */
export async function getCatalogueCountry(
  code: string,
  locale: Locale,
): Promise<{ country: CatalogueCountry; datasets: CatalogueDataset[] } | null> {
  const [countries, docs] = await Promise.all([getCountries(locale), getDatasets(locale)])
  const country = countryOf(code.toUpperCase(), countries, locale)
  if (!country) return null
  const datasets = DATASETS.filter((entry) => entry.country === country.alpha3).map((entry): CatalogueDataset => {
    const doc = docs.find((d: Dataset) => d.code === entry.value)
    return {
      value: entry.value,
      type: entry.type,
      document: entry.document,
      exporter: entry.exporter,
      importer: entry.importer,
      hscode: entry.hscode,
      description: entry.description,
      label: shownDatasetLabel(entry, locale, doc?.name),
      statistics: isStatistics(entry),
      summary: doc?.description || null,
      updateFrequency: doc?.updateFrequency || null,
      yearsCovered: doc?.yearsCovered || null,
      fields: (doc?.fields ?? []).map((f) => f.name),
      tier: lowestTierOf(entry.value),
    }
  })
  return { country, datasets }
}

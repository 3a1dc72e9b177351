/**
 * What the dataset catalogue covers, counted from it (SPEC §3): the figures the sites show ("62 countries") and the
 * coverage map are derived here, so they cannot drift from the data.
 */
import { countryByCode, DATASETS, type Continent, type DatasetEntry } from './datasets'

export interface CoveredCountry {
  /** ISO alpha-3 (as in the catalogue) and alpha-2 (flags, map, country pages). */
  alpha3: string
  alpha2: string
  /** ISO 3166-1 numeric (the world-atlas ids). */
  numeric: string
  continent: Continent
  imports: boolean
  exports: boolean
}

export interface Coverage {
  datasets: number
  countries: number
  importCountries: number
  exportCountries: number
  list: CoveredCountry[]
}

export function coverageOf(datasets: readonly DatasetEntry[] = DATASETS): Coverage {
  const byCountry = new Map<string, CoveredCountry>()
  for (const entry of datasets) {
    const row = countryByCode(entry.country)
    if (!row) continue
    const known = byCountry.get(entry.country) ?? {
      alpha3: entry.country,
      alpha2: row.code,
      numeric: row.numeric,
      continent: entry.continent,
      imports: false,
      exports: false,
    }
    if (entry.type === 'SHIPMENTS_IMPORT') known.imports = true
    else known.exports = true
    byCountry.set(entry.country, known)
  }
  const list = [...byCountry.values()].sort((a, b) => a.alpha2.localeCompare(b.alpha2))
  return {
    datasets: datasets.length,
    countries: list.length,
    importCountries: list.filter((c) => c.imports).length,
    exportCountries: list.filter((c) => c.exports).length,
    list,
  }
}

/** The catalogue's coverage (computed once). */
export const COVERAGE: Coverage = coverageOf()

export type CoverageFigureKey = 'countries' | 'datasets' | 'importCountries' | 'exportCountries'

/**
 * The catalogue's figures a page shows side by side (the home stats), at most `limit`: countries, datasets, import
 * countries, export countries, each only if its number is not already shown. While every covered country has
 * import data, "62 countries" and "62 with import data" would read as one figure printed twice (issue 27).
 */
export function coverageFigures(coverage: Coverage = COVERAGE, limit = 3): { key: CoverageFigureKey; value: number }[] {
  const shown: { key: CoverageFigureKey; value: number }[] = []
  for (const key of ['countries', 'datasets', 'importCountries', 'exportCountries'] as const) {
    if (shown.length < limit && !shown.some((figure) => figure.value === coverage[key])) shown.push({ key, value: coverage[key] })
  }
  return shown
}

/**
 * The coverage map of the dataset catalogue (public/media/visuals/coverage-map.svg, made by
 * scripts/visuals/coverage-map.ts from world-atlas and d3-geo) with its legend. Sized (no layout shift) and lazy:
 * it sits below the fold on the home and data-countries pages.
 */
import { COVERAGE } from '../domain/coverage'
import type { Site } from '../domain/locale'
import styles from './blocks.module.css'
import { FlagImage } from './FlagImage'

const TEXT: Record<Site, { alt: string; both: string; imports: string }> = {
  cn: { alt: '地图：有海关数据的 {n} 个国家', both: '进口和出口数据', imports: '进口数据' },
  en: { alt: 'Map of the {n} countries with customs data', both: 'Import and export data', imports: 'Import data' },
  ru: { alt: 'Карта: {n} стран с таможенными данными', both: 'Данные импорта и экспорта', imports: 'Данные импорта' },
}

export function CoverageMap({ site }: { site: Site }) {
  const t = TEXT[site]
  return (
    <figure className={styles.map}>
      <img src="/media/visuals/coverage-map.svg" alt={t.alt.replace('{n}', String(COVERAGE.countries))} width={960} height={500} loading="lazy" decoding="async" />
      <figcaption className={styles.legend}>
        <span><i className={styles.swatchBoth} aria-hidden="true" /> {t.both} ({COVERAGE.exportCountries})</span>
        <span><i className={styles.swatchImports} aria-hidden="true" /> {t.imports} ({COVERAGE.importCountries - COVERAGE.exportCountries})</span>
      </figcaption>
    </figure>
  )
}

/** The flag of a catalogue country (public/media/flags, from flag-icons), decorative beside its name; null for others. */
export function Flag({ iso2 }: { iso2: string | null | undefined }) {
  const code = iso2?.toUpperCase()
  if (!code || !COVERAGE.list.some((country) => country.alpha2 === code)) return null
  return <FlagImage alpha2={code} />
}

/**
 * The coverage map of the dataset catalogue (public/media/visuals/coverage-map.svg, made by
 * scripts/visuals/coverage-map.ts from world-atlas and d3-geo) with its legend. Sized (no layout shift) and lazy:
 * it sits below the fold on the home and data-countries pages.
 */
import { COVERAGE } from '../../domain/coverage'
import { siteToLocale, type Site } from '../../domain/locale'
import { formatNumber } from '../../i18n/numbers'
import styles from '../../kit/blocks.module.css'
import { FlagImage } from '../../kit/FlagImage'

const TEXT: Record<Site, { alt: string; both: string; imports: string; statistics: string }> = {
  cn: {
    alt: '地图：有海关数据的国家（{n} 个）',
    both: '进出口逐票记录',
    imports: '进口逐票记录',
    statistics: '官方贸易统计（不含企业名称）',
  },
  en: {
    alt: 'Map of the countries with customs data ({n})',
    both: 'Import and export records',
    imports: 'Import records',
    statistics: 'Trade statistics (no company names)',
  },
  ru: {
    alt: 'Карта стран с таможенными данными ({n})',
    both: 'Записи импорта и экспорта',
    imports: 'Записи импорта',
    statistics: 'Торговая статистика (без названий компаний)',
  },
}

/** The map with a legend of its three colours; the legend's counts add up to the catalogue's countries. */
export function CoverageMap({ site }: { site: Site }) {
  const t = TEXT[site]
  const n = (value: number) => formatNumber(value, siteToLocale(site))
  return (
    <figure className={styles.map}>
      <img
        src="/media/visuals/coverage-map.svg"
        alt={t.alt.replace('{n}', n(COVERAGE.countries))}
        width={960}
        height={500}
        loading="lazy"
        decoding="async"
      />
      <figcaption className={styles.legend} data-countries={COVERAGE.countries}>
        <span data-kind="both">
          <i className={styles.swatchBoth} aria-hidden="true" /> {t.both} (<b>{n(COVERAGE.byKind.both)}</b>)
        </span>
        <span data-kind="imports">
          <i className={styles.swatchImports} aria-hidden="true" /> {t.imports} (<b>{n(COVERAGE.byKind.imports)}</b>)
        </span>
        <span data-kind="statistics">
          <i className={styles.swatchStatistics} aria-hidden="true" /> {t.statistics} (
          <b>{n(COVERAGE.byKind.statistics)}</b>)
        </span>
      </figcaption>
    </figure>
  )
}

/**
 * The flag of a catalogue country (public/media/flags, from flag-icons), decorative beside its name; null for others.
 */
export function Flag({ iso2 }: { iso2: string | null | undefined }) {
  const code = iso2?.toUpperCase()
  if (!code || !COVERAGE.list.some((country) => country.alpha2 === code)) return null
  return <FlagImage alpha2={code} />
}

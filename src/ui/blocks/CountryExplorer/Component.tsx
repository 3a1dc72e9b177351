import Link from 'next/link'

import { getCatalogueCountries } from '../../../data/catalogue'
import { CONTINENT_GROUPS } from '../../../domain/coverage'
import { siteToLocale, type Site } from '../../../domain/locale'
import type { UiStrings } from '../../../i18n'
import type { CountryExplorerBlock as CountryExplorer } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { CoverageMap, Flag } from '../CoverageMap'
import { Section } from '../Section'

export async function CountryExplorerBlock({ block, site, t }: { block: CountryExplorer; site: Site; t: UiStrings }) {
  const countries = await getCatalogueCountries(siteToLocale(site))
  return (
    <Section heading={block.heading} intro={block.intro}>
      <CoverageMap site={site} />
      {CONTINENT_GROUPS.map((group) => {
        const list = countries.filter((c) => (group.continents as readonly string[]).includes(c.continent))
        if (list.length === 0) return null
        return (
          <div
            key={group.key}
            className={styles.continent}
            id={`continent-${group.key}`}
            data-continent={group.key}
            data-count={list.length}
          >
            <h3>
              {t.data.continents[group.key]} <small style={{ color: 'var(--muted)' }}>({list.length})</small>
            </h3>
            <ul className={styles.countryList}>
              {list.map((country) => (
                <li key={country.iso2} data-iso={country.iso2} data-kind={country.kind}>
                  <Link href={`/${site}/countrydetail?code=${country.iso2}`} prefetch={false}>
                    <Flag iso2={country.iso2} />
                    {country.name}
                    {block.showDatasets && (
                      <span className={styles.countryMeta}>
                        {country.kind === 'statistics'
                          ? t.data.statisticsOnly
                          : `${t.data.importData}: ${country.importDatasets} · ${t.data.exportData}: ${country.exportDatasets}`}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </Section>
  )
}

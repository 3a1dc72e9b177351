import Link from 'next/link'

import { getCountries, getDatasets } from '../../data/content'
import { siteToLocale, type Site } from '../../domain/locale'
import type { UiStrings } from '../../i18n'
import type { CountryExplorerBlock as CountryExplorer } from '../../payload-types'
import styles from '../blocks.module.css'
import { CoverageMap, Flag } from '../CoverageMap'
import { Section } from '../Section'

/** The continents of the data-countries screen (SPEC §2.7): America, Asia, Africa, Europe, Oceania. */
export const CONTINENT_GROUPS = [
  { key: 'america', continents: ['North America', 'South America'] },
  { key: 'asia', continents: ['Asia'] },
  { key: 'africa', continents: ['Africa'] },
  { key: 'europe', continents: ['Europe'] },
  { key: 'oceania', continents: ['Oceania'] },
] as const

export async function CountryExplorerBlock({ block, site, t }: { block: CountryExplorer; site: Site; t: UiStrings }) {
  const locale = siteToLocale(site)
  const [countries, datasets] = await Promise.all([getCountries(locale), getDatasets(locale)])
  const count = (iso2: string, type: string) => datasets.filter((d) => d.country === iso2 && d.type === type).length
  return (
    <Section heading={block.heading} intro={block.intro}>
      <CoverageMap site={site} />
      {CONTINENT_GROUPS.map((group) => {
        const list = countries.filter((c) => (group.continents as readonly string[]).includes(c.continent))
        if (list.length === 0) return null
        return (
          <div key={group.key} className={styles.continent} id={`continent-${group.key}`}>
            <h3>{t.data.continents[group.key]} <small style={{ color: 'var(--muted)' }}>({list.length})</small></h3>
            <ul className={styles.countryList}>
              {list.map((country) => (
                <li key={country.iso2}>
                  <Link href={`/${site}/countrydetail?code=${country.iso2}`} prefetch={false}>
                    <Flag iso2={country.iso2} />
                    {country.name}
                    {block.showDatasets && (
                      <span className={styles.countryMeta}>
                        {t.data.importData}: {count(country.iso2, 'SHIPMENTS_IMPORT')} · {t.data.exportData}: {count(country.iso2, 'SHIPMENTS_EXPORT')}
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

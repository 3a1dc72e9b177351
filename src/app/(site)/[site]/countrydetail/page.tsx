import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import styles from '@/blocks/blocks.module.css'
import { Section } from '@/blocks/Section'
import { CallToActionBlock } from '@/blocks/CallToAction/Component'
import { Flag } from '@/blocks/CoverageMap'
import { getCountry, getDatasets } from '@/data/content'
import { datasetByCode } from '@/domain/datasets'
import { isSite, siteToLocale, type Site } from '@/domain/locale'
import { uiStringsOfSite } from '@/i18n'
import { countryDescription } from '@/seo/markets'
import { screenMetadata } from '@/seo/metadata'

// Reads the query string: rendered per request; its data reads are cached (no database query per view).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ code?: string }> }

async function load({ params, searchParams }: Props) {
  const [{ site }, { code }] = await Promise.all([params, searchParams])
  if (!isSite(site) || site === 'cn' || typeof code !== 'string' || !/^[A-Za-z]{2}$/.test(code)) return null
  const locale = siteToLocale(site)
  const country = await getCountry(code.toUpperCase(), locale)
  if (!country) return null
  const datasets = (await getDatasets(locale)).filter((d) => d.country === country.iso2)
  return { site: site as Site, country, datasets }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props)
  if (!found) return {}
  return screenMetadata({ site: found.site, path: `countrydetail?code=${found.country.iso2}`, title: found.country.name, description: found.country.description || countryDescription(found.country.name, found.site === 'ru' ? 'ru' : 'en'), sites: ['en', 'ru'], brand: 'TradeCompass' })
}

/** /en/countrydetail?code=US: a country's datasets and the kinds of search each supports (SPEC §2.7). */
export default async function CountryDetailPage(props: Props) {
  const found = await load(props)
  if (!found) notFound()
  const { site, country, datasets } = found
  const t = uiStringsOfSite(site)
  const yes = (v: boolean) => (v ? '✓' : '—')
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>
            <Link href={`/${site}/datacountries`} style={{ color: '#fff' }}>{t.data.countries}</Link>
          </p>
          <h1>
            <Flag iso2={country.iso2} />
            {country.name}
          </h1>
          {country.description && <p>{country.description}</p>}
        </div>
      </section>
      <Section heading={t.data.datasets}>
        {datasets.length === 0 ? (
          <p className={styles.intro}>{t.data.noDatasets}</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-label={t.data.datasets} tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t.data.datasets}</th>
                  <th scope="col">{t.data.exporter}</th>
                  <th scope="col">{t.data.importer}</th>
                  <th scope="col">{t.data.hscode}</th>
                  <th scope="col">{t.data.description}</th>
                  <th scope="col">{t.data.updateFrequency}</th>
                  <th scope="col">{t.data.yearsCovered}</th>
                </tr>
              </thead>
              <tbody>
                {datasets.map((dataset) => {
                  const entry = datasetByCode(dataset.code)
                  return (
                    <tr key={dataset.code}>
                      <th scope="row">
                        {dataset.name}
                        <span className={styles.countryMeta}>{dataset.code}</span>
                        {dataset.fields && dataset.fields.length > 0 && (
                          <span className={styles.countryMeta}>{t.data.fields}: {dataset.fields.map((f) => f.name).join(' · ')}</span>
                        )}
                      </th>
                      <td>{yes(entry?.exporter ?? false)}</td>
                      <td>{yes(entry?.importer ?? false)}</td>
                      <td>{yes(entry?.hscode ?? false)}</td>
                      <td>{yes(entry?.description ?? false)}</td>
                      <td>{dataset.updateFrequency}</td>
                      <td>{dataset.yearsCovered}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <CallToActionBlock block={{ blockType: 'callToAction', heading: country.name, action: 'link', label: t.pricing.buyNow, href: `/${site}/package` }} site={site} />
    </>
  )
}

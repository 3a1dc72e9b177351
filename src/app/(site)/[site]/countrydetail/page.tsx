import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import styles from '@/kit/blocks.module.css'
import { Section } from '@/ui/blocks/Section'
import { CallToActionBlock } from '@/ui/blocks/CallToAction/Component'
import { Flag } from '@/ui/blocks/CoverageMap'
import { getCatalogueCountry, type CatalogueDataset } from '@/data/catalogue'
import { getPackageTiers } from '@/data/content'
import { isSite, siteToLocale, type Site } from '@/domain/locale'
import { PACKAGE_TIER_INFO, type PackageTier } from '@/domain/orders'
import { tierOfCode } from '@/domain/purchase'
import { uiStringsOfSite, type UiStrings } from '@/i18n'
import { fill } from '@/i18n/fill'
import { countryDescription } from '@/features/markets/head-tags'
import { screenMetadata } from '@/data/seo/metadata'

// Reads the query string: rendered per request; its data reads are cached (no database query per view).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ code?: string }> }

async function load({ params, searchParams }: Props) {
  const [{ site }, { code }] = await Promise.all([params, searchParams])
  if (!isSite(site) || site === 'cn' || typeof code !== 'string' || !/^[A-Za-z]{2}$/.test(code)) return null
  const found = await getCatalogueCountry(code, siteToLocale(site))
  return found ? { site: site as Site, ...found } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props)
  if (!found) return {}
  return screenMetadata({
    site: found.site,
    path: `countrydetail?code=${found.country.iso2}`,
    title: found.country.name,
    description: found.country.description || countryDescription(found.country.name, found.site === 'ru' ? 'ru' : 'en'),
    sites: ['en', 'ru'],
    brand: 'TradeCompass',
  })
}

/** One dataset as a card: its human label, what it is, what it can be searched by, its fields and its package. */
function DatasetCard({
  dataset,
  t,
  tierName,
}: {
  dataset: CatalogueDataset
  t: UiStrings
  tierName: (tier: PackageTier) => string
}) {
  const searches = [
    ['exporter', t.data.exporter],
    ['importer', t.data.importer],
    ['hscode', t.data.hscode],
    ['description', t.data.description],
  ] as const
  return (
    <article className={styles.datasetCard} data-code={dataset.value}>
      <h3>{dataset.label}</h3>
      <p className={styles.datasetKind}>{dataset.statistics ? t.data.statistics : t.data.records}</p>
      <dl className={styles.datasetFacts}>
        <div>
          <dt>{t.data.searchBy}</dt>
          <dd>
            <ul className={styles.searchChips}>
              {searches.map(([key, label]) => (
                <li key={key} data-supported={dataset[key]}>
                  <span aria-hidden="true">{dataset[key] ? '✓' : '—'}</span> {label}
                  {!dataset[key] && <span className="sr-only"> ({t.data.notSupported})</span>}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {dataset.updateFrequency && (
          <div>
            <dt>{t.data.updateFrequency}</dt>
            <dd>{dataset.updateFrequency}</dd>
          </div>
        )}
        {dataset.yearsCovered && (
          <div>
            <dt>{t.data.yearsCovered}</dt>
            <dd>{dataset.yearsCovered}</dd>
          </div>
        )}
        {dataset.fields.length > 0 && (
          <div>
            <dt>{t.data.fields}</dt>
            <dd>{dataset.fields.join(' · ')}</dd>
          </div>
        )}
      </dl>
      <p className={styles.datasetTier}>
        {dataset.tier ? fill(t.data.includedIn, { tier: tierName(dataset.tier) }) : t.data.onRequest}
      </p>
    </article>
  )
}

/** /en/countrydetail?code=US: a country's datasets and the kinds of search each supports (SPEC §2.7). */
export default async function CountryDetailPage(props: Props) {
  const found = await load(props)
  if (!found) notFound()
  const { site, country, datasets } = found
  const t = uiStringsOfSite(site)
  const tiers = await getPackageTiers(siteToLocale(site))
  const tierName = (tier: PackageTier) =>
    tiers.find((doc) => tierOfCode(String(doc.code)) === tier)?.name || PACKAGE_TIER_INFO[tier].name
  const onRequest = datasets.length > 0 && datasets.every((d) => d.tier === null)
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>
            <Link href={`/${site}/datacountries`} style={{ color: '#fff' }}>
              {t.data.countries}
            </Link>
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
          <div className={styles.datasetGrid}>
            {datasets.map((dataset) => (
              <DatasetCard key={dataset.value} dataset={dataset} t={t} tierName={tierName} />
            ))}
          </div>
        )}
      </Section>
      {onRequest ? (
        <CallToActionBlock
          block={{
            blockType: 'callToAction',
            heading: country.name,
            action: 'link',
            label: t.data.askQuote,
            href: `/${site}/contact`,
          }}
          site={site}
        />
      ) : (
        <CallToActionBlock
          block={{
            blockType: 'callToAction',
            heading: country.name,
            action: 'link',
            label: t.pricing.buyNow,
            href: `/${site}/package`,
          }}
          site={site}
        />
      )}
    </>
  )
}

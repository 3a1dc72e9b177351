import { getPackageTiers } from '../../../data/content'
import { countriesOfTier, countryByCode, countryName } from '../../../domain/datasets'
import { siteToLocale, type Locale, type Site } from '../../../domain/locale'
import { tierOfCode } from '../../../domain/purchase'
import type { UiStrings } from '../../../i18n'
import type { PricingTableBlock as PricingTable } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { Section } from '../Section'
import { SmartLink } from '../SmartLink'
import { PurchaseFormLazy as PurchaseForm } from '../../../features/orders/components/PurchaseFormLazy'
import type { PurchaseTier } from '../../../features/orders/components/PurchaseForm'
import { Suspense } from 'react'

import { paypalConfig } from '../../../features/orders/payments/paypal'
import { formatUsd } from '../../../i18n/numbers'

/** The countries a tier covers, for the purchase form: ISO alpha-2 (the flag) and the name in the page's language. */
function tierCountries(code: string, locale: Locale): PurchaseTier['countries'] {
  const tier = tierOfCode(code)
  if (!tier) return { imports: [], exports: [] }
  const named = (alpha3: string) => ({
    alpha2: countryByCode(alpha3)?.code ?? '',
    name: countryName(alpha3, locale) ?? alpha3,
  })
  const { import: imports, export: exports } = countriesOfTier(tier)
  return { imports: imports.map(named), exports: exports.map(named) }
}

export async function PricingTableBlock({ block, site, t }: { block: PricingTable; site: Site; t: UiStrings }) {
  const tiers = await getPackageTiers(siteToLocale(site))
  return (
    <Section heading={block.heading} intro={block.intro}>
      <div className={styles.tiers}>
        {tiers.map((tier) => (
          <article
            key={tier.code}
            className={`${styles.card} ${tier.highlighted ? styles.tierHighlighted : ''}`}
            data-tier={tier.code}
          >
            {tier.highlighted && <span className={styles.badge}>{t.pricing.recommended}</span>}
            <h3>{tier.name}</h3>
            <p className={styles.price}>
              {formatUsd(tier.priceUsd, siteToLocale(site))} <small>{t.pricing.perYear}</small>
            </p>
            {tier.summary && <p>{tier.summary}</p>}
            <p>
              {t.pricing.importCountries}: <strong>{tier.importCountries}</strong>
              <br />
              {t.pricing.exportCountries}: <strong>{tier.exportCountries}</strong>
            </p>
            <ul className={styles.list}>
              {(tier.features ?? []).map((feature) => (
                <li key={feature.id ?? feature.text}>{feature.text}</li>
              ))}
            </ul>
            <SmartLink
              href={`/${site}/package?tier=${tier.code}#purchase`}
              site={site}
              className={`${styles.btn} ${styles.btnPrimary} ${styles.tierAction}`}
            >
              {t.pricing.buyNow}
            </SmartLink>
          </article>
        ))}
      </div>
      {block.note && <p className={styles.note}>{block.note}</p>}
      {site !== 'cn' && (
        <section id="purchase" aria-labelledby="purchase-heading" style={{ marginTop: 48, scrollMarginTop: 80 }}>
          <h2 id="purchase-heading" className={styles.heading}>
            {t.purchase.heading}
          </h2>
          {/* Only what is true: PayPal (and cards through it) only when this server has PayPal credentials. */}
          <p className={styles.intro}>{paypalConfig() ? t.purchase.intro : t.purchase.introTransfer}</p>
          {/* ?tier= is read in the browser: this page is cached for every visitor. */}
          <Suspense fallback={<p>{t.common.loading}</p>}>
            <PurchaseForm
              site={site}
              tiers={tiers.map((tier) => ({
                code: tier.code,
                name: tier.name,
                priceUsd: tier.priceUsd,
                countries: tierCountries(tier.code, siteToLocale(site)),
              }))}
              t={{ purchase: t.purchase, pricing: t.pricing }}
            />
          </Suspense>
        </section>
      )}
    </Section>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import styles from '@/kit/blocks.module.css'
import { Section } from '@/ui/blocks/Section'
import purchase from '@/features/orders/components/Purchase.module.css'
import { PaymentView } from '@/features/orders/components/PaymentView'
import { consoleUrl, getSiteSettings } from '@/data/navigation'
import { htmlLangOf, isSite, type Site } from '@/domain/locale'
import { fill, uiStringsOfSite } from '@/i18n'

type Props = { params: Promise<{ site: string; id: string }> }

// Payment pages exist for /en and /ru (SPEC §2.2, §2.3), and for /cn, which "My orders" and the order mails
// of Chinese buyers link to, for all-digit order numbers. The order itself belongs to one
// visitor (loaded in the browser from GET /public/payment/{id}); the page is rendered per request and never stored:
// kept per order number, any visitor could add a 160 KB entry to the shared cache for each number he made up.
export const dynamic = 'force-dynamic'

function parse(site: string, id: string): { site: Site; id: string } | null {
  return isSite(site) && /^\d{1,15}$/.test(id) ? { site, id } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, id } = await params
  const found = parse(site, id)
  if (!found) return {}
  const t = uiStringsOfSite(found.site)
  return { title: `${t.payment.title} · ${t.payment.orderNo} ${found.id}`, robots: { index: false, follow: false } }
}

/** /en/payment/{id}: the order, its state and reservation, PayPal, and the bank-transfer details (SPEC §2.2, §2.7). */
export default async function PaymentPage({ params }: Props) {
  const { site: rawSite, id: rawId } = await params
  const found = parse(rawSite, rawId)
  if (!found) notFound()
  const { site, id } = found
  const t = uiStringsOfSite(site)
  const bank = (await getSiteSettings(site)).bankTransfer
  const line = (label: string, value: string | null | undefined) =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    ) : null
  const bankTransfer = (
    <section aria-labelledby="bank-heading" className={purchase.panel}>
      <h2 id="bank-heading" style={{ margin: 0 }}>
        {t.payment.bankTransfer}
      </h2>
      <p style={{ margin: 0 }}>{fill(t.payment.reference, { id })}</p>
      <div className={purchase.banks}>
        <div>
          <h3>{t.payment.bankInternational}</h3>
          <dl className={purchase.summary}>
            {line(t.payment.beneficiary, bank?.international?.beneficiary)}
            {line(t.payment.bank, bank?.international?.bank)}
            {line(t.payment.account, bank?.international?.account)}
            {line(t.payment.swift, bank?.international?.swift)}
            {line(t.payment.address, bank?.international?.address)}
          </dl>
          {bank?.international?.note && <p className={purchase.hint}>{bank.international.note}</p>}
        </div>
        <div>
          <h3>{t.payment.bankMainland}</h3>
          <dl className={purchase.summary}>
            {line(t.payment.beneficiary, bank?.mainland?.beneficiary)}
            {line(t.payment.bank, bank?.mainland?.bank)}
            {line(t.payment.account, bank?.mainland?.account)}
            {line(t.payment.branch, bank?.mainland?.branch)}
          </dl>
          {bank?.mainland?.note && <p className={purchase.hint}>{bank.mainland.note}</p>}
        </div>
      </div>
    </section>
  )
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.container}>
          <h1>{t.payment.title}</h1>
          <p>
            {t.payment.orderNo} {id}
          </p>
        </div>
      </section>
      <Section>
        <PaymentView
          id={id}
          site={site}
          htmlLang={htmlLangOf(site)}
          t={t.payment}
          common={{ loading: t.common.loading, retry: t.common.retry, login: t.header.login }}
          bankTransfer={bankTransfer}
          loginHref={`${consoleUrl()}/login`}
        />
      </Section>
    </>
  )
}

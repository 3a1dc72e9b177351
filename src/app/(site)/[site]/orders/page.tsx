import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import styles from '@/kit/blocks.module.css'
import { Section } from '@/ui/blocks/Section'
import { MyOrdersView } from '@/features/orders/components/MyOrdersView'
import { consoleUrl } from '@/data/navigation'
import { htmlLangOf, isSite } from '@/domain/locale'
import { uiStringsOfSite } from '@/i18n'

type Props = { params: Promise<{ site: string }> }

// "My orders" on /cn, /en and /ru. The orders belong to one visitor and are loaded in the browser from
// GET /pay/orders (the member's own, `Cache-Control: private, no-store`); the page itself is the same for everyone
// but is rendered per request and never stored, like the payment page.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await params
  if (!isSite(site)) return {}
  return { title: uiStringsOfSite(site).myOrders.title, robots: { index: false, follow: false } }
}

/** /{site}/orders: the logged-in member's orders with their state, how to pay the open ones and the receipts. */
export default async function MyOrdersPage({ params }: Props) {
  const { site } = await params
  if (!isSite(site)) notFound()
  const t = uiStringsOfSite(site)
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.container}>
          <h1>{t.myOrders.title}</h1>
          <p>{t.myOrders.intro}</p>
        </div>
      </section>
      <Section>
        <MyOrdersView
          site={site}
          htmlLang={htmlLangOf(site)}
          t={t.myOrders}
          payment={{ statuses: t.payment.statuses, reasons: t.payment.reasons }}
          common={{ loading: t.common.loading, retry: t.common.retry, login: t.header.login }}
          loginHref={`${consoleUrl()}/login`}
        />
      </Section>
    </>
  )
}

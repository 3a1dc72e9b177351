'use client'
/**
 * The visitor's side of the payment page: loads the order from GET /public/payment/{id} (owner or staff only),
 * shows its state and reservation deadline (OrderSummary), pays with PayPal (PaypalCheckout) and shows the
 * bank-transfer details while the order is unpaid.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react'

import blockStyles from '../../../kit/blocks.module.css'
import { paymentLookup } from '../../../domain/api-client'
import { siteToLocale, type Site } from '../../../domain/locale'
import { packagePagePath } from '../../../domain/routing'
import type { UiStrings } from '../../../i18n/types'
import { getJson } from '../../forms/components/public-api'
import { withReturn } from '../../accounts/member/GuestLinks'
import type { OrderView } from './order'
import { OrderSummary } from './OrderSummary'
import { PaypalCheckout } from './PaypalCheckout'
import styles from './Purchase.module.css'

export function PaymentView({
  id,
  site,
  htmlLang,
  t,
  common,
  bankTransfer,
  loginHref,
}: {
  id: string
  site: Site
  htmlLang: string
  t: UiStrings['payment']
  common: { loading: string; retry: string; login: string }
  bankTransfer: ReactNode
  /** The console's log-in page; a guest told to log in gets a link that comes back to this order. */
  loginHref: string
}) {
  const [order, setOrder] = useState<OrderView | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [needsLogin, setNeedsLogin] = useState(false)

  const load = useCallback(async () => {
    setProblem(null)
    const lookup = paymentLookup(id)
    const loaded = await getJson<OrderView>(lookup.path, lookup.query, siteToLocale(site))
    if (loaded.ok) setOrder(loaded.answer.data)
    else {
      setNeedsLogin(loaded.answer?.code === 401)
      setProblem(loaded.answer?.code === 401 ? t.loginRequired : loaded.answer?.msg || t.loadFailed)
    }
  }, [id, site, t.loadFailed, t.loginRequired])

  useEffect(() => {
    void load()
  }, [load])

  if (problem) {
    return (
      <div className={styles.panel}>
        <p className={styles.alert} role="alert">
          {problem}
        </p>
        {needsLogin && (
          <p>
            <a
              href={withReturn(loginHref, site, `/${site}/payment/${id}`)}
              className={`${blockStyles.btn} ${blockStyles.btnPrimary}`}
            >
              {common.login}
            </a>
          </p>
        )}
        <p>
          <a href={`${packagePagePath(site)}#purchase`}>{t.newOrder}</a>
        </p>
      </div>
    )
  }
  if (!order) return <p aria-live="polite">{common.loading}</p>

  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <OrderSummary order={order} site={site} htmlLang={htmlLang} t={t} />
      {order.status === 'unpaid' && <PaypalCheckout order={order} site={site} t={t} onCaptured={setOrder} />}
      {order.status === 'unpaid' && bankTransfer}
    </div>
  )
}

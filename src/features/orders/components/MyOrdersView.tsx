'use client'
/**
 * "My orders": the member's orders from GET /pay/orders (their own only; a guest is told to log in), as a
 * table from 768 px and as a list of cards below it (the same table, each row a card with its facts labelled). Each
 * order shows its number, package, date, amount, status in words (with the reservation end, the money received by
 * bank transfer and what is still to pay, or what was refunded), how to pay an open one (the payment page: PayPal and
 * the bank details) and, once paid, its receipt.
 */
import { useCallback, useEffect, useState } from 'react'

import blockStyles from '../../../kit/blocks.module.css'
import { API_PATHS } from '../../../domain/api-client'
import { siteToLocale, type Site } from '../../../domain/locale'
import { myOrdersPath, packagePagePath } from '../../../domain/routing'
import { fill } from '../../../i18n/fill'
import type { UiStrings } from '../../../i18n/types'
import { getJson } from '../../forms/components/public-api'
import { withReturn } from '../../accounts/member/GuestLinks'
import type { MyOrder } from './order'
import styles from './MyOrders.module.css'

type Strings = UiStrings['myOrders']
type PaymentWords = Pick<UiStrings['payment'], 'statuses' | 'reasons'>

const REASON_KEYS = {
  expired: 'expired',
  upgraded: 'upgraded',
  offline: 'offline',
  'fee-adjusted': 'feeAdjusted',
} as const
/** The states in which an order was paid, so it has a receipt. */
const PAID_STATES = new Set(['paid', 'partially-refunded', 'refunded'])

type Load =
  | { state: 'loading' }
  | { state: 'login' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; orders: MyOrder[] }

export function MyOrdersView({
  site,
  htmlLang,
  t,
  payment,
  common,
  loginHref,
}: {
  site: Site
  htmlLang: string
  t: Strings
  payment: PaymentWords
  common: { loading: string; retry: string; login: string }
  /** The console's log-in page; a guest gets a link that comes back here. */
  loginHref: string
}) {
  const [load, setLoad] = useState<Load>({ state: 'loading' })

  const fetchOrders = useCallback(async () => {
    setLoad({ state: 'loading' })
    const loaded = await getJson<{ orders: MyOrder[] }>(API_PATHS.myOrders, {}, siteToLocale(site))
    if (loaded.ok) setLoad({ state: 'ready', orders: loaded.answer.data?.orders ?? [] })
    else if (loaded.answer?.code === 401) setLoad({ state: 'login' })
    else setLoad({ state: 'failed', message: loaded.answer?.msg || t.loadFailed })
  }, [site, t.loadFailed])

  useEffect(() => {
    void fetchOrders()
  }, [fetchOrders])

  if (load.state === 'loading') {
    return (
      <p className={styles.note} aria-live="polite" aria-busy="true" data-testid="my-orders-loading">
        {common.loading}
      </p>
    )
  }
  if (load.state === 'login') {
    return (
      <div className={styles.note}>
        <p role="alert">{t.loginRequired}</p>
        <p>
          <a
            href={withReturn(loginHref, site, myOrdersPath(site))}
            className={`${blockStyles.btn} ${blockStyles.btnPrimary}`}
          >
            {common.login}
          </a>
        </p>
      </div>
    )
  }
  if (load.state === 'failed') {
    return (
      <div className={styles.note}>
        <p role="alert" className={styles.alert}>
          {load.message}
        </p>
        <p>
          <button
            type="button"
            className={`${blockStyles.btn} ${blockStyles.btnPrimary}`}
            onClick={() => void fetchOrders()}
          >
            {common.retry}
          </button>
        </p>
      </div>
    )
  }
  if (load.orders.length === 0) {
    return (
      <div className={styles.note} data-testid="my-orders-empty">
        <p>{t.empty}</p>
        <p>
          <a href={packagePagePath(site)} className={`${blockStyles.btn} ${blockStyles.btnPrimary}`}>
            {t.browsePackages}
          </a>
        </p>
      </div>
    )
  }
  return <OrdersTable orders={load.orders} site={site} htmlLang={htmlLang} t={t} payment={payment} />
}

function OrdersTable({
  orders,
  site,
  htmlLang,
  t,
  payment,
}: {
  orders: MyOrder[]
  site: Site
  htmlLang: string
  t: Strings
  payment: PaymentWords
}) {
  const day = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium' })
  const dateTime = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    // Explicit roles: below 768 px the rows are laid out as cards (display: block), which would otherwise drop the
    // table's semantics in some browsers.
    <div className={styles.scroller}>
      <table className={styles.table} role="table" data-testid="my-orders">
        <caption className={styles.caption}>{t.caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              {t.orderNo}
            </th>
            <th role="columnheader" scope="col">
              {t.package}
            </th>
            <th role="columnheader" scope="col">
              {t.date}
            </th>
            <th role="columnheader" scope="col" className={styles.number}>
              {t.amount}
            </th>
            <th role="columnheader" scope="col">
              {t.status}
            </th>
            <th role="columnheader" scope="col">
              {t.actions}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {orders.map((order) => {
            const money = new Intl.NumberFormat(htmlLang, { style: 'currency', currency: order.currency })
            const paymentPage = `/${site}/payment/${order.id}`
            const open = order.status === 'unpaid'
            const reason =
              order.status === 'invalid' && order.invalidReason
                ? payment.reasons[REASON_KEYS[order.invalidReason]]
                : null
            return (
              <tr key={order.id} role="row" data-order={order.id} data-status={order.status}>
                <th role="rowheader" scope="row" data-label={t.orderNo}>
                  <a href={paymentPage} aria-label={fill(t.details, { id: String(order.id) })}>
                    {order.id}
                  </a>
                </th>
                <td role="cell" data-label={t.package}>
                  {fill(t.packageYear, { package: order.packageName })}
                </td>
                <td role="cell" data-label={t.date}>
                  <time dateTime={order.createdAt}>{day.format(new Date(order.createdAt))}</time>
                </td>
                <td role="cell" data-label={t.amount} className={styles.number}>
                  {money.format(order.amount)}
                </td>
                <td role="cell" data-label={t.status}>
                  <span className={styles.status} data-status={order.status} data-testid="my-order-status">
                    <span aria-hidden="true" className={styles.mark}>
                      {STATUS_MARKS[order.status]}
                    </span>
                    {payment.statuses[order.status]}
                    {reason && (htmlLang.startsWith('zh') ? `（${reason}）` : ` (${reason})`)}
                  </span>
                  {open && (
                    <span className={styles.detail}>
                      {fill(t.reservedUntil, { date: dateTime.format(new Date(order.reservedUntil)) })}
                    </span>
                  )}
                  {order.received > 0 && (
                    <span className={styles.detail} data-testid="my-order-received">
                      {fill(t.received, { amount: money.format(order.received) })}
                    </span>
                  )}
                  {order.outstanding != null && (
                    <span className={`${styles.detail} ${styles.strong}`} data-testid="my-order-outstanding">
                      {fill(t.outstanding, { amount: money.format(order.outstanding) })}
                    </span>
                  )}
                  {order.refunded > 0 && (
                    <span className={styles.detail}>{fill(t.refunded, { amount: money.format(order.refunded) })}</span>
                  )}
                  {order.paidAt && PAID_STATES.has(order.status) && (
                    <span className={styles.detail}>
                      {fill(t.paidAt, { date: day.format(new Date(order.paidAt)) })}
                    </span>
                  )}
                </td>
                <td
                  role="cell"
                  data-label={t.actions}
                  data-empty={open || PAID_STATES.has(order.status) ? undefined : ''}
                >
                  <div className={styles.actions}>
                    {open && (
                      <>
                        <a
                          href={paymentPage}
                          className={`${blockStyles.btn} ${blockStyles.btnPrimary} ${styles.pay}`}
                          aria-label={fill(t.payLabel, { id: String(order.id) })}
                        >
                          {t.pay}
                        </a>
                        <span className={styles.hint}>{t.payHint}</span>
                      </>
                    )}
                    {PAID_STATES.has(order.status) && (
                      <a
                        href={`/pay/invoice/${order.id}`}
                        className={styles.receipt}
                        aria-label={fill(t.receiptLabel, { id: String(order.id) })}
                      >
                        {t.receipt}
                      </a>
                    )}
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** A shape beside each status word, so the state does not rest on colour alone. */
const STATUS_MARKS: Record<MyOrder['status'], string> = {
  unpaid: '◷',
  paid: '✓',
  'partially-refunded': '✓',
  refunded: '↺',
  invalid: '✕',
  cancelled: '✕',
}

'use client'

import { useEffect, useState } from 'react'

import type { Site } from '../../../domain/locale'
import { membershipLevelOf } from '../../../domain/permissions'
import { packagePagePath } from '../../../domain/routing'
import { fill } from '../../../i18n/fill'
import type { UiStrings } from '../../../i18n/types'
import { fetchSignedInUser, type OrderView } from './order'
import styles from './Purchase.module.css'

const REASON_KEYS = {
  expired: 'expired',
  upgraded: 'upgraded',
  offline: 'offline',
  'fee-adjusted': 'feeAdjusted',
} as const

/** The order's number, package, amount, state (with why it is invalid) and dates; once paid, the member's new level. */
export function OrderSummary({
  order,
  site,
  htmlLang,
  t,
}: {
  order: OrderView
  site: Site
  htmlLang: string
  t: UiStrings['payment']
}) {
  const level = usePaidLevel(order.status === 'paid')
  const dateTime = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long', timeStyle: 'short' })
  const money = new Intl.NumberFormat(htmlLang, { style: 'currency', currency: order.currency })
  const reason = order.invalidReason ? t.reasons[REASON_KEYS[order.invalidReason]] : null

  return (
    <section className={styles.panel} aria-labelledby="order-heading">
      <h2 id="order-heading" style={{ margin: 0 }}>
        {t.orderNo} {order.id}
      </h2>
      <dl className={styles.summary}>
        <dt>{t.package}</dt>
        <dd>{order.packageName}</dd>
        <dt>{t.amount}</dt>
        <dd>{money.format(order.amount)}</dd>
        <dt>{t.status}</dt>
        <dd>
          <span className={styles.status} data-status={order.status} data-testid="order-status">
            {t.statuses[order.status]}
          </span>
          {reason && <> ({reason})</>}
        </dd>
        {order.status === 'unpaid' && (
          <>
            <dt>{t.reservedUntil}</dt>
            <dd>
              <time dateTime={order.reservedUntil}>{dateTime.format(new Date(order.reservedUntil))}</time>
            </dd>
          </>
        )}
        {order.outstanding != null && order.received ? (
          <>
            <dt>{t.received}</dt>
            <dd data-testid="order-received">{money.format(order.received)}</dd>
            <dt>{t.outstanding}</dt>
            <dd data-testid="order-outstanding">
              <strong>{money.format(order.outstanding)}</strong>
            </dd>
          </>
        ) : null}
        {order.paidAt && (
          <>
            <dt>{t.paidAt}</dt>
            <dd>
              <time dateTime={order.paidAt}>{dateTime.format(new Date(order.paidAt))}</time>
            </dd>
          </>
        )}
      </dl>
      {order.status === 'paid' && (
        <p className={styles.success} role="status">
          {t.paidThanks}
          {level !== null && (
            <>
              <br />
              <span data-testid="member-level">
                {fill(t.memberLevel, { level: t.levels[`l${level}` as keyof typeof t.levels] ?? String(level) })}
              </span>
            </>
          )}
        </p>
      )}
      {order.invoiceNumber && (
        <p>
          <a
            href={`/pay/invoice/${order.id}`}
            download={`${order.invoiceNumber}.pdf`}
            data-testid="invoice-link"
            className={styles.receipt}
          >
            {t.receipt}
          </a>{' '}
          <span className={styles.hint}>{order.invoiceNumber}</span>
        </p>
      )}
      {(order.status === 'invalid' || order.status === 'cancelled') && (
        <p>
          <a href={`${packagePagePath(site)}#purchase`}>{t.newOrder}</a>
        </p>
      )}
    </section>
  )
}

/** The member's level once the order is paid (read again: the payment just raised it); null until known. */
function usePaidLevel(paid: boolean): number | null {
  const [level, setLevel] = useState<number | null>(null)
  useEffect(() => {
    if (!paid) return
    fetchSignedInUser()
      .then((user) => setLevel(membershipLevelOf(user?.membership ?? 0)))
      .catch(() => setLevel(null))
  }, [paid])
  return level
}

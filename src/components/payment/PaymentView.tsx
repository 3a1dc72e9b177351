'use client'
/**
 * The visitor's side of the payment page: loads the order from GET /public/payment/{id} (owner or staff only),
 * shows its state and reservation deadline, pays with PayPal (the PayPal JS button against PayPal itself; our own
 * button against a PayPal-compatible test server) and shows the bank-transfer details while the order is unpaid.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import blockStyles from '../../blocks/blocks.module.css'
import { paymentLookup } from '../../domain/api-client'
import { siteToLocale, type Site } from '../../domain/locale'
import { membershipLevelOf } from '../../domain/permissions'
import { fill } from '../../i18n/fill'
import type { UiStrings } from '../../i18n/types'
import { withReturn } from '../member/MemberArea'
import { getJson, postJson } from '../forms/public-api'
import styles from './Purchase.module.css'

interface OrderView {
  id: number
  status: 'unpaid' | 'paid' | 'invalid' | 'cancelled'
  invalidReason: 'expired' | 'upgraded' | 'offline' | 'fee-adjusted' | null
  amount: number
  currency: string
  packageName: string
  reservedUntil: string
  paidAt: string | null
  checkout: { paypal: 'sdk' | 'direct' | 'off'; paypalClientId: string | null }
}

interface PaypalButtons {
  Buttons(options: {
    createOrder: () => Promise<string>
    onApprove: () => Promise<void>
    onError: (error: unknown) => void
  }): { render(target: HTMLElement): Promise<void> }
}

const REASON_KEYS = { expired: 'expired', upgraded: 'upgraded', offline: 'offline', 'fee-adjusted': 'feeAdjusted' } as const

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
  const [payError, setPayError] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)
  const [level, setLevel] = useState<number | null>(null)
  const paypalTarget = useRef<HTMLDivElement>(null)
  const serviceName = site === 'ru' ? 'ru' : 'en'

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

  useEffect(() => {
    if (order?.status !== 'paid') return
    fetch('/api/members/me', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => response.json())
      .then((body: { user?: { membership?: number } | null }) => setLevel(membershipLevelOf(body.user?.membership ?? 0)))
      .catch(() => setLevel(null))
  }, [order?.status])

  const capture = useCallback(async () => {
    const captured = await postJson<OrderView>('/public/paypal/capture', { orderId: Number(id), serviceName }, siteToLocale(site))
    if (captured.ok && captured.answer.data) setOrder(captured.answer.data)
    else setPayError(captured.answer?.msg ?? t.loadFailed)
  }, [id, serviceName, site, t.loadFailed])

  const createPaypalOrder = useCallback(async (): Promise<string> => {
    const created = await postJson<{ paypalOrderId: string }>('/public/paypal', { orderId: Number(id), serviceName }, siteToLocale(site))
    if (!created.ok || !created.answer.data) throw new Error(created.answer?.msg ?? t.loadFailed)
    return created.answer.data.paypalOrderId
  }, [id, serviceName, site, t.loadFailed])

  // Direct checkout (a PayPal-compatible test server approves at once): create, then capture.
  const payDirect = async () => {
    setPayError(null)
    setPaying(true)
    try {
      await createPaypalOrder()
      await capture()
    } catch (error) {
      setPayError(error instanceof Error ? error.message : t.loadFailed)
    } finally {
      setPaying(false)
    }
  }

  // PayPal's JS button: the buyer approves in PayPal's window, then we capture on the server.
  const sdkClientId = order?.status === 'unpaid' && order.checkout.paypal === 'sdk' ? order.checkout.paypalClientId : null
  useEffect(() => {
    if (!sdkClientId || !paypalTarget.current) return
    const target = paypalTarget.current
    const render = () => {
      const paypal = (window as unknown as { paypal?: PaypalButtons }).paypal
      if (!paypal) return
      target.innerHTML = ''
      void paypal
        .Buttons({
          createOrder: createPaypalOrder,
          onApprove: capture,
          onError: (error) => setPayError(error instanceof Error ? error.message : t.loadFailed),
        })
        .render(target)
    }
    const existing = document.querySelector<HTMLScriptElement>('script[data-paypal-sdk]')
    if (existing) {
      render()
      return
    }
    const script = document.createElement('script')
    script.src = `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(sdkClientId)}&currency=USD&intent=capture`
    script.dataset.paypalSdk = 'true'
    script.async = true
    script.onload = render
    document.head.appendChild(script)
  }, [sdkClientId, createPaypalOrder, capture, t.loadFailed])

  if (problem) {
    return (
      <div className={styles.panel}>
        <p className={styles.alert} role="alert">
          {problem}
        </p>
        {needsLogin && (
          <p>
            <a href={withReturn(loginHref, site, `/${site}/payment/${id}`)} className={`${blockStyles.btn} ${blockStyles.btnPrimary}`}>
              {common.login}
            </a>
          </p>
        )}
        <p>
          <a href={`/${site}/package#purchase`}>{t.newOrder}</a>
        </p>
      </div>
    )
  }
  if (!order) return <p aria-live="polite">{common.loading}</p>

  const dateTime = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long', timeStyle: 'short' })
  const money = new Intl.NumberFormat(htmlLang, { style: 'currency', currency: order.currency })
  const reason = order.invalidReason ? t.reasons[REASON_KEYS[order.invalidReason]] : null

  return (
    <div style={{ display: 'grid', gap: 24 }}>
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
                <span data-testid="member-level">{fill(t.memberLevel, { level: t.levels[`l${level}` as keyof typeof t.levels] ?? String(level) })}</span>
              </>
            )}
          </p>
        )}
        {(order.status === 'invalid' || order.status === 'cancelled') && (
          <p>
            <a href={`/${site}/package#purchase`}>{t.newOrder}</a>
          </p>
        )}
      </section>

      {order.status === 'unpaid' && (
        <section className={styles.panel} aria-labelledby="online-heading">
          <h2 id="online-heading" style={{ margin: 0 }}>
            {t.payOnline}
          </h2>
          {order.checkout.paypal === 'off' && <p>{t.paypalUnavailable}</p>}
          {order.checkout.paypal !== 'off' && <p className={styles.hint}>{t.paypalHint}</p>}
          {order.checkout.paypal === 'sdk' && <div ref={paypalTarget} />}
          {order.checkout.paypal === 'direct' && (
            <div>
              <button type="button" className={`${blockStyles.btn} ${blockStyles.btnPrimary}`} onClick={payDirect} disabled={paying}>
                {paying ? t.paying : t.payWithPaypal}
              </button>
            </div>
          )}
          {payError && (
            <p className={styles.alert} role="alert">
              {payError}
            </p>
          )}
        </section>
      )}

      {order.status === 'unpaid' && bankTransfer}
    </div>
  )
}

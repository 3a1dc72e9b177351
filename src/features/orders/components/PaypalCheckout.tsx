'use client'
/**
 * Paying an unpaid order online: the PayPal JS button against PayPal itself (`sdk`), or our own button against a
 * PayPal-compatible test server (`direct`); either creates the PayPal order, then captures it on the server.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

import blockStyles from '../../../kit/blocks.module.css'
import { siteToLocale, type Site } from '../../../domain/locale'
import type { UiStrings } from '../../../i18n/types'
import { postJson } from '../../forms/components/public-api'
import type { OrderView } from './order'
import styles from './Purchase.module.css'

interface PaypalButtons {
  Buttons(options: {
    createOrder: () => Promise<string>
    onApprove: () => Promise<void>
    onError: (error: unknown) => void
  }): { render(target: HTMLElement): Promise<void> }
}

export function PaypalCheckout({
  order,
  site,
  t,
  onCaptured,
}: {
  order: OrderView
  site: Site
  t: UiStrings['payment']
  onCaptured: (order: OrderView) => void
}) {
  const [payError, setPayError] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)
  const paypalTarget = useRef<HTMLDivElement>(null)
  const serviceName = site === 'ru' ? 'ru' : 'en'
  const orderId = order.id

  const capture = useCallback(async () => {
    const captured = await postJson<OrderView>('/public/paypal/capture', { orderId, serviceName }, siteToLocale(site))
    if (captured.ok && captured.answer.data) onCaptured(captured.answer.data)
    else setPayError(captured.answer?.msg ?? t.loadFailed)
  }, [orderId, serviceName, site, t.loadFailed, onCaptured])

  const createPaypalOrder = useCallback(async (): Promise<string> => {
    const created = await postJson<{ paypalOrderId: string }>(
      '/public/paypal',
      { orderId, serviceName },
      siteToLocale(site),
    )
    if (!created.ok || !created.answer.data) throw new Error(created.answer?.msg ?? t.loadFailed)
    return created.answer.data.paypalOrderId
  }, [orderId, serviceName, site, t.loadFailed])

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
  const sdkClientId = order.checkout.paypal === 'sdk' ? order.checkout.paypalClientId : null
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

  return (
    <section className={styles.panel} aria-labelledby="online-heading">
      <h2 id="online-heading" style={{ margin: 0 }}>
        {t.payOnline}
      </h2>
      {order.checkout.paypal === 'off' && <p>{t.paypalUnavailable}</p>}
      {order.checkout.paypal !== 'off' && <p className={styles.hint}>{t.paypalHint}</p>}
      {order.checkout.paypal === 'sdk' && <div ref={paypalTarget} />}
      {order.checkout.paypal === 'direct' && (
        <div>
          <button
            type="button"
            className={`${blockStyles.btn} ${blockStyles.btnPrimary}`}
            onClick={payDirect}
            disabled={paying}
          >
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
  )
}

'use client'
/**
 * Above the orders list, for the accountant: a date range (this month by default), "Export CSV" of the orders and
 * payments in it, and revenue by month (paid, refunded, net). Both come from src/features/orders/payments/export.ts,
 * which refuses anyone but editors and administrators.
 */
import { say } from '../../../i18n/catalogue'
import { ORDER_ACTIONS } from '../../../i18n/messages/order-admin'
import { useTranslation } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

type Month = { month: string; currency: string; orders: number; paid: number; refunded: number; net: number }

const today = () => new Date().toISOString().slice(0, 10)
const monthStart = () => `${today().slice(0, 7)}-01`

export function OrderActions() {
  const { i18n } = useTranslation()
  const lang = i18n.language === 'en' || i18n.language === 'ru' ? i18n.language : 'zh'
  const w = (key: keyof typeof ORDER_ACTIONS.zh) => say(ORDER_ACTIONS, lang, key)
  const [from, setFrom] = useState(monthStart)
  const [to, setTo] = useState(today)
  const [months, setMonths] = useState<Month[] | null>(null)
  const [error, setError] = useState('')
  const id = useId()
  const query = `from=${from}&to=${to}`

  useEffect(() => {
    let live = true
    setMonths(null)
    setError('')
    fetch(`/api/orders/revenue?${query}`, { credentials: 'include' })
      .then(async (response) => {
        const body = (await response.json()) as { months?: Month[]; errors?: Array<{ message: string }> }
        if (!live) return
        if (response.ok) setMonths(body.months ?? [])
        else setError(body.errors?.[0]?.message ?? String(response.status))
      })
      .catch(() => live && setError('network'))
    return () => {
      live = false
    }
  }, [query])

  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return (
    <section aria-labelledby={`${id}-revenue`} style={{ margin: '0 0 24px' }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap', marginBottom: 12 }}>
        <label htmlFor={`${id}-from`} style={{ display: 'grid', gap: 4 }}>
          {w('from')}
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-to`} style={{ display: 'grid', gap: 4 }}>
          {w('to')}
          <input id={`${id}-to`} type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        </label>
        <a
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          href={`/api/orders/export.csv?${query}`}
          download
        >
          {w('export')}
        </a>
      </div>
      <h3 id={`${id}-revenue`} style={{ margin: '0 0 8px' }}>
        {w('revenue')}
      </h3>
      {error ? (
        <p role="alert">{error}</p>
      ) : months === null ? (
        <p role="status">{w('loading')}</p>
      ) : months.length === 0 ? (
        <p>{w('none')}</p>
      ) : (
        <table className="table" style={{ maxWidth: 720 }}>
          <thead>
            <tr>
              <th scope="col">{w('month')}</th>
              <th scope="col">{w('orders')}</th>
              <th scope="col">{w('paid')}</th>
              <th scope="col">{w('refunded')}</th>
              <th scope="col">{w('net')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={`${month.month}-${month.currency}`}>
                <th scope="row">{month.month}</th>
                <td>{month.orders}</td>
                <td>{`${number.format(month.paid)} ${month.currency}`}</td>
                <td>{`${number.format(month.refunded)} ${month.currency}`}</td>
                <td>
                  <strong>{`${number.format(month.net)} ${month.currency}`}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

'use client'
/**
 * On a paid PayPal or bank-transfer order in the admin: "Refund…" opens a small form (amount, defaulting to what is
 * left, and a reason; for a bank transfer also the refund transfer's value date and bank reference); "Refund X USD" asks once more, then POST /api/orders/{id}/refund (src/features/orders/payments/refund.ts) and reloads the
 * order with its new refund line and status. Shown only to editors and administrators (the endpoint refuses anyone
 * else too), in the admin's language.
 */
import { say } from '../../../i18n/catalogue'
import { REFUND_BUTTON } from '../../../i18n/messages/order-admin'
import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

type Lang = 'zh' | 'en' | 'ru'

const cents = (n: number) => Math.round(n * 100)

export function RefundButton() {
  const { i18n } = useTranslation()
  const lang: Lang = i18n.language === 'en' || i18n.language === 'ru' ? i18n.language : 'zh'
  const w = (key: keyof typeof REFUND_BUTTON.zh, amount = '') => say(REFUND_BUTTON, lang, key, { amount })
  // Who may change the order (editors and administrators) is the server's answer: the document's update permission.
  const { id, docPermissions } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const method = useFormFields(([fields]) => fields.method?.value as string | undefined)
  const total = useFormFields(([fields]) => Number(fields.amount?.value ?? 0))
  const currency = useFormFields(([fields]) => (fields.currency?.value as string | undefined) ?? 'USD')
  const refundedCents = useFormFields(([fields]) =>
    Object.entries(fields)
      .filter(([path]) => /^refunds\.\d+\.amount$/.test(path))
      .reduce((sum, [, field]) => sum + cents(Number(field.value ?? 0)), 0),
  )
  const left = Math.max(0, cents(total) - refundedCents) / 100
  const [step, setStep] = useState<'closed' | 'form' | 'confirm' | 'working'>('closed')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const [valueDate, setValueDate] = useState('')
  const [reference, setReference] = useState('')
  // One key per refund (amount and reason): a second click, or trying again after an error or a lost answer, refunds
  // once (src/features/orders/payments/refund.ts); changing the amount or the reason makes it another refund.
  const [requestId, setRequestId] = useState('')
  const formId = useId()

  if (!id || !docPermissions?.update) return null
  const bank = method === 'bank-transfer'
  if ((status !== 'paid' && status !== 'partially-refunded') || !(bank || method === 'paypal') || left <= 0) return null
  const shown = `${Number(amount || 0).toFixed(2)} ${currency}`

  async function send() {
    setStep('working')
    setError('')
    const response = await fetch(`/api/orders/${id}/refund`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify({ amount: Number(amount), reason, requestId, ...(bank ? { valueDate, reference } : {}) }),
    }).catch(() => null)
    if (response?.ok) return window.location.reload()
    const body = (await response?.json().catch(() => null)) as { errors?: Array<{ message?: string }> } | null
    setError(body?.errors?.[0]?.message ?? `${w('failed')} (${response?.status ?? 'network'})`)
    setStep('form')
  }

  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      {step === 'closed' ? (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={() => {
            setAmount(left.toFixed(2))
            setStep('form')
          }}
        >
          {w('open')}
        </button>
      ) : (
        <fieldset
          aria-labelledby={`${formId}-title`}
          style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 16, maxWidth: 520 }}
        >
          <legend id={`${formId}-title`} style={{ fontWeight: 600, padding: '0 4px' }}>
            {w(bank ? 'bankTitle' : 'title')}
          </legend>
          <p style={{ margin: '0 0 12px' }}>
            {w('left')}: <strong>{`${left.toFixed(2)} ${currency}`}</strong>
          </p>
          <label htmlFor={`${formId}-amount`} style={{ display: 'block', marginBottom: 4 }}>
            {w('amount')} ({currency})
          </label>
          <input
            id={`${formId}-amount`}
            name="refundAmount"
            inputMode="decimal"
            value={amount}
            disabled={step !== 'form'}
            onChange={(event) => {
              setAmount(event.target.value)
              setRequestId('')
            }}
            style={{ width: '100%', marginBottom: 12 }}
          />
          <label htmlFor={`${formId}-reason`} style={{ display: 'block', marginBottom: 4 }}>
            {w('reason')}
          </label>
          <textarea
            id={`${formId}-reason`}
            name="refundReason"
            value={reason}
            maxLength={500}
            rows={2}
            disabled={step !== 'form'}
            onChange={(event) => {
              setReason(event.target.value)
              setRequestId('')
            }}
            style={{ width: '100%', marginBottom: 12 }}
          />
          {bank ? (
            <>
              <label htmlFor={`${formId}-date`} style={{ display: 'block', marginBottom: 4 }}>
                {w('valueDate')}
              </label>
              <input
                id={`${formId}-date`}
                name="refundValueDate"
                type="date"
                value={valueDate}
                disabled={step !== 'form'}
                onChange={(event) => setValueDate(event.target.value)}
                style={{ width: '100%', marginBottom: 12 }}
              />
              <label htmlFor={`${formId}-reference`} style={{ display: 'block', marginBottom: 4 }}>
                {w('reference')}
              </label>
              <input
                id={`${formId}-reference`}
                name="refundReference"
                value={reference}
                maxLength={100}
                disabled={step !== 'form'}
                onChange={(event) => setReference(event.target.value)}
                style={{ width: '100%', marginBottom: 12 }}
              />
            </>
          ) : null}
          {step === 'confirm' || step === 'working' ? <p role="alert">{w(bank ? 'bankSure' : 'sure', shown)}</p> : null}
          {error ? (
            <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
              {error}
            </p>
          ) : null}
          <div style={{ display: 'flex', gap: 8 }}>
            {step === 'form' ? (
              <button
                type="button"
                className="btn btn--style-primary btn--size-small"
                onClick={() => {
                  // Kept after a failed or unanswered attempt: trying the same refund again cannot refund twice.
                  setRequestId((current) => current || crypto.randomUUID())
                  setStep('confirm')
                }}
                disabled={!reason.trim() || !(Number(amount) > 0) || (bank && (!valueDate || !reference.trim()))}
              >
                {w('review')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn--style-primary btn--size-small"
                onClick={send}
                disabled={step === 'working'}
                aria-busy={step === 'working'}
              >
                {step === 'working' ? w('working') : w('confirm', shown)}
              </button>
            )}
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              onClick={() => setStep('closed')}
              disabled={step === 'working'}
            >
              {w('cancel')}
            </button>
          </div>
        </fieldset>
      )}
    </div>
  )
}

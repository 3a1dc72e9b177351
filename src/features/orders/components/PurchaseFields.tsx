'use client'
/** The purchase form's own fields: a labelled input with its message line, and the image code with its refresh. */
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

import styles from './Purchase.module.css'

/** A text input with its label and one line below for the error, else the hint. */
export function PurchaseField({
  name,
  label,
  type,
  autoComplete,
  hint,
  error,
  registration,
}: {
  name: string
  label: string
  type: string
  autoComplete: string
  hint?: string
  error?: FieldError
  registration: UseFormRegisterReturn
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`purchase-${name}`}>{label}</label>
      <input
        id={`purchase-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={`purchase-${name}-msg`}
        {...registration}
      />
      <span id={`purchase-${name}-msg`}>
        {error ? (
          <span className={styles.error}>{error.message}</span>
        ) : hint ? (
          <span className={styles.hint}>{hint}</span>
        ) : null}
      </span>
    </div>
  )
}

/** The image code a guest types: a fresh image per `imageKey`, and a button for another one. */
export function PurchaseCaptcha({
  label,
  imageLabel,
  refreshLabel,
  imageKey,
  onRefresh,
  error,
  registration,
}: {
  label: string
  imageLabel: string
  refreshLabel: string
  imageKey: number
  onRefresh: () => void
  error?: FieldError
  registration: UseFormRegisterReturn
}) {
  return (
    <div className={styles.field}>
      <label htmlFor="purchase-captcha">{label}</label>
      <div className={styles.captcha}>
        <input
          id="purchase-captcha"
          type="text"
          autoComplete="off"
          inputMode="text"
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby="purchase-captcha-msg"
          {...registration}
        />
        {/* A fresh SVG per request: a plain <img>, never optimised or cached. */}
        <img src={`/public/captcha?k=${imageKey}`} alt={imageLabel} width={132} height={44} />
        <button type="button" className={styles.linkButton} onClick={onRefresh}>
          {refreshLabel}
        </button>
      </div>
      <span id="purchase-captcha-msg">{error && <span className={styles.error}>{error.message}</span>}</span>
    </div>
  )
}

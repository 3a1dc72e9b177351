/** A labelled form control with its error, wired for assistive technology (aria-invalid, aria-describedby). */
import type { ReactNode } from 'react'

import styles from './forms.module.css'

export function Field({
  id,
  label,
  error,
  required,
  optionalLabel,
  children,
}: {
  id: string
  label: string
  error?: string
  required?: boolean
  optionalLabel?: string
  children: ReactNode
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : (
          optionalLabel && <span className={styles.optional}>({optionalLabel})</span>
        )}
      </label>
      {children}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** The aria props of a control for its Field. */
export function describedBy(id: string, error: string | undefined, required = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  } as const
}

'use client'
/**
 * The consent checkbox of every form that collects personal data (src/domain/consent.ts): unticked, its
 * label links to the site's privacy policy, and the form does not send until it is ticked. Either registered with
 * react-hook-form (`registration`) or held by `useConsent`.
 */
import { useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { CONSENT_LABEL, CONSENT_REQUIRED, privacyHref } from '@/domain/consent'
import type { Locale } from '@/domain/locale'

import styles from './forms.module.css'

type Held = { checked: boolean; onChange: (checked: boolean) => void }

export function ConsentCheckbox({
  id,
  locale,
  error,
  registration,
  held,
}: {
  id: string
  locale: Locale
  error?: string
  registration?: UseFormRegisterReturn
  held?: Held
}) {
  const label = CONSENT_LABEL[locale]
  const control = registration ?? {
    checked: held?.checked ?? false,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => held?.onChange(event.target.checked),
  }
  return (
    <div className={styles.consent}>
      <input
        id={id}
        type="checkbox"
        name="consent"
        data-consent=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required
        {...control}
      />
      <label htmlFor={id}>
        {label.before}{' '}
        <a href={privacyHref(locale)} target="_blank" rel="noopener">
          {label.link}
        </a>
        {label.after}
      </label>
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** The consent of a form not registered with react-hook-form: `validate()` before sending shows the message. */
export function useConsent(locale: Locale) {
  const [checked, setChecked] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  return {
    held: { checked, onChange: (value: boolean) => (setChecked(value), setError(undefined)) } satisfies Held,
    error,
    validate(): boolean {
      setError(checked ? undefined : CONSENT_REQUIRED[locale])
      return checked
    },
    reset() {
      setChecked(false)
      setError(undefined)
    },
  }
}

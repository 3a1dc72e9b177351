'use client'
/** The image code of GET /public/captcha with its input and a refresh button; `version` changes load a new image. */
import type { UseFormRegisterReturn } from 'react-hook-form'

import { describedBy, Field } from './Field'
import styles from './forms.module.css'
import { publicApiUrl } from './public-api'

export function ImageCode({
  id,
  label,
  alt,
  refreshLabel,
  error,
  version,
  onRefresh,
  registration,
}: {
  id: string
  label: string
  alt: string
  refreshLabel: string
  error?: string
  version: number
  onRefresh: () => void
  registration: UseFormRegisterReturn
}) {
  return (
    <Field id={id} label={label} error={error} required>
      <div className={styles.inline}>
        <input
          className={styles.input}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={8}
          {...describedBy(id, error, true)}
          {...registration}
        />
        <img
          className={styles.captchaImage}
          src={publicApiUrl(`/public/captcha?v=${version}`)}
          alt={alt}
          width={132}
          height={44}
          data-testid="image-code"
        />
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onRefresh}>
          {refreshLabel}
        </button>
      </div>
    </Field>
  )
}

'use client'

/**
 * A member's forgotten password, on the sites (not the staff admin): without a token, the e-mail form asks Payload's
 * POST /api/members/forgot-password to mail a link (in the page's language) to /reset-password?token=…; with the
 * token, the new password goes to POST /api/members/reset-password, and the member logs in with it.
 */
import { useEffect, useId, useState } from 'react'

import { localeToSite, htmlLangOf, type Locale } from '../../../domain/locale'
import { isEmail, MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES } from '../../../domain/validation'
import { uiStrings } from '../../../i18n'
import styles from './AccountForm.module.css'

async function post(path: string, body: unknown): Promise<boolean> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  }).catch(() => null)
  return response?.ok ?? false
}

export function ResetPasswordForm({
  locale,
  token,
  loginHref,
}: {
  locale: Locale
  token: string | null
  loginHref: string
}) {
  const t = uiStrings(locale).account
  const m = VALIDATION_MESSAGES[locale]
  const ids = useId()
  const [value, setValue] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    document.documentElement.lang = htmlLangOf(localeToSite(locale))
  }, [locale])

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    setFailure(null)
    if (token === null) {
      const email = value.trim()
      const problem = email === '' ? m.emailRequired : isEmail(email) ? null : m.emailInvalid
      setFieldError(problem)
      if (problem) return
      setBusy(true)
      // The same answer whether or not the e-mail has an account.
      await post(`/api/members/forgot-password?locale=${locale}`, { email })
      setBusy(false)
      setNotice(t.resetRequestSent)
      return
    }
    const problem = value.length < MIN_PASSWORD_LENGTH ? m.passwordTooShort : null
    setFieldError(problem)
    if (problem) return
    setBusy(true)
    const ok = await post(`/api/members/reset-password?locale=${locale}`, { token, password: value })
    setBusy(false)
    if (ok) setNotice(t.resetDone)
    else setFailure(t.resetFailed)
  }

  const inputId = `${ids}-value`
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={failure ? `${ids}-failure` : undefined}
    >
      {token === null && <p>{t.resetRequestIntro}</p>}
      {!notice && (
        <div className={styles.field}>
          <label htmlFor={inputId}>{token === null ? t.emailLabel : t.newPasswordLabel}</label>
          <input
            id={inputId}
            type={token === null ? 'email' : 'password'}
            autoComplete={token === null ? 'email' : 'new-password'}
            required
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${inputId}-error` : undefined}
          />
          {fieldError && (
            <p id={`${inputId}-error`} className={styles.fieldError}>
              {fieldError}
            </p>
          )}
        </div>
      )}
      {failure && (
        <p id={`${ids}-failure`} className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {!notice && (
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? t.submitting : token === null ? t.resetRequestSubmit : t.resetSubmit}
        </button>
      )}
      <p className={styles.switch}>
        <a href={loginHref}>{t.loginTitle}</a>
      </p>
    </form>
  )
}

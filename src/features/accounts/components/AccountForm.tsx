'use client'

/**
 * The console's log-in and registration forms (served here by default; the purchase flow reuses them through
 * `/login?redirect=…` and `/register?redirect=…`). Both go through Payload's auth: POST /api/members/login sets
 * the http-only `ts-token` cookie; POST /api/members creates a NORMAL member (image code required), then logs in.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { localeToSite, htmlLangOf, type Locale } from '../../../domain/locale'
import { uiStrings } from '../../../i18n'
import { ConsentCheckbox } from '../../forms/components/ConsentCheckbox'
import { loginSchema, registerSchema, restErrorMessage, type RegisterValues } from './account-pages'
import styles from './AccountForm.module.css'

type Mode = 'login' | 'register'

async function logIn(email: string, password: string, locale: Locale): Promise<string | null> {
  const response = await fetch(`/api/members/login?locale=${locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ email, password }),
  })
  if (response.ok) return null
  const body: unknown = await response.json().catch(() => null)
  return response.status === 401
    ? uiStrings(locale).account.loginFailed
    : (restErrorMessage(body) ?? uiStrings(locale).account.loginFailed)
}

export function AccountForm({
  mode,
  locale,
  redirect,
  switchHref,
  forgotHref,
}: {
  mode: Mode
  locale: Locale
  redirect: string
  switchHref: string
  forgotHref?: string
}) {
  const t = uiStrings(locale).account
  const ids = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [captchaKey, setCaptchaKey] = useState(() => 0)
  const schema = mode === 'login' ? loginSchema(locale) : registerSchema(locale)
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({ resolver: zodResolver(schema as ReturnType<typeof registerSchema>), mode: 'onSubmit' })

  useEffect(() => {
    document.documentElement.lang = htmlLangOf(localeToSite(locale))
  }, [locale])

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    if (mode === 'register') {
      const response = await fetch(`/api/members?locale=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({
          email: values.email,
          password: values.password,
          nickname: values.nickname || undefined,
          captcha: values.captcha,
          consent: values.consent,
        }),
      })
      if (!response.ok) {
        setFailure(restErrorMessage(await response.json().catch(() => null)) ?? t.registerFailed)
        setValue('captcha', '')
        setCaptchaKey((key) => key + 1)
        return
      }
      setNotice(t.registered)
    }
    const error = await logIn(values.email, values.password, locale)
    if (error) {
      setNotice(null)
      setFailure(error)
      return
    }
    window.location.assign(redirect)
  })

  const field = (name: keyof RegisterValues) => ({
    id: `${ids}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined,
  })
  const errorOf = (name: keyof RegisterValues) =>
    errors[name]?.message ? (
      <p id={`${ids}-${name}-error`} className={styles.fieldError}>
        {errors[name]?.message}
      </p>
    ) : null

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={failure ? `${ids}-failure` : undefined}
    >
      <div className={styles.field}>
        <label htmlFor={`${ids}-email`}>{t.emailLabel}</label>
        <input type="email" autoComplete="email" required {...field('email')} {...register('email')} />
        {errorOf('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-password`}>{t.passwordLabel}</label>
        <input
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          {...field('password')}
          {...register('password')}
        />
        {errorOf('password')}
      </div>
      {mode === 'register' && (
        <>
          <div className={styles.field}>
            <label htmlFor={`${ids}-nickname`}>{t.nicknameLabel}</label>
            <input type="text" autoComplete="nickname" {...field('nickname')} {...register('nickname')} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${ids}-captcha`}>{t.captchaLabel}</label>
            <div className={styles.captchaRow}>
              <input
                type="text"
                autoComplete="off"
                inputMode="text"
                required
                maxLength={8}
                {...field('captcha')}
                {...register('captcha')}
              />
              {/* A new image (and cookie) on every mount and refresh: never cached. */}
              <img
                key={captchaKey}
                src={`/public/captcha?n=${captchaKey}`}
                alt={t.captchaImage}
                width={120}
                height={40}
                className={styles.captcha}
              />
              <button type="button" className={styles.linkButton} onClick={() => setCaptchaKey((key) => key + 1)}>
                {t.captchaRefresh}
              </button>
            </div>
            {errorOf('captcha')}
          </div>
          <ConsentCheckbox
            id={`${ids}-consent`}
            locale={locale}
            error={errors.consent?.message}
            registration={register('consent')}
          />
        </>
      )}
      {failure && (
        <p id={`${ids}-failure`} className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      {notice && !failure && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t.submitting : mode === 'login' ? t.loginSubmit : t.registerSubmit}
      </button>
      {mode === 'login' && forgotHref && (
        <p className={styles.switch}>
          <a href={forgotHref}>{t.forgotLink}</a>
        </p>
      )}
      <p className={styles.switch}>
        {mode === 'login' ? t.noAccount : t.haveAccount}{' '}
        <a href={switchHref}>{mode === 'login' ? t.registerTitle : t.loginTitle}</a>
      </p>
    </form>
  )
}

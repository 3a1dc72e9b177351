'use client'
/**
 * The purchase form (SPEC §3, §5): a guest gives first and last name, e-mail, password (≥ 6), agrees to the
 * package terms and types the image code; a logged-in member only agrees. Then the member (new or logged in) places
 * the order (POST /pay/payment) and goes to the payment page. The tier comes from `?tier=` (read here: the package
 * page is cached for everyone).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { siteToLocale, type Site } from '../domain/locale'
import { purchaseFormSchema, type PurchaseForm as PurchaseValues } from '../domain/validation'
import blockStyles from '../blocks/blocks.module.css'
import { fill } from '../i18n/fill'
import type { UiStrings } from '../i18n/types'
import { FlagImage } from '../blocks/FlagImage'
import { postJson } from './forms/public-api'
import styles from './Purchase.module.css'

export interface PurchaseTier {
  code: string
  name: string
  priceUsd: number
  /** What the package covers, each country with its flag (alpha-2) and name. */
  countries: { imports: { alpha2: string; name: string }[]; exports: { alpha2: string; name: string }[] }
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

export function PurchaseForm({ site, tiers, t }: { site: Site; tiers: PurchaseTier[]; t: Pick<UiStrings, 'purchase' | 'pricing'> }) {
  const locale = siteToLocale(site)
  const requested = useSearchParams().get('tier')
  const initialTier = tiers.find((tier) => tier.code.toLowerCase() === requested?.toLowerCase())?.code ?? tiers.find(() => true)?.code ?? ''
  const [tier, setTier] = useState(initialTier)
  const [member, setMember] = useState<{ email: string } | null | undefined>(undefined)
  const [captchaKey, setCaptchaKey] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => setTier(initialTier), [initialTier])

  useEffect(() => {
    let live = true
    fetch('/api/members/me', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : { user: null }))
      .then((body: { user?: { email?: string; collection?: string } | null }) => {
        if (live) setMember(body.user?.collection === 'members' && body.user.email ? { email: body.user.email } : null)
      })
      .catch(() => live && setMember(null))
    return () => {
      live = false
    }
  }, [])

  const schema = member ? purchaseFormSchema(locale).pick({ agreeTerms: true }) : purchaseFormSchema(locale)
  const form = useForm<PurchaseValues>({ resolver: zodResolver(schema as ReturnType<typeof purchaseFormSchema>) })
  const { register, handleSubmit, formState, setError } = form
  const errors = formState.errors

  const placeOrder = useCallback(async () => {
    const placed = await postJson<{ id: number }>('/pay/payment', { packageCode: tier, serviceName: locale }, locale)
    if (placed.ok && placed.answer.data) {
      window.location.assign(`/${site}/payment/${placed.answer.data.id}`)
      return
    }
    setProblem(placed.answer?.msg || t.purchase.failed)
  }, [locale, site, tier, t.purchase.failed])

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null)
    setBusy(true)
    try {
      if (!member) {
        const registered = await postJson('/public/purchase/register', { ...values, serviceName: locale }, locale)
        if (registered.answer?.code === 20008) {
          setError('captcha', { message: registered.answer.msg })
          setCaptchaKey((key) => key + 1)
          return
        }
        if (!registered.ok) {
          setProblem(registered.answer?.msg || t.purchase.failed)
          setCaptchaKey((key) => key + 1)
          return
        }
      }
      await placeOrder()
    } catch {
      setProblem(t.purchase.failed)
    } finally {
      setBusy(false)
    }
  })

  const field = (name: 'firstName' | 'lastName' | 'email' | 'password', label: string, type: string, autoComplete: string, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`purchase-${name}`}>{label}</label>
      <input
        id={`purchase-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? 'true' : 'false'}
        aria-describedby={`purchase-${name}-msg`}
        {...register(name)}
      />
      <span id={`purchase-${name}-msg`}>
        {errors[name] ? <span className={styles.error}>{errors[name]?.message}</span> : hint ? <span className={styles.hint}>{hint}</span> : null}
      </span>
    </div>
  )

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-busy={busy} data-ready={member !== undefined ? 'true' : 'false'}>
      <div className={styles.field}>
        <label htmlFor="purchase-tier">{t.purchase.package}</label>
        <select id="purchase-tier" name="tier" value={tier} onChange={(event) => setTier(event.target.value)}>
          {tiers.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name} · {usd.format(option.priceUsd)} {t.pricing.perYear}
            </option>
          ))}
        </select>
        <TierCountries tier={tiers.find((option) => option.code === tier)} t={t} />
      </div>
      {member ? (
        <p>{fill(t.purchase.signedInAs, { email: member.email })}</p>
      ) : (
        <>
          <div className={styles.row}>
            {field('firstName', t.purchase.firstName, 'text', 'given-name')}
            {field('lastName', t.purchase.lastName, 'text', 'family-name')}
          </div>
          <div className={styles.row}>
            {field('email', t.purchase.email, 'email', 'email')}
            {field('password', t.purchase.password, 'password', 'new-password', t.purchase.passwordHint)}
          </div>
        </>
      )}
      <div>
        <div className={styles.check}>
          <input id="purchase-terms" type="checkbox" aria-invalid={errors.agreeTerms ? 'true' : 'false'} aria-describedby="purchase-terms-msg" {...register('agreeTerms')} />
          <label htmlFor="purchase-terms">
            {t.purchase.agreePrefix}{' '}
            <a href={`/${site}/packageterms`} target="_blank" rel="noopener">
              {t.purchase.termsLink}
            </a>
          </label>
        </div>
        <span id="purchase-terms-msg">{errors.agreeTerms && <span className={styles.error}>{errors.agreeTerms.message}</span>}</span>
      </div>
      {!member && member !== undefined && (
        <div className={styles.field}>
          <label htmlFor="purchase-captcha">{t.purchase.captcha}</label>
          <div className={styles.captcha}>
            <input
              id="purchase-captcha"
              type="text"
              autoComplete="off"
              inputMode="text"
              aria-invalid={errors.captcha ? 'true' : 'false'}
              aria-describedby="purchase-captcha-msg"
              {...register('captcha')}
            />
            {/* A fresh SVG per request: a plain <img>, never optimised or cached. */}
            <img src={`/public/captcha?k=${captchaKey}`} alt={t.purchase.captchaImage} width={132} height={44} />
            <button type="button" className={styles.linkButton} onClick={() => setCaptchaKey((key) => key + 1)}>
              {t.purchase.refreshCaptcha}
            </button>
          </div>
          <span id="purchase-captcha-msg">{errors.captcha && <span className={styles.error}>{errors.captcha.message}</span>}</span>
        </div>
      )}
      {problem && (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      )}
      <div>
        <button type="submit" className={`${blockStyles.btn} ${blockStyles.btnPrimary}`} disabled={busy || member === undefined}>
          {busy ? t.purchase.submitting : t.purchase.submit}
        </button>
      </div>
    </form>
  )
}

/** The chosen package's import and export countries, each with its flag. */
function TierCountries({ tier, t }: { tier: PurchaseTier | undefined; t: Pick<UiStrings, 'pricing'> }) {
  if (!tier) return null
  const groups = [
    { key: 'imports', label: t.pricing.importCountries, list: tier.countries.imports },
    { key: 'exports', label: t.pricing.exportCountries, list: tier.countries.exports },
  ].filter((group) => group.list.length > 0)
  return (
    <div className={styles.countries} data-testid="tier-countries">
      {groups.map((group) => (
        <div key={group.key}>
          <p className={styles.label}>{group.label} ({group.list.length})</p>
          <ul>
            {group.list.map((country) => (
              <li key={country.alpha2 || country.name}>
                {country.alpha2 && <FlagImage alpha2={country.alpha2} />}
                {country.name}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

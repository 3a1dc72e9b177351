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

import { siteToLocale, type Site } from '../../../domain/locale'
import { purchaseFormSchema, type PurchaseForm as PurchaseValues } from '../../../domain/validation'
import blockStyles from '../../../kit/blocks.module.css'
import { FlagImage } from '../../../kit/FlagImage'
import { fill } from '../../../i18n/fill'
import type { UiStrings } from '../../../i18n/types'
import { ConsentCheckbox } from '../../forms/components/ConsentCheckbox'
import { postJson } from '../../forms/components/public-api'
import { fetchSignedInUser } from './order'
import styles from './Purchase.module.css'
import { PurchaseCaptcha, PurchaseField } from './PurchaseFields'
import { formatUsd } from '../../../i18n/numbers'

export interface PurchaseTier {
  code: string
  name: string
  priceUsd: number
  /** What the package covers, each country with its flag (alpha-2) and name. */
  countries: { imports: { alpha2: string; name: string }[]; exports: { alpha2: string; name: string }[] }
}

export function PurchaseForm({
  site,
  tiers,
  t,
}: {
  site: Site
  tiers: PurchaseTier[]
  t: Pick<UiStrings, 'purchase' | 'pricing'>
}) {
  const locale = siteToLocale(site)
  const requested = useSearchParams().get('tier')
  const initialTier =
    tiers.find((tier) => tier.code.toLowerCase() === requested?.toLowerCase())?.code ??
    tiers.find(() => true)?.code ??
    ''
  const [tier, setTier] = useState(initialTier)
  const member = useSignedInMember()
  const [captchaKey, setCaptchaKey] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => setTier(initialTier), [initialTier])

  const schema = member
    ? purchaseFormSchema(locale).pick({ agreeTerms: true, consent: true })
    : purchaseFormSchema(locale)
  const form = useForm<PurchaseValues>({ resolver: zodResolver(schema as ReturnType<typeof purchaseFormSchema>) })
  const { register, handleSubmit, formState, setError } = form
  const errors = formState.errors

  const placeOrder = useCallback(async () => {
    const placed = await postJson<{ id: number }>(
      '/pay/payment',
      { packageCode: tier, serviceName: locale, consent: true },
      locale,
    )
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

  return (
    <form
      className={styles.panel}
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      data-ready={member !== undefined ? 'true' : 'false'}
    >
      <div className={styles.field}>
        <label htmlFor="purchase-tier">{t.purchase.package}</label>
        <select id="purchase-tier" name="tier" value={tier} onChange={(event) => setTier(event.target.value)}>
          {tiers.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name} · {formatUsd(option.priceUsd, locale)} {t.pricing.perYear}
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
            <PurchaseField
              name="firstName"
              label={t.purchase.firstName}
              type="text"
              autoComplete="given-name"
              error={errors.firstName}
              registration={register('firstName')}
            />
            <PurchaseField
              name="lastName"
              label={t.purchase.lastName}
              type="text"
              autoComplete="family-name"
              error={errors.lastName}
              registration={register('lastName')}
            />
          </div>
          <div className={styles.row}>
            <PurchaseField
              name="email"
              label={t.purchase.email}
              type="email"
              autoComplete="email"
              error={errors.email}
              registration={register('email')}
            />
            <PurchaseField
              name="password"
              label={t.purchase.password}
              type="password"
              autoComplete="new-password"
              hint={t.purchase.passwordHint}
              error={errors.password}
              registration={register('password')}
            />
          </div>
        </>
      )}
      <div>
        <div className={styles.check}>
          <input
            id="purchase-terms"
            type="checkbox"
            aria-invalid={errors.agreeTerms ? 'true' : 'false'}
            aria-describedby="purchase-terms-msg"
            {...register('agreeTerms')}
          />
          <label htmlFor="purchase-terms">
            {t.purchase.agreePrefix}{' '}
            <a href={`/${site}/packageterms`} target="_blank" rel="noopener">
              {t.purchase.termsLink}
            </a>
          </label>
        </div>
        <span id="purchase-terms-msg">
          {errors.agreeTerms && <span className={styles.error}>{errors.agreeTerms.message}</span>}
        </span>
      </div>
      <ConsentCheckbox
        id="purchase-consent"
        locale={locale}
        error={errors.consent?.message}
        registration={register('consent')}
      />
      {!member && member !== undefined && (
        <PurchaseCaptcha
          label={t.purchase.captcha}
          imageLabel={t.purchase.captchaImage}
          refreshLabel={t.purchase.refreshCaptcha}
          imageKey={captchaKey}
          onRefresh={() => setCaptchaKey((key) => key + 1)}
          error={errors.captcha}
          registration={register('captcha')}
        />
      )}
      {problem && (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      )}
      <div>
        <button
          type="submit"
          className={`${blockStyles.btn} ${blockStyles.btnPrimary}`}
          disabled={busy || member === undefined}
        >
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
          <p className={styles.label}>
            {group.label} ({group.list.length})
          </p>
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

/** The logged-in member (undefined while asking, null for a guest): a member only agrees to the terms. */
function useSignedInMember(): { email: string } | null | undefined {
  const [member, setMember] = useState<{ email: string } | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    fetchSignedInUser()
      .then((user) => {
        if (live) setMember(user?.collection === 'members' && user.email ? { email: user.email } : null)
      })
      .catch(() => live && setMember(null))
    return () => {
      live = false
    }
  }, [])
  return member
}

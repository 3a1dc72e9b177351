'use client'
/** The credit-report request (SPEC §3, §5): service, company name, web, mobile, country, address and the image code. */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import type { Locale } from '@/domain/locale'
import { creditReportFormSchema, type CreditReportForm as CreditValues } from '@/domain/validation'
import type { UiStrings } from '@/i18n'

import { describedBy, Field } from './Field'
import { FormActions } from './FormActions'
import { ConsentCheckbox, useConsent } from './ConsentCheckbox'
import styles from './forms.module.css'
import { ImageCode } from './ImageCode'
import { useImageCode, useSubmission } from './useSubmission'

export const CREDIT_REPORT_PATH = '/public/creditReport'

type Input = z.input<ReturnType<typeof creditReportFormSchema>>
const EMPTY: Input = {
  service: '',
  companyName: '',
  companyWeb: '',
  mobile: '',
  country: '',
  companyAddress: '',
  captcha: '',
}

export function CreditReportForm({
  locale,
  t,
}: {
  locale: Locale
  t: Pick<UiStrings, 'creditForm' | 'contactForm' | 'forms'>
}) {
  const uid = useId()
  const ids = (name: string) => `${uid}-credit-${name}`
  const { register, handleSubmit, formState, reset, setValue } = useForm<Input, unknown, CreditValues>({
    resolver: zodResolver(creditReportFormSchema(locale)),
    defaultValues: EMPTY,
  })
  const error = (name: keyof Input) => formState.errors[name]?.message
  const { version, refresh } = useImageCode(() => setValue('captcha', ''))
  const { sent, failure, submit } = useSubmission(CREDIT_REPORT_PATH, locale, refresh)
  const consent = useConsent(locale)
  const onValid = (data: CreditValues) =>
    consent.validate()
      ? submit({ ...data, consent: true }, () => {
          reset(EMPTY)
          consent.reset()
        })
      : undefined

  if (sent) {
    return (
      <div className={styles.form}>
        <p className={`${styles.notice} ${styles.success}`} role="status">
          {t.creditForm.sent}
        </p>
      </div>
    )
  }

  const text = (
    name: Exclude<keyof Input, 'service' | 'captcha'>,
    label: string,
    extra: Record<string, string> = {},
  ) => (
    <Field id={ids(name)} label={label} error={error(name)} required>
      <input className={styles.input} {...extra} {...describedBy(ids(name), error(name), true)} {...register(name)} />
    </Field>
  )

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        consent.validate()
        return handleSubmit(onValid)(event)
      }}
    >
      <Field id={ids('service')} label={t.creditForm.service} error={error('service')} required>
        <select
          className={styles.input}
          {...describedBy(ids('service'), error('service'), true)}
          {...register('service')}
        >
          <option value="">{t.creditForm.chooseService}</option>
          {Object.entries(t.creditForm.services).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <div className={styles.grid}>
        {text('companyName', t.creditForm.companyName, { autoComplete: 'organization' })}
        {text('companyWeb', t.creditForm.companyWeb, { type: 'url', inputMode: 'url', placeholder: 'https://' })}
        {text('mobile', t.creditForm.mobile, { type: 'tel', autoComplete: 'tel' })}
        {text('country', t.creditForm.country, { autoComplete: 'country-name' })}
      </div>
      {text('companyAddress', t.creditForm.companyAddress, { autoComplete: 'street-address' })}
      <ImageCode
        id={ids('captcha')}
        label={t.contactForm.imageCode}
        alt={t.contactForm.imageAlt}
        refreshLabel={t.forms.refreshCaptcha}
        error={error('captcha')}
        version={version}
        onRefresh={refresh}
        registration={register('captcha')}
      />
      <ConsentCheckbox id={ids('consent')} locale={locale} held={consent.held} error={consent.error} />
      <FormActions failure={failure} submitting={formState.isSubmitting} labels={t.forms} />
    </form>
  )
}

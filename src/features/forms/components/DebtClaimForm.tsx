'use client'
/** The debt-collection claim (SPEC §3, §5): the creditor and the debtor, with the spec's messages. */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import type { z } from 'zod'

import type { Locale } from '@/domain/locale'
import { debtClaimFormSchema, type DebtClaimForm as DebtValues } from '@/domain/validation'
import type { UiStrings } from '@/i18n'

import { describedBy, Field } from './Field'
import { FormActions } from './FormActions'
import { ConsentCheckbox, useConsent } from './ConsentCheckbox'
import styles from './forms.module.css'
import { useSubmission } from './useSubmission'

export const DEBT_CLAIM_PATH = '/public/debtClaim'

type Input = z.input<ReturnType<typeof debtClaimFormSchema>>
const EMPTY: Input = {
  creditor: { companyName: '', contactName: '', contactEmail: '', phone: '' },
  debtor: { companyName: '', contactName: '', lastContactDate: '', debtValue: '', lastContactDetails: '' },
}

export function DebtClaimForm({ locale, t }: { locale: Locale; t: Pick<UiStrings, 'debtForm' | 'demo' | 'forms'> }) {
  const uid = useId()
  const { sent, failure, submit } = useSubmission(DEBT_CLAIM_PATH, locale)
  const { register, handleSubmit, formState, reset } = useForm<Input, unknown, DebtValues>({
    resolver: zodResolver(debtClaimFormSchema(locale)),
    defaultValues: EMPTY,
  })
  const errorOf = (path: FieldPath<Input>): string | undefined => {
    const [group, name] = path.split('.') as ['creditor' | 'debtor', string]
    return (formState.errors[group] as Record<string, { message?: string }> | undefined)?.[name]?.message
  }
  const consent = useConsent(locale)
  const onValid = (data: DebtValues) =>
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
          {t.debtForm.sent}
        </p>
      </div>
    )
  }

  const control = (
    path: FieldPath<Input>,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; textarea?: boolean } = {},
  ) => {
    const id = `${uid}-debt-${path.replace('.', '-')}`
    const error = errorOf(path)
    const props = { className: styles.input, ...describedBy(id, error, options.required), ...register(path) }
    return (
      <Field id={id} label={label} error={error} required={options.required} optionalLabel={t.demo.optional}>
        {options.textarea ? (
          <textarea {...props} />
        ) : (
          <input type={options.type ?? 'text'} autoComplete={options.autoComplete} {...props} />
        )}
      </Field>
    )
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        consent.validate()
        return handleSubmit(onValid)(event)
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.debtForm.creditor}</legend>
        <div className={styles.grid}>
          {control('creditor.companyName', t.debtForm.creditorCompany, { autoComplete: 'organization' })}
          {control('creditor.contactName', t.debtForm.contactName, { required: true, autoComplete: 'name' })}
          {control('creditor.contactEmail', t.debtForm.contactEmail, {
            required: true,
            type: 'email',
            autoComplete: 'email',
          })}
          {control('creditor.phone', t.debtForm.phone, { required: true, type: 'tel', autoComplete: 'tel' })}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.debtForm.debtor}</legend>
        <div className={styles.grid}>
          {control('debtor.companyName', t.debtForm.debtorCompany, { required: true })}
          {control('debtor.contactName', t.debtForm.debtorContact, { required: true })}
          {control('debtor.lastContactDate', t.debtForm.lastContactDate, { type: 'date' })}
          {control('debtor.debtValue', t.debtForm.debtValue, { required: true })}
        </div>
        {control('debtor.lastContactDetails', t.debtForm.lastContactDetails, { required: true, textarea: true })}
      </fieldset>
      <ConsentCheckbox id={`${uid}-debt-consent`} locale={locale} held={consent.held} error={consent.error} />
      <FormActions failure={failure} submitting={formState.isSubmitting} labels={t.forms} />
    </form>
  )
}

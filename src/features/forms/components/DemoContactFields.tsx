'use client'
/**
 * The demo dialog's fields about the visitor (SPEC §3, §5 order): name, company, job, e-mail, phone, country, interest.
 */
import type { UseFormRegister } from 'react-hook-form'

import type { DemoFormInput } from '@/domain/validation'
import type { UiStrings } from '@/i18n'

import { describedBy, Field } from './Field'
import styles from './forms.module.css'

export type DemoContactFieldsProps = {
  t: Pick<UiStrings, 'demo'>
  /** The dialog's id of each field. */
  ids: (name: string) => string
  error: (name: keyof DemoFormInput) => string | undefined
  register: UseFormRegister<DemoFormInput>
  countries: { code: string; name: string }[]
}

export function DemoContactFields({ t, ids, error, register, countries }: DemoContactFieldsProps) {
  const interests = Object.entries(t.demo.interests)
  return (
    <>
      <div className={styles.grid}>
        <Field id={ids('fullName')} label={t.demo.fullName} error={error('fullName')} required>
          <input
            className={styles.input}
            autoComplete="name"
            {...describedBy(ids('fullName'), error('fullName'), true)}
            {...register('fullName')}
          />
        </Field>
        <Field id={ids('companyName')} label={t.demo.companyName} error={error('companyName')} required>
          <input
            className={styles.input}
            autoComplete="organization"
            {...describedBy(ids('companyName'), error('companyName'), true)}
            {...register('companyName')}
          />
        </Field>
        <Field id={ids('jobTitle')} label={t.demo.jobTitle} error={error('jobTitle')} required>
          <input
            className={styles.input}
            autoComplete="organization-title"
            {...describedBy(ids('jobTitle'), error('jobTitle'), true)}
            {...register('jobTitle')}
          />
        </Field>
        <Field id={ids('email')} label={t.demo.email} error={error('email')} required>
          <input
            className={styles.input}
            type="email"
            autoComplete="email"
            {...describedBy(ids('email'), error('email'), true)}
            {...register('email')}
          />
        </Field>
        <Field id={ids('Phone')} label={t.demo.phone} error={error('Phone')} required>
          <input
            className={styles.input}
            type="tel"
            autoComplete="tel"
            {...describedBy(ids('Phone'), error('Phone'), true)}
            {...register('Phone')}
          />
        </Field>
        <Field id={ids('country')} label={t.demo.country} error={error('country')} required>
          <select
            className={styles.input}
            autoComplete="country"
            {...describedBy(ids('country'), error('country'), true)}
            {...register('country')}
          >
            <option value="">{t.demo.chooseCountry}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={ids('interested')} label={t.demo.interested} error={error('interested')} required>
        <select
          className={styles.input}
          {...describedBy(ids('interested'), error('interested'), true)}
          {...register('interested')}
        >
          <option value="">{t.demo.chooseInterest}</option>
          {interests.map(([key, label]) => (
            <option key={key} value={label}>
              {label}
            </option>
          ))}
        </select>
      </Field>
    </>
  )
}

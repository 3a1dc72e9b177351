'use client'
/** The contact form (SPEC §3, §5): name, e-mail, subject, message and the image code; every field required. */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { API_PATHS } from '@/domain/api-client'
import type { Locale } from '@/domain/locale'
import { contactFormSchema, type ContactForm as ContactValues } from '@/domain/validation'
import type { UiStrings } from '@/i18n'

import { describedBy, Field } from './Field'
import { FormActions } from './FormActions'
import { ConsentCheckbox, useConsent } from './ConsentCheckbox'
import styles from './forms.module.css'
import { ImageCode } from './ImageCode'
import { useImageCode, useSubmission } from './useSubmission'

type Input = z.input<ReturnType<typeof contactFormSchema>>
const EMPTY: Input = { firstName: '', lastName: '', email: '', subject: '', message: '', captcha: '' }

export function ContactForm({ locale, t }: { locale: Locale; t: Pick<UiStrings, 'contactForm' | 'forms'> }) {
  const uid = useId()
  const ids = (name: string) => `${uid}-contact-${name}`
  const { register, handleSubmit, formState, reset, setValue } = useForm<Input, unknown, ContactValues>({
    resolver: zodResolver(contactFormSchema(locale)),
    defaultValues: EMPTY,
  })
  const error = (name: keyof Input) => formState.errors[name]?.message
  const { version, refresh } = useImageCode(() => setValue('captcha', ''))
  const { sent, setSent, failure, submit } = useSubmission(API_PATHS.contactUs, locale, refresh)
  const consent = useConsent(locale)
  const onValid = (data: ContactValues) =>
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
          {t.contactForm.sent}
        </p>
        <div>
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => setSent(false)}>
            {t.contactForm.sendAnother}
          </button>
        </div>
      </div>
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
      {/* A Chinese name is written family name first (姓氏, then 名字): the form asks in that order on /cn. */}
      <div className={styles.grid}>
        {(locale === 'zh' ? (['lastName', 'firstName'] as const) : (['firstName', 'lastName'] as const)).map((name) => (
          <Field key={name} id={ids(name)} label={t.contactForm[name]} error={error(name)} required>
            <input
              className={styles.input}
              autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
              {...describedBy(ids(name), error(name), true)}
              {...register(name)}
            />
          </Field>
        ))}
      </div>
      <Field id={ids('email')} label={t.contactForm.email} error={error('email')} required>
        <input
          className={styles.input}
          type="email"
          autoComplete="email"
          {...describedBy(ids('email'), error('email'), true)}
          {...register('email')}
        />
      </Field>
      <Field id={ids('subject')} label={t.contactForm.subject} error={error('subject')} required>
        <input
          className={styles.input}
          {...describedBy(ids('subject'), error('subject'), true)}
          {...register('subject')}
        />
      </Field>
      <Field id={ids('message')} label={t.contactForm.message} error={error('message')} required>
        <textarea
          className={styles.input}
          {...describedBy(ids('message'), error('message'), true)}
          {...register('message')}
        />
      </Field>
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

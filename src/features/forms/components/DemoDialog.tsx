'use client'
/**
 * The request-a-demo dialog (SPEC §3, §4, §5, §7), mounted once by SiteChrome and opened by the `open-demo-dialog`
 * window event (footer action, call-to-action blocks). A native modal <dialog>: focus stays inside, Escape closes,
 * the title labels it, focus returns to the opener.
 *  - fields in the order of §3/§5; on submit each empty required field shows its warning, first one first;
 *  - sending a code with an empty e-mail warns to enter it; after a successful send the button counts down 60 s;
 *  - submit enables once every required field but message is non-empty, and stays enabled;
 *  - success closes the dialog, resets the form and the countdown; failures show the translated code or `msg`.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { API_PATHS, submittedFormBody } from '@/domain/api-client'
import { CODE_RESEND_COUNTDOWN_SECONDS } from '@/domain/constants'
import { CONSENT_REQUIRED } from '@/domain/consent'
import type { Locale } from '@/domain/locale'
import {
  demoFormSchema,
  isDemoSubmitEnabled,
  sendCodeWarning,
  type DemoForm,
  type DemoFormInput,
} from '@/domain/validation'
import type { UiStrings } from '@/i18n'
import { fill } from '@/i18n/fill'

import { DemoContactFields } from './DemoContactFields'
import { OPEN_DEMO_DIALOG_EVENT } from './demo-dialog-event'
import { useEventOpenedDialog } from './useEventOpenedDialog'
import { describedBy, Field } from './Field'
import { ConsentCheckbox, useConsent } from './ConsentCheckbox'
import styles from './forms.module.css'
import { postForm } from './public-api'
import { useToast } from './Toast'
import { useCountdown } from './useCountdown'

export type DemoDialogProps = {
  locale: Locale
  t: Pick<UiStrings, 'demo' | 'forms'>
  countries: { code: string; name: string }[]
  /** Open as soon as it mounts (it is mounted by the first request to open it). */
  openOnMount?: boolean
}

const EMPTY: DemoFormInput = {
  fullName: '',
  companyName: '',
  jobTitle: '',
  email: '',
  Phone: '',
  country: '',
  interested: '',
  captcha: '',
  message: '',
}

export function DemoDialog({ locale, t, countries, openOnMount }: DemoDialogProps) {
  const uid = useId()
  const ids = (name: string) => `${uid}-demo-${name}`
  const [countdown, setCountdown] = useCountdown()
  const [sendingCode, setSendingCode] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [everEnabled, setEverEnabled] = useState(false)
  const { toast, showToast } = useToast()

  const form = useForm<DemoFormInput, unknown, DemoForm>({
    resolver: zodResolver(demoFormSchema(locale)),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const { register, handleSubmit, formState, reset, getValues, setFocus } = form
  const values = useWatch({ control: form.control })
  const submitEnabled = isDemoSubmitEnabled(values as Record<string, string>, everEnabled)
  useEffect(() => {
    if (submitEnabled && !everEnabled) setEverEnabled(true)
  }, [submitEnabled, everEnabled])

  const focusFirst = useCallback(() => setFocus('fullName'), [setFocus])
  const { dialogRef, isOpen, close, onClosed } = useEventOpenedDialog(OPEN_DEMO_DIALOG_EVENT, focusFirst, openOnMount)

  async function sendCode() {
    const email = getValues('email') ?? ''
    const warning = sendCodeWarning(email, locale)
    if (warning) {
      showToast(warning, 'failure')
      setFocus('email')
      return
    }
    setSendingCode(true)
    const outcome = await postForm(API_PATHS.sendVerifyCode, { email: email.trim(), serviceName: locale }, locale)
    setSendingCode(false)
    if (outcome.ok) {
      setCountdown(CODE_RESEND_COUNTDOWN_SECONDS)
      showToast(t.demo.codeSent, 'success')
    } else {
      showToast(outcome.message, 'failure')
    }
  }

  const consent = useConsent(locale)
  const onValid = async (data: DemoForm) => {
    if (!consent.validate()) return showToast(CONSENT_REQUIRED[locale], 'failure')
    setSubmitting(true)
    const outcome = await postForm(
      API_PATHS.submittedForm,
      { ...submittedFormBody(data, locale), consent: 'true' },
      locale,
    )
    setSubmitting(false)
    if (!outcome.ok) {
      showToast(outcome.message, 'failure')
      return
    }
    showToast(t.demo.submitted, 'success')
    reset(EMPTY)
    consent.reset()
    setCountdown(0)
    setEverEnabled(false)
    close()
  }

  const onInvalid = (errors: typeof formState.errors) => {
    // The first empty field's warning, in the order of §5 (the schema's key order).
    const first = (
      ['fullName', 'companyName', 'jobTitle', 'email', 'Phone', 'country', 'interested', 'captcha'] as const
    ).find((k) => errors[k])
    if (first) showToast(errors[first]!.message ?? '', 'failure')
  }

  const error = (name: keyof DemoFormInput) => formState.errors[name]?.message

  return (
    <>
      {/* A modal dialog sits in the top layer: while it is open its notices show inside it. */}
      {!isOpen && toast}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={ids('title')}
        aria-describedby={ids('intro')}
        onClose={onClosed}
      >
        <div className={styles.dialogBody}>
          <div className={styles.dialogHeader}>
            <div>
              <h2 id={ids('title')}>{t.demo.title}</h2>
              <p id={ids('intro')}>{t.demo.intro}</p>
            </div>
            <button type="button" className={styles.close} onClick={close} aria-label={t.forms.close}>
              ×
            </button>
          </div>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              consent.validate()
              return handleSubmit(onValid, onInvalid)(event)
            }}
          >
            <DemoContactFields t={t} ids={ids} error={error} register={register} countries={countries} />
            <Field id={ids('captcha')} label={t.demo.verificationCode} error={error('captcha')} required>
              <div className={styles.inline}>
                <input
                  className={styles.input}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  {...describedBy(ids('captcha'), error('captcha'), true)}
                  {...register('captcha')}
                />
                <button
                  type="button"
                  className={`${styles.button} ${styles.secondary}`}
                  onClick={sendCode}
                  disabled={countdown > 0 || sendingCode}
                  aria-live="polite"
                >
                  {countdown > 0 ? fill(t.forms.resendIn, { s: countdown }) : t.forms.sendCode}
                </button>
              </div>
            </Field>
            <Field id={ids('message')} label={t.demo.message} optionalLabel={t.demo.optional}>
              <textarea className={styles.input} {...describedBy(ids('message'), undefined)} {...register('message')} />
            </Field>
            <ConsentCheckbox id={ids('consent')} locale={locale} held={consent.held} error={consent.error} />
            <div className={styles.actions}>
              <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={close}>
                {t.forms.cancel}
              </button>
              <button type="submit" className={styles.button} disabled={!submitEnabled || submitting}>
                {submitting ? t.forms.sending : t.forms.submit}
              </button>
            </div>
          </form>
          {/* Last in the dialog, sticky at its bottom edge: visible wherever the form is scrolled, never over the
              title. */}
          {isOpen && toast}
        </div>
      </dialog>
    </>
  )
}

/** The end of every visitor form: the failure message (if any) and the submit button with its sending state. */
import styles from './forms.module.css'

export function FormActions({
  failure,
  submitting,
  labels,
}: {
  failure: string
  submitting: boolean
  labels: { submit: string; sending: string }
}) {
  return (
    <>
      {failure && (
        <p className={`${styles.notice} ${styles.failure}`} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={submitting}>
          {submitting ? labels.sending : labels.submit}
        </button>
      </div>
    </>
  )
}

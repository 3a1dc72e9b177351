'use client'
/**
 * The member's rights over their data, in the account dropdown: download everything stored about them
 * (GET /console/user/export) and delete the account after confirming with the password (POST /console/user/delete).
 */
import { useId, useRef, useState } from 'react'

import { homePathOf, type Locale } from '../../../domain/locale'
import styles from './MemberArea.module.css'
import { MY_DATA_TEXT } from '../../../i18n/messages/my-data'

export function MyData({ locale }: { locale: Locale }) {
  const t = MY_DATA_TEXT[locale]
  const dialogRef = useRef<HTMLDialogElement>(null)
  const ids = useId()
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  const remove = async () => {
    setBusy(true)
    setProblem('')
    try {
      const response = await fetch('/console/user/delete', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password, locale }),
      })
      const body = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null
      if (body?.code === 1) {
        window.location.assign(homePathOf(locale))
        return
      }
      setProblem(body?.msg || t.failed)
    } catch {
      setProblem(t.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <ul className={styles.links}>
        <li>
          <a href="/console/user/export" download>
            {t.download}
          </a>
        </li>
        <li>
          <button type="button" className={styles.signOut} onClick={() => dialogRef.current?.showModal()}>
            {t.delete}
          </button>
        </li>
      </ul>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-body`}
      >
        <h2 id={`${ids}-title`} className={styles.dialogTitle}>
          {t.title}
        </h2>
        <p id={`${ids}-body`}>{t.body}</p>
        <label htmlFor={`${ids}-password`}>{t.password}</label>
        <input
          id={`${ids}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {problem && <p role="alert">{problem}</p>}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.cancel} onClick={() => dialogRef.current?.close()} autoFocus>
            {t.cancel}
          </button>
          <button type="button" className={styles.confirm} disabled={busy || password === ''} onClick={remove}>
            {t.confirm}
          </button>
        </div>
      </dialog>
    </>
  )
}

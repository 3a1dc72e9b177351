'use client'
/** A short notice (success or failure) announced to assistive technology; it hides itself after a few seconds. */
import { useCallback, useEffect, useState, type ReactNode } from 'react'

import styles from './forms.module.css'

type Notice = { text: string; kind: 'success' | 'failure'; key: number }

export function useToast(hideAfterMs = 6000): {
  toast: ReactNode
  notice: Notice | null
  showToast: (text: string, kind: Notice['kind']) => void
} {
  const [notice, setNotice] = useState<Notice | null>(null)
  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), hideAfterMs)
    return () => clearTimeout(timer)
  }, [notice, hideAfterMs])
  const showToast = useCallback((text: string, kind: Notice['kind']) => setNotice({ text, kind, key: Date.now() }), [])
  const toast = notice ? (
    <p
      key={notice.key}
      className={`${styles.notice} ${styles.toast} ${notice.kind === 'success' ? styles.success : styles.failure}`}
      role={notice.kind === 'failure' ? 'alert' : 'status'}
      data-testid="form-toast"
    >
      {notice.text}
    </p>
  ) : null
  return { toast, notice, showToast }
}

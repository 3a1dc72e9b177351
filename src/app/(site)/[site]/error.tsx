'use client'
/**
 * The error screen (SPEC §2.4, §8): the status (default 500) and the message; if showing it fails, the fallback
 * 'An error occurred while showing the error page' with a link home. Under the message, the error's digest as a
 * reference a visitor can quote (the server's log line of the failure carries it with the request id:
 * src/instrumentation.ts).
 */
import { Component, type ReactNode } from 'react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { errorScreen } from '@/domain/errors'
import { siteOfPath, siteToLocale } from '@/domain/locale'
import { referenceText } from '@/i18n/reference'
import { SCREEN_STRINGS } from '@/i18n/messages/screens'

import styles from '@/kit/blocks.module.css'

/** Catches a failure of the error screen itself (exported for its test). */
export class Guard extends Component<{ children: ReactNode; home: string }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" style={{ padding: 40, textAlign: 'center' }}>
        <p>An error occurred while showing the error page</p>
        <a href={this.props.home}>Home</a>
      </div>
    )
  }
}

function Screen({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const pathname = usePathname() ?? '/'
  const site = siteOfPath(pathname) ?? 'cn'
  const t = SCREEN_STRINGS[siteToLocale(site)]
  const screen = errorScreen(error, siteToLocale(site))
  return (
    <section className={styles.section} style={{ minHeight: '50vh' }} role="alert">
      <div className={styles.container} style={{ textAlign: 'center' }}>
        <p className={styles.statValue}>{screen.status}</p>
        <h1>{t.errorTitle}</h1>
        <p className={styles.intro}>{screen.message}</p>
        {/* What a visitor quotes to support: the server logs this digest with the request's id
            (src/instrumentation.ts). */}
        {error.digest ? (
          <p data-testid="error-reference">
            <small>{referenceText(siteToLocale(site), error.digest)}</small>
          </p>
        ) : null}
        <p style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
          <button type="button" className={`${styles.btn} ${styles.btnPrimary}`} onClick={reset}>
            {t.retry}
          </button>
          <Link href={`/${site}`} className={`${styles.btn} ${styles.btnGhost}`}>
            {t.backHome}
          </Link>
        </p>
      </div>
    </section>
  )
}

export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  const pathname = usePathname() ?? '/'
  return (
    <Guard home={`/${siteOfPath(pathname) ?? 'cn'}`}>
      <Screen {...props} />
    </Guard>
  )
}

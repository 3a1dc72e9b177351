'use client'
/**
 * The cookie banner: rendered only on a site whose analytics sink sets cookies (AnalyticsRoot decides), naming that
 * provider, shown until the visitor accepts or declines on this site, and again from the footer's "Cookie settings".
 * The choice is recorded on the server before it applies (cookie-choice.ts); a withdrawal stops the analytics and
 * deletes its cookies without a reload (Analytics.tsx). Fixed at the bottom edge over the page, so it shifts no
 * layout; a labelled non-modal dialog, the choice buttons equal, focus moved to it when reopened.
 */
import { useEffect, useRef, useState } from 'react'

import { privacyHref } from '../../domain/consent'
import type { Locale, Site } from '../../domain/locale'
import { fill } from '../../i18n/fill'
import type { AnalyticsSink } from '../../domain/analytics-sink'
import { sinkProvider } from '../../i18n/analytics-providers'
import { useSiteAnalytics } from './site-analytics'
import { chooseCookies, COOKIE_SETTINGS_EVENT, COOKIE_TEXT, useCookieChoice, type CookieChoice } from './cookie-choice'
import styles from './CookieBanner.module.css'

export function CookieBanner({ site, locale, sink }: { site: Site; locale: Locale; sink: AnalyticsSink }) {
  const choice = useCookieChoice(site)
  const [busy, setBusy] = useState(false)
  const [reopened, setReopened] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const t = COOKIE_TEXT[locale]

  useEffect(() => {
    const open = () => setReopened(true)
    window.addEventListener(COOKIE_SETTINGS_EVENT, open)
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, open)
  }, [])
  useEffect(() => {
    if (reopened) ref.current?.focus()
  }, [reopened])

  if (choice === undefined || (choice !== null && !reopened)) return null
  const choose = async (value: CookieChoice) => {
    setBusy(true)
    const applied = (await chooseCookies(site, value)) || value === 'rejected'
    setBusy(false)
    if (applied) setReopened(false)
  }
  return (
    <div
      ref={ref}
      className={styles.banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-body"
      tabIndex={-1}
      data-testid="cookie-banner"
    >
      <div className={styles.text}>
        <p id="cookie-banner-title" className={styles.title}>
          {t.title}
        </p>
        <p id="cookie-banner-body" className={styles.body}>
          {fill(t.body, { provider: sinkProvider(sink, locale) })}{' '}
          <a href={privacyHref(locale)} className={styles.link}>
            {t.policy}
          </a>
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={busy} onClick={() => void choose('rejected')}>
          {t.reject}
        </button>
        <button type="button" className={styles.button} disabled={busy} onClick={() => void choose('accepted')}>
          {t.accept}
        </button>
      </div>
    </div>
  )
}

/** The footer's "Cookie settings": shows the banner again; only where the site's analytics sets cookies. */
export function CookieSettingsButton({ site, locale, className }: { site: Site; locale: Locale; className?: string }) {
  const analytics = useSiteAnalytics(site)
  if (!analytics?.setsCookies) return null
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT))}>
      {COOKIE_TEXT[locale].settings}
    </button>
  )
}

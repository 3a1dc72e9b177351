'use client'
/**
 * The not-found screen. SPEC §2.4: a guest on an unmatched route is redirected (contains /cn → /cn, /en or a legacy
 * path → /en, /ru → /ru, else /cn); a visitor holding a token sees this screen. Pages are cached for everyone, so
 * the screen asks the server whether a token cookie is present and redirects guests from here.
 */
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { siteOfPath, siteToLocale } from '@/domain/locale'
import { redirectForUnmatched } from '@/domain/routing'
import { SCREEN_STRINGS } from '@/i18n/messages/screens'

import styles from '@/kit/blocks.module.css'

export function NotFoundScreen() {
  const pathname = usePathname() ?? '/'
  const site = siteOfPath(pathname) ?? 'en'
  const t = SCREEN_STRINGS[siteToLocale(site)]
  useEffect(() => {
    let cancelled = false
    fetch('/next/session', { cache: 'no-store' })
      .then((response) => response.json() as Promise<{ token: boolean }>)
      .then(({ token }) => {
        if (!cancelled && !token) window.location.replace(redirectForUnmatched(pathname))
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [pathname])
  return (
    <section className={styles.section} style={{ minHeight: '50vh' }}>
      <div className={styles.container} style={{ textAlign: 'center' }}>
        <p className={styles.statValue}>404</p>
        <h1>{site === 'en' ? 'This page could not be found' : t.notFoundTitle}</h1>
        {site !== 'en' && <p lang="en">This page could not be found</p>}
        <p className={styles.intro}>{t.notFoundText}</p>
        <Link href={`/${site}`} className={`${styles.btn} ${styles.btnPrimary}`}>
          {t.backHome}
        </Link>
      </div>
    </section>
  )
}

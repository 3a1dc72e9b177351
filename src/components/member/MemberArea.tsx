'use client'

/**
 * The account area of the header (SPEC §2.5, §2.6): log in and join free for guests, the user dropdown for members.
 * Its space is reserved while the identity call runs (the guest links, invisible), so nothing shifts and a member
 * never sees the guest links flash. A guest's browser loads only this and the light identity call
 * (session/identity.ts); the member's dropdown and its session logic load when the call says member (member/MemberMenu).
 */
import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect } from 'react'

import { homePathOf, siteToLocale, type Site } from '../../domain/locale'
import type { MemberStrings } from '../../i18n/member'
import headerStyles from '../chrome/Header.module.css'
import styles from './MemberArea.module.css'
import { endSession, useIdentity } from '../session/identity'

const MemberMenu = lazy(() => import('./MemberMenu').then((m) => ({ default: m.MemberMenu })))

export type MemberAreaProps = {
  site: Site
  loginHref: string
  registerHref: string
  consoleBase: string
  /** The header's words in the page's language (see src/i18n/member.ts). */
  strings: MemberStrings
}

/** `/login?lang=en&redirect=/en/package`: the console's pages come back to where the visitor was. */
export function withReturn(href: string, site: Site, pathname: string | null): string {
  const url = new URL(href, 'http://placeholder')
  url.searchParams.set('lang', site === 'cn' ? 'zh-cn' : site)
  if (pathname) url.searchParams.set('redirect', pathname)
  return /^https?:/.test(href) ? url.toString() : `${url.pathname}${url.search}`
}

/** Log in and join free; invisible (but holding their place) while the session is unknown. */
export function GuestLinks({ site, loginHref, registerHref, strings: t, status }: MemberAreaProps & { status: 'loading' | 'guest' | 'member' }) {
  const pathname = usePathname()
  const loading = status === 'loading'
  return (
    <div className={styles.area} data-session={status} aria-hidden={loading ? true : undefined}>
      <a href={withReturn(loginHref, site, pathname)} className={headerStyles.login} data-header-item="login" tabIndex={loading ? -1 : undefined}>
        {t.header.login}
      </a>
      <a href={withReturn(registerHref, site, pathname)} className={headerStyles.join} data-header-item="join" tabIndex={loading ? -1 : undefined}>
        {t.header.joinFree}
      </a>
    </div>
  )
}

export function MemberArea(props: MemberAreaProps) {
  const { status } = useIdentity()
  const { site } = props
  useEffect(() => {
    // 401/402 (§4): the token is no longer valid: sign out and go to the home page of this language.
    if (status === 'ended') void endSession(homePathOf(siteToLocale(site)))
  }, [status, site])
  if (status === 'ended') return <GuestLinks {...props} status="loading" />
  if (status === 'member') {
    return (
      <Suspense fallback={<GuestLinks {...props} status="loading" />}>
        <MemberMenu {...props} />
      </Suspense>
    )
  }
  return <GuestLinks {...props} status={status} />
}

'use client'

import { usePathname } from 'next/navigation'

import type { Site } from '../../../domain/locale'
import type { MemberStrings } from '../../../i18n/member'
import headerStyles from '../../../kit/Header.module.css'
import styles from './MemberArea.module.css'

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

/**
 * Log in and join free. They are in the server's HTML and in the first paint, for every visitor (the cached guest
 * pages are the same for all, the session is known only in the browser); `pending` (a member is known, the account
 * menu is still loading) keeps their place but hides them, so a member never clicks "Log in".
 */
export function GuestLinks({
  site,
  loginHref,
  registerHref,
  strings: t,
  status,
}: MemberAreaProps & { status: 'guest' | 'pending' }) {
  const pathname = usePathname()
  const pending = status === 'pending'
  return (
    <div className={styles.area} data-session={status} aria-hidden={pending ? true : undefined}>
      <a
        href={withReturn(loginHref, site, pathname)}
        className={headerStyles.login}
        data-header-item="login"
        tabIndex={pending ? -1 : undefined}
      >
        {t.header.login}
      </a>
      <a
        href={withReturn(registerHref, site, pathname)}
        className={headerStyles.join}
        data-header-item="join"
        tabIndex={pending ? -1 : undefined}
      >
        {t.header.joinFree}
      </a>
    </div>
  )
}

'use client'

/**
 * Loaded only for members (see ../ConsoleNav.tsx). The logged-in header's navigation (SPEC §2.6): the console menu
 * (nav-items, menu `console`) filtered by the member's permissions (§6), with hover dropdowns; the public menu for
 * guests and while the session is unknown. On service and package pages a member keeps the public menu and gets the
 * console menu as an alternate bar below the header. Below 1200 px the console menu lives in the hamburger menu.
 */
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

import type { NavNode } from '../../../data/navigation-types'
import { CONSOLE_MENU_CLOSE_WIDTH } from '../../../domain/constants'
import { siteToLocale, type Site } from '../../../domain/locale'
import { userSummary } from '../../../domain/session'
import type { MemberStrings } from '../../../i18n/member'
import { accountLinks, isAlternateNavPage, isSignOutItem, visibleConsoleMenu } from './console-menu'
import consoleStyles from './ConsoleNav.module.css'
import { mobileMenuLabels } from '../../../kit/menu'
import { MobileMenu } from '../../../kit/MobileMenu'
import { SignOutButton } from './MemberMenu'
import { PriorityMenuList } from './PriorityMenuList'
import { useSession } from '../session/useSession'
import { useConsoleMenuData } from './useConsoleMenuData'

/** The console menu this member may see; `ready` is false until both the session and the menu are known. */
function useConsoleMenu(site: Site) {
  const session = useSession(siteToLocale(site))
  const member = session.status === 'member'
  const data = useConsoleMenuData(site, member)
  const strip = (list: readonly NavNode[]): NavNode[] =>
    list.filter((n) => !isSignOutItem(n)).map((n) => ({ ...n, children: strip(n.children) }))
  const items = member && data ? strip(visibleConsoleMenu(data.items, session.visibility)) : []
  return { session, items, consoleBase: data?.consoleBase ?? '', ready: member && Boolean(data) }
}

/**
 * The desktop navigation slot of the header: the console menu for a member, on every page, so the logged-in header
 * keeps one shape from page to page; the public menu until the menu is loaded.
 */
export function ConsoleHeaderNav({
  site,
  publicNav,
  strings,
}: {
  site: Site
  publicNav: ReactNode
  strings: MemberStrings
}) {
  const { ready, items } = useConsoleMenu(site)
  if (!ready) return <>{publicNav}</>
  return (
    <nav className={consoleStyles.consoleNav} aria-label={strings.account.consoleMenu} data-testid="console-nav">
      <PriorityMenuList
        items={items}
        toggleSubmenu={strings.header.toggleSubmenu}
        learnMore={strings.learnMore}
        moreLabel={strings.header.more}
      />
    </nav>
  )
}

/**
 * The alternate navigation bar (§2.6): a member on a service or package page gets, below the header (which is the
 * same on every page), the site's public menu, so the site's packages and services stay one click away.
 */
export function ConsoleAlternateBar({ site, publicNav }: { site: Site; publicNav: ReactNode }) {
  const pathname = usePathname() ?? ''
  const { ready } = useConsoleMenu(site)
  if (!ready || !isAlternateNavPage(pathname)) return null
  return (
    <div className={consoleStyles.alternateBar} data-testid="alternate-bar">
      <div className={consoleStyles.alternateInner}>{publicNav}</div>
    </div>
  )
}

/** The hamburger menu: the public one for guests; for members the console menu, collapsing below 1200 px. */
export function ConsoleMobileMenu({
  site,
  publicMenu,
  loginHref,
  registerHref,
  strings: t,
}: {
  site: Site
  strings: MemberStrings
  publicMenu: ReactNode
  loginHref: string
  registerHref: string
}) {
  const { session, items, consoleBase, ready } = useConsoleMenu(site)
  if (!ready || !session.state.session) return <>{publicMenu}</>
  const summary = userSummary(session.state.session)
  return (
    <MobileMenu
      items={items}
      loginHref={loginHref}
      registerHref={registerHref}
      closeWidth={CONSOLE_MENU_CLOSE_WIDTH}
      labels={mobileMenuLabels(t.header, t.account.consoleMenu)}
      account={
        <div className={consoleStyles.mobileAccount}>
          <p>
            {summary.accountName} · {t.account.id} {summary.id}
          </p>
          {accountLinks(consoleBase, session.visibility, site).map((link) => (
            <a key={link.key} href={link.href}>
              {t.account[link.key]}
            </a>
          ))}
          <SignOutButton strings={t} onConfirm={session.signOut} />
        </div>
      }
    />
  )
}

'use client'

/**
 * Loaded only for members (see ../ConsoleNav.tsx). The logged-in header's navigation (SPEC §2.6): the console menu (nav-items, menu `console`) filtered by the
 * member's permissions (§6), with hover dropdowns; the public menu for guests and while the session is unknown.
 * On service and package pages a member keeps the public menu and gets the console menu as an alternate bar below
 * the header. Below 1200 px the console menu lives in the hamburger menu.
 */
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

import type { NavNode } from '../../data/navigation-types'
import { CONSOLE_MENU_CLOSE_WIDTH } from '../../domain/constants'
import { siteToLocale, type Site } from '../../domain/locale'
import { userSummary } from '../../domain/session'
import type { MemberStrings } from '../../i18n/member'
import { accountLinks, isAlternateNavPage, isSignOutItem, visibleConsoleMenu } from '../console-menu'
import consoleStyles from '../ConsoleNav.module.css'
import { MenuList } from '../MenuList'
import { MobileMenu } from '../MobileMenu'
import { SignOutButton } from './MemberMenu'
import { useSession } from '../session/useSession'

function useConsoleMenu(site: Site, nodes: readonly NavNode[]) {
  const session = useSession(siteToLocale(site))
  const strip = (list: readonly NavNode[]): NavNode[] => list.filter((n) => !isSignOutItem(n)).map((n) => ({ ...n, children: strip(n.children) }))
  const items = session.status === 'member' ? strip(visibleConsoleMenu(nodes, session.visibility)) : []
  return { session, items }
}

function ConsoleMenuList({ strings: t, items }: { strings: MemberStrings; items: NavNode[] }) {
  return <MenuList items={items} toggleSubmenu={t.header.toggleSubmenu} learnMore={t.learnMore} />
}

/** The desktop navigation slot of the header: the public menu, or the console menu for a member. */
export function ConsoleHeaderNav({ site, publicNav, consoleItems, strings }: { site: Site; publicNav: ReactNode; consoleItems: NavNode[]; strings: MemberStrings }) {
  const pathname = usePathname() ?? ''
  const { session, items } = useConsoleMenu(site, consoleItems)
  if (session.status !== 'member' || isAlternateNavPage(pathname)) return <>{publicNav}</>
  return (
    <nav className={consoleStyles.consoleNav} aria-label={strings.account.consoleMenu} data-testid="console-nav">
      <ConsoleMenuList strings={strings} items={items} />
    </nav>
  )
}

/** The alternate navigation bar (§2.6): a member on a service or package page gets the console menu below the header. */
export function ConsoleAlternateBar({ site, consoleItems, strings }: { site: Site; consoleItems: NavNode[]; strings: MemberStrings }) {
  const pathname = usePathname() ?? ''
  const { session, items } = useConsoleMenu(site, consoleItems)
  if (session.status !== 'member' || !isAlternateNavPage(pathname)) return null
  return (
    <nav className={consoleStyles.alternateBar} aria-label={strings.account.consoleMenu} data-testid="console-bar">
      <div className={consoleStyles.alternateInner}>
        <ConsoleMenuList strings={strings} items={items} />
      </div>
    </nav>
  )
}

/** The hamburger menu: the public one for guests; for members the console menu, collapsing below 1200 px. */
export function ConsoleMobileMenu({
  site,
  publicMenu,
  consoleItems,
  loginHref,
  registerHref,
  consoleBase,
  strings: t,
}: {
  site: Site
  strings: MemberStrings
  publicMenu: ReactNode
  consoleItems: NavNode[]
  loginHref: string
  registerHref: string
  consoleBase: string
}) {
  const { session, items } = useConsoleMenu(site, consoleItems)
  if (session.status !== 'member' || !session.state.session) return <>{publicMenu}</>
  const summary = userSummary(session.state.session)
  return (
    <MobileMenu
      items={items}
      loginHref={loginHref}
      registerHref={registerHref}
      closeWidth={CONSOLE_MENU_CLOSE_WIDTH}
      labels={{
        menu: t.account.consoleMenu,
        openMenu: t.header.openMenu,
        closeMenu: t.header.closeMenu,
        toggleSubmenu: t.header.toggleSubmenu,
        login: t.header.login,
        joinFree: t.header.joinFree,
        home: t.header.home,
      }}
      account={
        <div className={consoleStyles.mobileAccount}>
          <p>
            {summary.accountName} · {t.account.id} {summary.id}
          </p>
          {accountLinks(consoleBase, session.visibility).map((link) => (
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

'use client'

/**
 * The header's slots that change for a member (SPEC §2.6): the desktop navigation, the hamburger menu and the
 * alternate bar on service and package pages. Guests, and everyone while the identity call runs, get the public
 * menus rendered by the server; the console menus and their session logic (member/ConsoleMenus.tsx) load only when
 * the identity call says member.
 */
import { lazy, Suspense, type ReactNode } from 'react'

import type { Site } from '../../../domain/locale'
import type { MemberStrings } from '../../../i18n/member'
import { useIdentity } from '../session/identity'

const consoleMenus = () => import('./ConsoleMenus')
const ConsoleHeaderNav = lazy(() => consoleMenus().then((m) => ({ default: m.ConsoleHeaderNav })))
const ConsoleAlternateBar = lazy(() => consoleMenus().then((m) => ({ default: m.ConsoleAlternateBar })))
const ConsoleMobileMenu = lazy(() => consoleMenus().then((m) => ({ default: m.ConsoleMobileMenu })))

type Slot = { site: Site; strings: MemberStrings }

/** The desktop navigation slot of the header: the public menu, or the console menu for a member. */
export function HeaderNav(props: Slot & { publicNav: ReactNode }) {
  const { status } = useIdentity()
  if (status !== 'member') return <>{props.publicNav}</>
  return (
    <Suspense fallback={props.publicNav}>
      <ConsoleHeaderNav {...props} />
    </Suspense>
  )
}

/** The alternate navigation bar (§2.6): a member on a service or package page gets the site's menu below the header. */
export function AlternateConsoleBar(props: Slot & { publicNav: ReactNode }) {
  const { status } = useIdentity()
  if (status !== 'member') return null
  return (
    <Suspense fallback={null}>
      <ConsoleAlternateBar {...props} />
    </Suspense>
  )
}

/** The hamburger menu: the public one for guests; for members the console menu, collapsing below 1200 px. */
export function HeaderMobileMenu(
  props: Slot & { publicMenu: ReactNode; loginHref: string; registerHref: string; consoleBase: string },
) {
  const { status } = useIdentity()
  if (status !== 'member') return <>{props.publicMenu}</>
  return (
    <Suspense fallback={props.publicMenu}>
      <ConsoleMobileMenu {...props} />
    </Suspense>
  )
}

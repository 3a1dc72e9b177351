'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

import type { NavNode } from '../../data/navigation-types'
import { RESIZE_SCROLL_THROTTLE_MS } from '../../domain/constants'
import { fill } from '../../i18n/fill'
import { groupChildren } from './menu'
import styles from './MobileMenu.module.css'
import { NavLink } from './NavLink'
import { throttle } from './throttle'

export type MobileMenuLabels = {
  menu: string
  openMenu: string
  closeMenu: string
  /** With a `{name}` placeholder. */
  toggleSubmenu: string
  login: string
  joinFree: string
  home: string
}

export type MobileMenuProps = {
  items: NavNode[]
  loginHref: string
  registerHref: string
  /** Width (px) from which the desktop menu shows and this menu closes: 768 (cn) or 1200 (en, ru). */
  closeWidth: number
  labels: MobileMenuLabels
  /** Shown instead of log in / join free (the member's account area). */
  account?: ReactNode
}

/**
 * The collapsed menu of small screens (SPEC §2.5, §4): a hamburger opens it; one sub-menu is open at a time; it
 * closes on route change, on Escape, and when the window grows to `closeWidth` (resize throttled 300 ms). The page
 * behind does not scroll while it is open.
 */
export function MobileMenu({ items, loginHref, registerHref, closeWidth, labels, account }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<number | null>(null)
  const pathname = usePathname()
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)

  const close = useCallback((returnFocus = false) => {
    setOpen(false)
    setExpanded(null)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  // Route change closes the menu.
  useEffect(() => {
    close()
  }, [pathname, close])

  // Growing to the desktop width closes it.
  useEffect(() => {
    if (!open) return
    const onResize = throttle(() => {
      if (window.innerWidth >= closeWidth) close()
    }, RESIZE_SCROLL_THROTTLE_MS)
    window.addEventListener('resize', onResize)
    return () => {
      onResize.cancel()
      window.removeEventListener('resize', onResize)
    }
  }, [open, closeWidth, close])

  // Escape closes it; the page behind is locked.
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    document.addEventListener('keydown', onKey)
    const { body } = document
    const previousOverflow = body.style.overflow
    body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      body.style.overflow = previousOverflow
    }
  }, [open, close])

  const collapse = closeWidth <= 768 ? 'mini' : closeWidth <= 992 ? 'medium' : closeWidth <= 1200 ? 'large' : 'xlarge'

  return (
    <div className={styles.root} data-collapse={collapse}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.burger}
        data-header-item="burger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.closeMenu : labels.openMenu}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className={styles.bars} aria-hidden="true" data-open={open ? 'true' : 'false'}>
          <span />
          <span />
          <span />
        </span>
      </button>

      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label={labels.menu}>
          <ul className={styles.list}>
            {items.map((item, index) => {
              const subId = `${panelId}-sub-${item.id}`
              const isOpen = expanded === index
              const hasChildren = item.children.length > 0
              return (
                <li key={item.id} className={styles.entry}>
                  <div className={styles.row}>
                    <NavLink
                      node={item}
                      className={styles.link}
                      onClick={() => close()}
                      aria-current={item.inside && item.href === pathname ? 'page' : undefined}
                    >
                      {item.name}
                    </NavLink>
                    {hasChildren && (
                      <button
                        type="button"
                        className={styles.expand}
                        aria-expanded={isOpen}
                        aria-controls={subId}
                        aria-label={fill(labels.toggleSubmenu, { name: item.name })}
                        onClick={() => setExpanded(isOpen ? null : index)}
                      >
                        <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 14 14">
                          <path d="M3 5l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                        </svg>
                      </button>
                    )}
                  </div>
                  {hasChildren && (
                    <div id={subId} className={styles.sub} hidden={!isOpen}>
                      {groupChildren(item.children).flatMap((column) => column.groups).map((group, groupIndex) => (
                        <div key={group.heading ?? `_${groupIndex}`} className={styles.group}>
                          {group.heading && <p className={styles.groupHeading}>{group.heading}</p>}
                          <ul className={styles.subList}>
                            {group.items.map((child) => (
                              <li key={child.id}>
                                <NavLink node={child} className={styles.subLink} onClick={() => close()}>
                                  {child.name}
                                </NavLink>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  )}
                </li>
              )
            })}
          </ul>
          <div className={styles.account}>
            {account ?? (
              <>
                <a href={loginHref} className={styles.login}>
                  {labels.login}
                </a>
                <a href={registerHref} className={styles.join}>
                  {labels.joinFree}
                </a>
              </>
            )}
          </div>
        </nav>
      </div>
    </div>
  )
}

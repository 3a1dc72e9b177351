'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useState, type ReactNode } from 'react'

import type { NavNode } from '../data/navigation-types'
import { RESIZE_SCROLL_THROTTLE_MS } from '../domain/constants'
import styles from './MobileMenu.module.css'
import { MobileMenuEntry } from './MobileMenuEntry'
import type { MobileMenuLabels } from './menu'
import { throttle } from './throttle'
import { useDropdown } from './useDropdown'

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
 * closes on route change, on Escape, on a press outside it, and when the window grows to `closeWidth` (resize
 * throttled 300 ms). The page behind does not scroll while it is open.
 */
export function MobileMenu({ items, loginHref, registerHref, closeWidth, labels, account }: MobileMenuProps) {
  const [expanded, setExpanded] = useState<number | null>(null)
  const foldAll = useCallback(() => setExpanded(null), [])
  const { isOpen: open, close, toggle, rootRef, panelId, buttonProps } = useDropdown(foldAll)
  const pathname = usePathname()

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

  // The page behind is locked while it is open.
  useEffect(() => {
    if (!open) return
    const { body } = document
    const previousOverflow = body.style.overflow
    body.style.overflow = 'hidden'
    return () => {
      body.style.overflow = previousOverflow
    }
  }, [open])

  const collapse = closeWidth <= 768 ? 'mini' : closeWidth <= 992 ? 'medium' : closeWidth <= 1200 ? 'large' : 'xlarge'

  return (
    <div ref={rootRef} className={styles.root} data-collapse={collapse}>
      <button
        {...buttonProps}
        className={styles.burger}
        data-header-item="burger"
        aria-label={open ? labels.closeMenu : labels.openMenu}
        onClick={toggle}
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
            {items.map((item, index) => (
              <MobileMenuEntry
                key={item.id}
                item={item}
                subId={`${panelId}-sub-${item.id}`}
                current={item.inside && item.href === pathname}
                expanded={expanded === index}
                onExpand={(isOpen) => setExpanded(isOpen ? index : null)}
                onFollow={() => close()}
                toggleLabel={labels.toggleSubmenu}
              />
            ))}
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

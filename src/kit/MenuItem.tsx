'use client'

import { useCallback, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'

import styles from './Header.module.css'

type Props = {
  /** The top-level link (server-rendered). */
  link: ReactNode
  /** The dropdown panel (server-rendered); it must carry `id={panelId}`. */
  panel: ReactNode
  panelId: string
  /** Accessible name of the disclosure button, e.g. 'Show or hide the “Products” submenu'. */
  toggleLabel: string
}

/**
 * One desktop menu item with a dropdown: opens on hover and on keyboard focus (CSS :hover / :focus-within, so it
 * also works before hydration), and through its disclosure button, whose aria-expanded follows the visible state.
 * Escape closes it and returns focus to the button.
 */
export function MenuItem({ link, panel, panelId, toggleLabel }: Props) {
  const [open, setOpen] = useState(false)
  const [dismissed, setDismissed] = useState(false)

  const show = useCallback(() => {
    setOpen(true)
    setDismissed(false)
  }, [])
  const hide = useCallback(() => {
    setOpen(false)
    setDismissed(false)
  }, [])

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide()
  }
  const onFocus = () => {
    if (!dismissed) setOpen(true)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !(open && !dismissed)) return
    event.stopPropagation()
    setOpen(false)
    setDismissed(true)
    event.currentTarget.querySelector<HTMLButtonElement>('button[aria-controls]')?.focus()
  }
  const expanded = open && !dismissed

  return (
    <li
      className={styles.item}
      data-header-item="menu"
      data-open={expanded ? 'true' : 'false'}
      data-dismissed={dismissed ? 'true' : undefined}
      onMouseEnter={show}
      onMouseLeave={(event) => {
        // Keyboard focus inside keeps it open (CSS :focus-within does too): aria-expanded must agree.
        if (!event.currentTarget.contains(document.activeElement)) hide()
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className={styles.itemRow}>
        {link}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={toggleLabel}
          onClick={() => {
            if (expanded) {
              setOpen(false)
              setDismissed(true)
            } else show()
          }}
        >
          <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" focusable="false">
            <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {panel}
    </li>
  )
}

'use client'
/**
 * The open/close state of the header's dropdowns (language switch, member menu, mobile menu), one way for all three:
 * Escape closes and returns focus to the button, a press outside the root closes, and a route change closes.
 * The component puts `rootRef` on the element that holds both the button and its panel, spreads `buttonProps` on the
 * button (its ref, type and the ARIA state naming the panel) and gives the panel `id={panelId}`.
 */
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react'

export type Dropdown<Root extends HTMLElement, Button extends HTMLElement> = {
  isOpen: boolean
  open: () => void
  /** Closes; with `returnFocus`, focus goes back to the button. */
  close: (returnFocus?: boolean) => void
  toggle: () => void
  rootRef: RefObject<Root | null>
  buttonRef: RefObject<Button | null>
  /** The `id` of the panel the button opens. */
  panelId: string
  /** For the button: `{...buttonProps}`. */
  buttonProps: { ref: RefObject<Button | null>; type: 'button'; 'aria-expanded': boolean; 'aria-controls': string }
}

/** `onClose` runs on every close (e.g. to fold the mobile menu's sub-menus). */
export function useDropdown<Root extends HTMLElement = HTMLDivElement, Button extends HTMLElement = HTMLButtonElement>(
  onClose?: () => void,
): Dropdown<Root, Button> {
  const [isOpen, setOpen] = useState(false)
  const rootRef = useRef<Root>(null)
  const buttonRef = useRef<Button>(null)
  const panelId = useId()
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  const open = useCallback(() => setOpen(true), [])
  const close = useCallback((returnFocus = false) => {
    setOpen(false)
    onCloseRef.current?.()
    if (returnFocus) buttonRef.current?.focus()
  }, [])
  const toggle = useCallback(() => (isOpen ? close() : open()), [isOpen, close, open])

  // A route change closes it.
  const pathname = usePathname()
  useEffect(() => {
    close()
  }, [pathname, close])

  // While open: Escape closes and returns focus; a press outside closes.
  useEffect(() => {
    if (!isOpen) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [isOpen, close])

  const buttonProps = { ref: buttonRef, type: 'button', 'aria-expanded': isOpen, 'aria-controls': panelId } as const
  return { isOpen, open, close, toggle, rootRef, buttonRef, panelId, buttonProps }
}

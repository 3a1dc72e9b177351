'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A native modal <dialog> opened by a `window` event (and at mount when `openOnMount`): it remembers what had focus,
 * calls `onOpened` (e.g. to focus the first field) and gives focus back to the opener when it closes. Put `dialogRef`
 * on the <dialog> and `onClosed` as its `onClose`.
 */
export function useEventOpenedDialog(eventName: string, onOpened: () => void, openOnMount?: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<Element | null>(null)
  const [isOpen, setIsOpen] = useState(false)

  const open = useCallback(() => {
    const dialog = dialogRef.current
    if (!dialog || dialog.open) return
    openerRef.current = document.activeElement
    dialog.showModal()
    setIsOpen(true)
    setTimeout(onOpened, 0)
  }, [onOpened])

  useEffect(() => {
    if (openOnMount) open()
    // Only on mount: later requests arrive as events.
  }, [])

  useEffect(() => {
    window.addEventListener(eventName, open)
    return () => window.removeEventListener(eventName, open)
  }, [eventName, open])

  const close = useCallback(() => dialogRef.current?.close(), [])

  const onClosed = useCallback(() => {
    setIsOpen(false)
    const opener = openerRef.current
    if (opener instanceof HTMLElement) opener.focus()
  }, [])

  return { dialogRef, isOpen, close, onClosed }
}

'use client'

import clsx from 'clsx'
import { useEffect, useRef, useState, type MouseEvent } from 'react'

import { BACK_TO_TOP, RESIZE_SCROLL_THROTTLE_MS } from '../../domain/constants'
import { nextBackToTopOffset } from './page-behaviour'
import styles from './BackToTop.module.css'
import { throttle } from '../../kit/throttle'

export type BackToTopProps = {
  label: string
  /**
   * `floating` (default): a round button in the corner that appears once the page is scrolled down.
   * `inline`: an always-visible text button (the Chinese footer's back-to-top link).
   */
  variant?: 'floating' | 'inline'
  className?: string
}

/** Scrolls up one fifth of the remaining offset every 16 ms (SPEC §9); instantly for prefers-reduced-motion. */
function scrollToTop(onDone: () => void): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0)
    onDone()
    return () => {}
  }
  let stopped = false
  const stop = () => {
    stopped = true
    window.clearInterval(timer)
    window.removeEventListener('wheel', stop)
    window.removeEventListener('touchstart', stop)
  }
  const timer = window.setInterval(() => {
    if (stopped) return
    const next = nextBackToTopOffset(window.scrollY)
    window.scrollTo(0, next)
    if (next === 0) {
      stop()
      onDone()
    }
  }, BACK_TO_TOP.stepMs)
  // The visitor taking over the scroll wins.
  window.addEventListener('wheel', stop, { passive: true })
  window.addEventListener('touchstart', stop, { passive: true })
  return stop
}

export function BackToTop({ label, variant = 'floating', className }: BackToTopProps) {
  const [visible, setVisible] = useState(variant === 'inline')
  const cancel = useRef<(() => void) | null>(null)

  useEffect(() => {
    if (variant !== 'floating') return
    const update = throttle(() => setVisible(window.scrollY > window.innerHeight / 2), RESIZE_SCROLL_THROTTLE_MS)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      update.cancel()
      window.removeEventListener('scroll', update)
    }
  }, [variant])

  useEffect(() => () => cancel.current?.(), [])

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // `detail` is 0 when the click came from the keyboard (Enter, Space).
    const fromKeyboard = event.detail === 0
    cancel.current?.()
    cancel.current = scrollToTop(() => {
      cancel.current = null
      // Keyboard users continue from the top of the page (the skip link), not from a button far below.
      if (fromKeyboard) document.querySelector<HTMLElement>('#skip-link, #main')?.focus({ preventScroll: true })
    })
  }

  if (variant === 'inline') {
    return (
      <button type="button" className={className ?? styles.inline} onClick={onClick}>
        {label}
        <span aria-hidden="true"> ↑</span>
      </button>
    )
  }
  return (
    <button
      type="button"
      className={clsx(styles.floating, className)}
      data-visible={visible ? 'true' : 'false'}
      aria-label={label}
      title={label}
      tabIndex={visible ? 0 : -1}
      aria-hidden={visible ? undefined : true}
      onClick={onClick}
    >
      <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 18 18">
        <path
          d="M9 14V4M4.5 8.5 9 4l4.5 4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}

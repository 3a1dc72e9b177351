'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { PROGRESS_BAR_DURATION_MS } from '../../domain/constants'
import {
  createProgressMachine,
  isNavigatingClick,
  startProgress,
  subscribeProgress,
  type ProgressPhase,
} from '../../kit/progress'
import styles from './ProgressBar.module.css'

/** A navigation that never completes (the link was cancelled, the server never answered) stops showing after this. */
const NAVIGATION_GIVE_UP_MS = 15_000

/**
 * The top progress bar (SPEC §2.5, §9): busy during in-app navigations (a click on a link to another page, until the
 * new URL is committed) and during the requests that call `startProgress`/`trackProgress` (the forms, purchase and
 * payment). Shows only after the 200 ms throttle, so fast work draws nothing. Render it once per page.
 */
export function ProgressBar({ label }: { label: string }) {
  const [phase, setPhase] = useState<ProgressPhase>('idle')
  const pathname = usePathname()
  const finishNavigation = useRef<() => void>(() => {})

  useEffect(() => {
    const machine = createProgressMachine(setPhase)
    const unsubscribe = subscribeProgress((busy) => machine.busy(busy))

    let end: (() => void) | null = null
    let giveUp: ReturnType<typeof setTimeout> | undefined
    let startedAt = ''
    const here = () => window.location.pathname + window.location.search
    const finish = () => {
      clearTimeout(giveUp)
      end?.()
      end = null
    }
    finishNavigation.current = finish

    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement) || end) return
      const link = { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') }
      if (!isNavigatingClick(event, link, window.location.href)) return
      startedAt = here()
      end = startProgress()
      giveUp = setTimeout(finish, NAVIGATION_GIVE_UP_MS)
    }
    // The App Router commits a navigation by pushing (or replacing) the new URL: that is when the bar completes.
    const { pushState, replaceState } = window.history
    const watch = (original: History['pushState']): History['pushState'] =>
      function (this: History, ...args) {
        original.apply(this, args)
        if (end && here() !== startedAt) finish()
      }
    window.history.pushState = watch(pushState)
    window.history.replaceState = watch(replaceState)
    window.addEventListener('click', onClick, true)
    window.addEventListener('popstate', finish)
    return () => {
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', finish)
      window.history.pushState = pushState
      window.history.replaceState = replaceState
      finish()
      unsubscribe()
      machine.dispose()
    }
  }, [])

  // A new page is showing: whatever navigation was pending is over.
  useEffect(() => finishNavigation.current(), [pathname])

  return (
    <div
      className={styles.bar}
      data-phase={phase}
      role="progressbar"
      aria-label={label}
      hidden={phase === 'idle'}
      style={{ animationDuration: `${PROGRESS_BAR_DURATION_MS}ms` }}
    />
  )
}

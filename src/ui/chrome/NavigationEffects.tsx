'use client'

import { useEffect } from 'react'

import { readPositions, rememberPosition, restoreScroll, writePositions } from './scroll-memory'
import {
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  parseLastReloadAt,
  shouldReloadAfterChunkError,
} from './chunk-reload'

function readLastReload(): number | null {
  try {
    return parseLastReloadAt(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY))
  } catch {
    return null // storage disabled
  }
}

function rememberReload(now: number): boolean {
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now))
    return true
  } catch {
    return false
  }
}

/**
 * Page behaviours that need no UI (SPEC §2.5, §8):
 * - scroll to top on navigation: Next's App Router already does it, nothing to add;
 * - restore the scroll position exactly when going back or forward (scroll-memory.ts);
 * - the chunk-load guard: a failed chunk load reloads the page, at most once per 60 s (remembered in sessionStorage;
 *   without storage it does not reload, so it can never loop).
 */
export function NavigationEffects() {
  useEffect(() => {
    // Scroll restoration is ours (scroll-memory.ts): the browser's clamps to the page's height before it is complete.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual'
    const storage = (() => {
      try {
        return window.sessionStorage
      } catch {
        return null
      }
    })()
    let positions = readPositions(storage)
    const urlOf = () => `${window.location.pathname}${window.location.search}`
    let currentUrl = urlOf()
    let pending = 0
    const save = () => {
      positions = rememberPosition(positions, currentUrl, window.scrollY)
      writePositions(storage, positions)
    }
    const onScroll = () => {
      if (pending) return
      pending = window.setTimeout(() => {
        pending = 0
        if (urlOf() === currentUrl) save()
      }, 100)
    }
    let stopRestore: (() => void) | null = null
    const restoreFor = (url: string) => {
      stopRestore?.()
      const y = positions[url]
      stopRestore = y ? restoreScroll(y) : null
    }
    const onPopState = () => {
      // The entry left keeps its last position; the one shown gets its own back once it has rendered.
      window.clearTimeout(pending)
      pending = 0
      currentUrl = urlOf()
      restoreFor(currentUrl)
    }
    // Client navigations (links) change the URL without popstate: track it so positions go to the right entry.
    const onPushed = () => {
      currentUrl = urlOf()
    }
    const originalPush = window.history.pushState.bind(window.history)
    const originalReplace = window.history.replaceState.bind(window.history)
    window.history.pushState = (...args: Parameters<History['pushState']>) => {
      save()
      originalPush(...args)
      onPushed()
    }
    window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
      originalReplace(...args)
      onPushed()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('popstate', onPopState)
    window.addEventListener('pagehide', save)
    // A full load by back/forward (no bfcache): restore too.
    const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
    if (entry?.type === 'back_forward') restoreFor(currentUrl)

    const recover = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return
      const now = Date.now()
      if (!shouldReloadAfterChunkError(readLastReload(), now)) return
      if (rememberReload(now)) window.location.reload()
    }
    const onError = (event: ErrorEvent) => recover(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => recover(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      stopRestore?.()
      window.history.pushState = originalPush
      window.history.replaceState = originalReplace
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('pagehide', save)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}

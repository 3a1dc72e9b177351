'use client'

import { useEffect } from 'react'

import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, parseLastReloadAt, shouldReloadAfterChunkError } from './chunk-reload'

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
 * - restore the scroll position when going back: the browser's own restoration (`history.scrollRestoration = 'auto'`);
 * - the chunk-load guard: a failed chunk load reloads the page, at most once per 60 s (remembered in sessionStorage;
 *   without storage it does not reload, so it can never loop).
 */
export function NavigationEffects() {
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'auto'

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
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}

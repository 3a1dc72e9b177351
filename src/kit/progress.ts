/**
 * What the top progress bar shows (SPEC §2.5, §9): it is busy while a navigation or a request is under way. Anything
 * that waits on the network calls `startProgress()` and the function it returns when done (or
 * `trackProgress(promise)`); the bar (ProgressBar.tsx) appears only when the work is still going after the §9 throttle
 * (200 ms), creeps towards 90 % over the §9 duration (5 s), and completes when the last piece of work ends.
 *
 * No React in here: the store and the timing rules are plain functions, so they are tested without a browser.
 */
import { PROGRESS_BAR_THROTTLE_MS } from '../domain/constants'

export type ProgressPhase = 'idle' | 'running' | 'finishing'

type Listener = (busy: boolean) => void

let pending = 0
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener(pending > 0)
}

/** Marks the start of some work; call the returned function when it ends (further calls do nothing). */
export function startProgress(): () => void {
  pending += 1
  if (pending === 1) emit()
  let ended = false
  return () => {
    if (ended) return
    ended = true
    pending -= 1
    if (pending === 0) emit()
  }
}

/** Keeps the bar busy until the promise settles; returns the same promise. */
export function trackProgress<T>(promise: Promise<T>): Promise<T> {
  const done = startProgress()
  return promise.finally(done)
}

export function isProgressBusy(): boolean {
  return pending > 0
}

export function subscribeProgress(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The bar's state machine. `busy(true)` arms the throttle; when it fires and work is still going the bar runs;
 * `busy(false)` before that cancels it (a fast request or navigation shows nothing), after it finishes the bar
 * (full width, then hidden after `finishMs`).
 */
export function createProgressMachine(
  onPhase: (phase: ProgressPhase) => void,
  timers: { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void } = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
  { throttleMs = PROGRESS_BAR_THROTTLE_MS, finishMs = 300 }: { throttleMs?: number; finishMs?: number } = {},
) {
  let phase: ProgressPhase = 'idle'
  let timer: unknown = null
  const set = (next: ProgressPhase) => {
    if (next === phase) return
    phase = next
    onPhase(next)
  }
  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
  }
  return {
    busy(isBusy: boolean) {
      clear()
      if (isBusy) {
        if (phase === 'running') return
        timer = timers.setTimeout(() => {
          timer = null
          set('running')
        }, throttleMs)
        return
      }
      if (phase !== 'running') return set('idle')
      set('finishing')
      timer = timers.setTimeout(() => {
        timer = null
        set('idle')
      }, finishMs)
    },
    get phase() {
      return phase
    },
    dispose: clear,
  }
}

/**
 * Whether a click starts an in-app navigation worth showing progress for: a plain left click on a same-origin link
 * to another page (not a new tab, a download, or a jump within this page).
 */
export function isNavigatingClick(
  event: {
    button: number
    metaKey: boolean
    ctrlKey: boolean
    shiftKey: boolean
    altKey: boolean
    defaultPrevented?: boolean
  },
  anchor: { href: string; target: string; hasDownload: boolean },
  current: string,
): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  if (anchor.hasDownload || (anchor.target && anchor.target !== '_self')) return false
  let to: URL
  let from: URL
  try {
    from = new URL(current)
    to = new URL(anchor.href, from)
  } catch {
    return false
  }
  if (to.origin !== from.origin) return false
  return to.pathname !== from.pathname || to.search !== from.search
}

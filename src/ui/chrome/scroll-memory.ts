/**
 * Exact scroll restoration when going back or forward (SPEC §2.5). The browser's own restoration runs as soon as
 * the history entry is shown, before late parts of the page (lazy forms, the member footer, fonts) reach their
 * height, so it clamped to a shorter page (1544 instead of 2000). Here the position of every entry is remembered
 * (sessionStorage, by URL) and, on back/forward, re-applied each frame until the page is tall enough and has held
 * the position, or the visitor scrolls, or two seconds pass.
 */
const STORAGE_KEY = 'scroll-positions'
const MAX_ENTRIES = 50

export type ScrollPositions = Record<string, number>

/** The remembered positions with `url` set to `y`, keeping at most the last MAX_ENTRIES URLs. */
export function rememberPosition(positions: ScrollPositions, url: string, y: number): ScrollPositions {
  const next = { ...positions }
  delete next[url]
  next[url] = Math.max(0, Math.round(y))
  const keys = Object.keys(next)
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete next[key]
  return next
}

export function readPositions(storage: Pick<Storage, 'getItem'> | null): ScrollPositions {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ScrollPositions) : {}
  } catch {
    return {}
  }
}

export function writePositions(storage: Pick<Storage, 'setItem'> | null, positions: ScrollPositions): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(positions))
  } catch {
    // Storage full or disabled: restoration falls back to the top of the page.
  }
}

/**
 * Scrolls to `y` once the page is tall enough, holding it for a few frames; stops on user input or after `timeoutMs`.
 */
export function restoreScroll(y: number, timeoutMs = 2000): () => void {
  let frame = 0
  let held = 0
  let stopped = false
  const started = performance.now()
  const stop = () => {
    stopped = true
    cancelAnimationFrame(frame)
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.removeEventListener(type, stop)
  }
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(type, stop, { passive: true })
  const step = () => {
    if (stopped) return
    const max = document.documentElement.scrollHeight - window.innerHeight
    if (max >= y) {
      if (Math.abs(window.scrollY - y) > 1) {
        window.scrollTo(0, y)
        held = 0
      } else held += 1
    }
    if (held >= 10 || performance.now() - started > timeoutMs) return stop()
    frame = requestAnimationFrame(step)
  }
  frame = requestAnimationFrame(step)
  return stop
}

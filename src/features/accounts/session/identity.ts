/**
 * The visitor's status on the cached public pages (SPEC §3, §4), from one light GET /console/user/identity:
 * `guest`, `member`, or `ended` (401/402: a token that is no longer valid). A guest page needs nothing more, so this
 * is all the session code a guest's browser loads. The member menus and their session logic (swr, the api client,
 * permissions, the console menu) are loaded when this says `member` or `ended` (see MemberArea and ConsoleNav), and
 * `useSession` starts from the answer fetched here.
 */
import { useSyncExternalStore } from 'react'

export const IDENTITY_PATH = '/console/user/identity'
/** POST: the only way to remove the http-only `ts-token` cookie from the browser. */
export const LOGOUT_PATH = '/console/user/logout'
/** A focus within this long of the last answer does not ask again (as swr's dedupingInterval did). */
const REFRESH_AFTER_MS = 5_000

export type IdentityStatus = 'loading' | 'guest' | 'member' | 'ended'
export type IdentitySnapshot = { status: IdentityStatus; answer: unknown }

const LOADING: IdentitySnapshot = { status: 'loading', answer: undefined }
let snapshot: IdentitySnapshot = LOADING
let loadedAt = 0
let inflight: Promise<void> | null = null
let focusListening = false
const listeners = new Set<() => void>()

/** The status an identity answer means: code 1/200 with a user → member; 401/402 → ended; anything else → guest. */
export function statusOfAnswer(answer: unknown): Exclude<IdentityStatus, 'loading'> {
  const body = answer !== null && typeof answer === 'object' ? (answer as { code?: unknown; data?: unknown }) : {}
  const code = Number(body.code)
  if ((code === 1 || code === 200) && body.data !== null && typeof body.data === 'object') return 'member'
  if (code === 401 || code === 402) return 'ended'
  return 'guest'
}

function publish(next: IdentitySnapshot): void {
  snapshot = next
  for (const listener of listeners) listener()
}

export function loadIdentity(fetcher: typeof fetch = globalThis.fetch): Promise<void> {
  inflight ??= fetcher(IDENTITY_PATH, {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { accept: 'application/json' },
  })
    .then((response) => response.json() as Promise<unknown>)
    .then((answer) => publish({ status: statusOfAnswer(answer), answer }))
    .catch((error: unknown) => {
      // Only logged: the visitor is treated as a guest until an answer comes.
      console.warn('identity', error)
      if (snapshot.status === 'loading') publish({ status: 'guest', answer: undefined })
    })
    .finally(() => {
      inflight = null
      loadedAt = Date.now()
    })
  return inflight
}

function refreshOnFocus(): void {
  if (document.visibilityState !== 'hidden' && Date.now() - loadedAt > REFRESH_AFTER_MS) void loadIdentity()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (snapshot.status === 'loading' && !inflight) void loadIdentity()
  if (!focusListening) {
    focusListening = true
    window.addEventListener('focus', refreshOnFocus)
    document.addEventListener('visibilitychange', refreshOnFocus)
  }
  return () => listeners.delete(listener)
}

export function identitySnapshot(): IdentitySnapshot {
  return snapshot
}

/**
 * The forced logout of §4 when the answer was 401/402: the logout endpoint removes the cookie, then the visitor goes
 * to the home page of the current language. Navigation waits for the cookie to be gone, so home loads as a guest.
 */
export function endSession(
  home: string,
  fetcher: typeof fetch = globalThis.fetch,
  go: (path: string) => void = (path) => window.location.assign(path),
): Promise<void> {
  return fetcher(LOGOUT_PATH, { method: 'POST', credentials: 'same-origin', keepalive: true })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => go(home))
}

/** For tests: back to the state of a fresh page. */
export function resetIdentity(): void {
  snapshot = LOADING
  loadedAt = 0
  inflight = null
}

export function useIdentity(): IdentitySnapshot {
  return useSyncExternalStore(subscribe, identitySnapshot, () => LOADING)
}

/**
 * The redirects collection's rules as the route /next/unmatched last read them, for the production server's fast
 * path of unmatched routes (src/server/unmatched-fast.ts). On globalThis: Next's bundles and the
 * server load this file as separate module instances. The server enables it when content changes reach it (its guest
 * page cache hears every local purge and, with Redis, the other instances'): each purge forgets the rules and, as the
 * page cache does, refuses rules for `quietMs` afterwards and rules read across it (`version`). Rules are kept at
 * most `LIFETIME_MS`. Disabled (`next dev`, PAGE_CACHE=off), nothing is kept and every unmatched route goes to Next.
 */
const KEY = Symbol.for('trade-sites.redirects-snapshot')
const LIFETIME_MS = 60_000

type State = {
  enabled: boolean
  version: number
  quietUntil: number
  map: Readonly<Record<string, string>> | null
  expires: number
}
type Holder = { [KEY]?: State }

function state(): State {
  const holder = globalThis as Holder
  return (holder[KEY] ??= { enabled: false, version: 0, quietUntil: 0, map: null, expires: 0 })
}

/** Called by the server whose purges reach `forgetRedirects`. */
export function enableRedirectsSnapshot(enabled = true): void {
  const s = state()
  s.enabled = enabled
  s.map = null
}

/** The current version: read it before reading the rules, hand it back with them. */
export function redirectsVersion(): number {
  return state().version
}

/** Rules read from the content (the route /next/unmatched); kept unless content changed since `version` was read. */
export function offerRedirects(version: number, map: Readonly<Record<string, string>>, now = Date.now()): void {
  const s = state()
  if (!s.enabled || version !== s.version || now < s.quietUntil) return
  s.map = map
  s.expires = now + LIFETIME_MS
}

/** The rules, or null when none are known to be current. */
export function currentRedirects(now = Date.now()): Readonly<Record<string, string>> | null {
  const s = state()
  if (!s.enabled || !s.map) return null
  if (now >= s.expires) {
    s.map = null
    return null
  }
  return s.map
}

/** Content changed (here or on another instance): forget the rules, keep none for `quietMs`. */
export function forgetRedirects(quietMs = 2000, now = Date.now()): void {
  const s = state()
  s.version++
  s.map = null
  s.quietUntil = now + quietMs
}

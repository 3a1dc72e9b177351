/**
 * The one rule for a visitor's address (every rate limit keys on it). No imports: read by the route handlers, the
 * Payload API wrapper and the production server alike.
 *
 * TRUST_PROXY says how many reverse proxies stand in front of the app, each appending the address it saw to
 * X-Forwarded-For: `true` or `1` = one (nginx), `2` = two (a CDN, then nginx), … The visitor is then the entry that
 * the outermost trusted proxy appended, counted from the right; whatever the visitor wrote to the left of it is
 * ignored, so a forged header cannot choose the key. With TRUST_PROXY unset (or `false`/`0`) X-Forwarded-For is
 * ignored entirely: the address is the socket's, which the production server (src/server/serve.ts) writes to
 * CLIENT_ADDRESS_HEADER over whatever the request carried.
 */
import { environment } from '../settings'

/** Set by the production server from the socket; any value a visitor sends is overwritten there. */
export const CLIENT_ADDRESS_HEADER = 'x-ts-client-address'

/** The address used when no trustworthy one is known (all such requests share one key). */
export const UNKNOWN_ADDRESS = 'unknown'

/** How many proxies TRUST_PROXY trusts: 0 (none), `true` = 1, or a number of hops (at most 10). */
export function trustedProxyHops(env: Partial<Record<string, string | undefined>> = environment()): number {
  const raw = (env.TRUST_PROXY ?? '').trim().toLowerCase()
  if (raw === 'true') return 1
  if (/^\d{1,2}$/.test(raw)) return Math.min(Number(raw), 10)
  return 0
}

export function clientAddress(
  request: { headers: Headers },
  env: Partial<Record<string, string | undefined>> = environment(),
): string {
  const hops = trustedProxyHops(env)
  if (hops > 0) {
    const entries = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    // Fewer entries than proxies: the request skipped an outer proxy; the leftmost is still a proxy's own record.
    if (entries.length > 0) return entries[Math.max(0, entries.length - hops)]!.slice(0, 64)
  }
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim().slice(0, 64) || UNKNOWN_ADDRESS
}

/** For the production server: records the socket's address on the request, replacing any value the visitor sent. */
export function recordSocketAddress(req: {
  headers: Record<string, string | string[] | undefined>
  socket?: { remoteAddress?: string }
}): void {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket?.remoteAddress ?? UNKNOWN_ADDRESS
}

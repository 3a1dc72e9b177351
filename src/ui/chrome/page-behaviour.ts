/** Small pure pieces of the page behaviours (back to top, member footer). */
import { BACK_TO_TOP, TOKEN_COOKIE } from '../../domain/constants'

/** The next scroll offset of the back-to-top animation: one fifth of the remaining offset per step, then 0. */
export function nextBackToTopOffset(offset: number): number {
  if (!(offset > 1)) return 0
  return Math.floor(offset * (1 - BACK_TO_TOP.fraction))
}

/** Whether a `document.cookie` string holds a non-empty `ts-token` (a logged-in visitor). */
export function hasTokenCookie(cookie: string): boolean {
  return cookie.split(';').some((pair) => {
    const at = pair.indexOf('=')
    if (at === -1) return false
    return pair.slice(0, at).trim() === TOKEN_COOKIE && pair.slice(at + 1).trim() !== ''
  })
}

import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * Whether a video address has a file behind it: one in public/ is checked on disk (a missing file would give a player
 * that fails); uploads (/api/media) and other origins are taken as served; anything else, or nothing, is not.
 */
export function videoIsServed(url: string | null | undefined): boolean {
  if (!url) return false
  if (/^https?:\/\//.test(url) || url.startsWith('/api/media/')) return true
  if (!url.startsWith('/') || url.includes('..')) return false
  return existsSync(
    path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', decodeURIComponent(url.split(/[?#]/)[0]!)),
  )
}

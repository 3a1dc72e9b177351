/**
 * The chunk-load guard (SPEC §8, §9): a failed chunk load (usually a deploy replaced the build the page came from)
 * reloads the page, at most once per `CHUNK_RELOAD_GUARD_MS`. Pure: the component supplies storage and clock.
 */
import { CHUNK_RELOAD_GUARD_MS } from '../../domain/constants'

/** sessionStorage key holding the time (ms since epoch) of the last reload done by the guard. */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at'

/**
 * Webpack (`Loading chunk`, `ChunkLoadError`), Turbopack (`Failed to load chunk`), Chrome/Firefox and Safari dynamic
 * imports.
 */
const CHUNK_ERROR =
  /Loading chunk|Loading CSS chunk|ChunkLoadError|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

/** Whether an error event's error, a rejection's reason, or a message is a failed chunk load. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason === null || reason === undefined) return false
  if (typeof reason === 'string') return CHUNK_ERROR.test(reason)
  if (typeof reason === 'object') {
    const { name, message } = reason as { name?: unknown; message?: unknown }
    return (
      (typeof name === 'string' && CHUNK_ERROR.test(name)) || (typeof message === 'string' && CHUNK_ERROR.test(message))
    )
  }
  return false
}

/** The stored time of the last reload, or null when absent or unreadable. */
export function parseLastReloadAt(stored: string | null | undefined): number | null {
  if (stored === null || stored === undefined || stored.trim() === '') return null
  const value = Number(stored)
  return Number.isFinite(value) ? value : null
}

/**
 * Whether to reload now: never reloaded, or the last reload is at least the guard interval ago. A stored time in
 * the future (clock changed) does not block forever: it counts as no reload.
 */
export function shouldReloadAfterChunkError(
  lastReloadAt: number | null,
  now: number,
  guardMs: number = CHUNK_RELOAD_GUARD_MS,
): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt) || lastReloadAt > now) return true
  return now - lastReloadAt >= guardMs
}

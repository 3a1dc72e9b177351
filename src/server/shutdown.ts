/**
 * A deploy that drops nothing: what the production server does on SIGTERM (and SIGINT).
 *  1. It drains: readiness (`/next/health/ready`) answers 503 at once, so a load balancer stops sending visitors;
 *     every answer says `Connection: close`. For SHUTDOWN_DRAIN_SECONDS (default 0: nginx retries a refused
 *     connection on the other instance) it still accepts, for balancers that only read readiness.
 *  2. It stops accepting: the listener closes (nginx's `proxy_next_upstream error` sends a refused connection to the
 *     other instance) and idle kept-alive connections are closed.
 *  3. Requests in flight finish; then what the process holds is given back, in order: the scheduled job runs stop
 *     (Payload's crons), the job lock is released so another instance takes the schedule, the database pools and the
 *     Redis connections close (`onShutdown` registrations, in the order registered).
 *  4. It exits 0, within SHUTDOWN_GRACE_SECONDS (default 30) in all: a request still running then is cut (and logged).
 *
 * The registry lives on globalThis: serve.ts (bundled on its own) and Next's server bundles (where Payload runs) each
 * carry a copy of this module.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { environment, setting } from '../settings'

export type Cleanup = { name: string; run: () => Promise<unknown> | unknown }

const REGISTRY = Symbol.for('tradecompass.shutdown')
type Shared = { cleanups: Cleanup[]; draining: boolean }
const shared = globalThis as { [REGISTRY]?: Shared }
const state: Shared = (shared[REGISTRY] ??= { cleanups: [], draining: false })

/** Something to give back when the process stops (a pool, a lock, a connection), once. */
export function onShutdown(name: string, run: Cleanup['run']): void {
  if (!state.cleanups.some((cleanup) => cleanup.name === name)) state.cleanups.push({ name, run })
}

/** Whether the process is stopping (readiness answers 503). */
export function isDraining(): boolean {
  return state.draining
}

/** The grace from SHUTDOWN_GRACE_SECONDS (default 30). */
export function shutdownGraceMs(env: Partial<Record<string, string | undefined>> = environment()): number {
  return setting('SHUTDOWN_GRACE_SECONDS', env) * 1000
}

/** How long to keep accepting while readiness answers 503 (SHUTDOWN_DRAIN_SECONDS, default 0). */
export function shutdownDrainMs(env: Partial<Record<string, string | undefined>> = environment()): number {
  return setting('SHUTDOWN_DRAIN_SECONDS', env) * 1000
}

export const READINESS_PATH = '/next/health/ready'

/**
 * In front of every request: while draining, readiness is 503 and every answer closes its connection. Returns true
 * when it answered the request itself.
 */
export function drainingAnswer(req: IncomingMessage, res: ServerResponse): boolean {
  if (!state.draining) return false
  res.setHeader('connection', 'close')
  if ((req.url ?? '').split('?')[0] !== READINESS_PATH) return false
  res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': '5' })
  res.end(JSON.stringify({ status: 'draining' }))
  return true
}

type Logger = {
  info: (o: object, m?: string) => void
  warn: (o: object, m?: string) => void
  error: (o: object, m?: string) => void
}

export type ShutdownOptions = {
  server: Server
  graceMs?: number
  drainMs?: number
  log: Logger
  exit?: (code: number) => void
  /** Requests in flight (counted by the caller's handler). */
  inFlight: () => number
}

/** Stops the server as described above; resolves when it has exited (or would have, with a test's `exit`). */
export async function shutDown({
  server,
  graceMs = shutdownGraceMs(),
  drainMs = shutdownDrainMs(),
  log,
  exit = (code) => process.exit(code),
  inFlight,
}: ShutdownOptions): Promise<void> {
  if (state.draining) return
  state.draining = true
  const started = Date.now()
  const deadline = started + graceMs
  log.info(
    { event: 'shutdown', inFlight: inFlight(), graceMs },
    'stopping: readiness 503, no new connections, finishing requests in flight',
  )
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(drainMs, graceMs / 2)))
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections?.()
  // Requests in flight finish; kept-alive connections close after their answer (Connection: close above).
  const idle = setInterval(() => server.closeIdleConnections?.(), 100)
  const timedOut = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(true), Math.max(0, deadline - Date.now() - 1000)).unref(),
    ),
  ])
  clearInterval(idle)
  if (timedOut) {
    log.warn({ event: 'shutdown', inFlight: inFlight() }, 'grace ending: cutting the requests still running')
    server.closeAllConnections?.()
  }
  for (const cleanup of state.cleanups) {
    const left = deadline - Date.now()
    if (left <= 0) break
    try {
      await Promise.race([Promise.resolve(cleanup.run()), new Promise((resolve) => setTimeout(resolve, left).unref())])
    } catch (error) {
      log.warn({ event: 'shutdown', cleanup: cleanup.name, error: String(error) }, 'a cleanup failed')
    }
  }
  log.info({ event: 'shutdown', ms: Date.now() - started }, 'stopped')
  exit(0)
}

/**
 * Scheduled jobs run once per schedule across instances: only the instance holding a PostgreSQL advisory lock (on a
 * connection of its own, held for the life of the process) schedules and runs Payload's queued jobs. When that
 * instance stops, its connection closes, the lock is released and the next instance to ask takes over at its next
 * tick. The embedded database serves one process only: it is always the leader there.
 * Why: docs/decisions/0006-job-leader.md.
 */
import pg from 'pg'

import { scratchMode } from '../settings'
import { onShutdown } from './shutdown'
import { environment, type Env } from '../settings'

/** An arbitrary constant naming this lock (pg_try_advisory_lock's bigint key). */
export const JOB_LOCK_KEY = 7_243_015

type Leader = { client: pg.Client | null; holding: boolean }

const KEY = Symbol.for('trade-sites.job-leader')
const state = ((globalThis as { [KEY]?: Leader })[KEY] ??= { client: null, holding: false })

function reset(): void {
  const client = state.client
  state.client = null
  state.holding = false
  client?.end().catch(() => {})
}

/** Whether this instance runs jobs now; a scratch copy never does (its queue is production's queue of then). */
export async function isJobLeader(env: Env = environment()): Promise<boolean> {
  if (scratchMode(env)) return false
  if (env.EMBEDDED_DATABASE === 'true' || !env.DATABASE_URL) return true
  try {
    if (!state.client) {
      const client = new pg.Client({
        connectionString: env.DATABASE_URL,
        connectionTimeoutMillis: 5000,
        query_timeout: 5000,
      })
      client.on('error', reset)
      client.on('end', () => {
        if (state.client === client) reset()
      })
      await client.connect()
      state.client = client
      // On SIGTERM the lock goes at once, so another instance takes the schedule (src/server/shutdown.ts).
      onShutdown('job lock', releaseJobLeadership)
    }
    if (state.holding) {
      // Still connected (so still holding the lock)?
      await state.client.query('select 1')
      return true
    }
    const { rows } = await state.client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [JOB_LOCK_KEY])
    state.holding = rows[0]?.ok === true
    return state.holding
  } catch {
    reset()
    return false
  }
}

/** Lets go of the lock (shutdown, tests). */
export async function releaseJobLeadership(): Promise<void> {
  const client = state.client
  state.client = null
  state.holding = false
  await client?.end().catch(() => {})
}

/**
 * Brings a database up to date before the app serves from it: runs the committed migrations, checks they all
 * applied (a first migrate against a brand-new PGlite can leave some unapplied: STACK-NOTES.md), and seeds an
 * empty database. Used by scripts/run.ts (dev, start, build) and by the integration tests.
 */
import type { Migration, Payload } from 'payload'

import { migrations } from '../../migrations'
import { environment, type Env } from '../settings'

/** The committed migrations, by name, in order. */
export function migrationNames(): string[] {
  return migrations.map((migration) => migration.name)
}

async function appliedMigrations(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({ collection: 'payload-migrations', limit: 1000, pagination: false, depth: 0 })
  return new Set(docs.map((doc) => String((doc as { name?: string }).name)))
}

export async function migrateDatabase(payload: Payload): Promise<void> {
  const expected = migrationNames()
  for (let attempt = 1; attempt <= 2; attempt++) {
    // The generated index types `up`/`down` with the adapter's own argument types.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    const applied = await appliedMigrations(payload)
    const missing = expected.filter((name) => !applied.has(name))
    if (missing.length === 0) return
    payload.logger.warn(`Migrations not applied after attempt ${attempt}: ${missing.join(', ')}`)
  }
  throw new Error('The database schema is not up to date after migrating twice; see the log above.')
}

/** The advisory lock that lets one process at a time migrate and seed (the job lock is 7_243_015). */
export const MIGRATION_LOCK_KEY = 7_243_016

/**
 * Runs `step` (migrate, then seed) while holding a PostgreSQL advisory lock on a connection of its own: instances
 * starting together do not race (each waits, then finds the migrations applied and the seed done). The embedded
 * database admits one process, so it needs none.
 */
export async function underMigrationLock<T>(step: () => Promise<T>, env: Env = environment()): Promise<T> {
  if (!env.DATABASE_URL || env.EMBEDDED_DATABASE === 'true') return step()
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 10_000 })
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    return await step()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    await client.end().catch(() => {})
  }
}

/** Ends the pool without waiting: payload.destroy() leaves it open (STACK-NOTES.md). */
export function releaseDatabase(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool
  void pool?.end().catch(() => {})
}

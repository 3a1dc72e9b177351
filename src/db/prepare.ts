/**
 * Brings a database up to date before the app serves from it: runs the committed migrations, checks they all
 * applied (a first migrate against a brand-new PGlite was once seen not to apply: STACK-NOTES.md), and seeds an
 * empty database. Used by scripts/run.ts (dev, start, build) and by the integration tests.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

export function migrationNames(migrationDir: string): string[] {
  if (!fs.existsSync(migrationDir)) return []
  return fs
    .readdirSync(migrationDir)
    .filter((file) => /^\d.*\.ts$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
}

async function appliedMigrations(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({ collection: 'payload-migrations', limit: 1000, pagination: false, depth: 0 })
  return new Set(docs.map((doc) => String((doc as { name?: string }).name)))
}

export async function migrateDatabase(payload: Payload, migrationDir: string): Promise<void> {
  const expected = migrationNames(migrationDir)
  for (let attempt = 1; attempt <= 2; attempt++) {
    await payload.db.migrate()
    const applied = await appliedMigrations(payload)
    const missing = expected.filter((name) => !applied.has(name))
    if (missing.length === 0) return
    payload.logger.warn(`Migrations not applied after attempt ${attempt}: ${missing.join(', ')}`)
  }
  throw new Error('The database schema is not up to date after migrating twice; see the log above.')
}

/** Ends the pool without waiting: payload.destroy() leaves it open (STACK-NOTES.md). */
export function releaseDatabase(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool
  void pool?.end().catch(() => {})
}

export const MIGRATION_DIR = path.resolve(import.meta.dirname, '../../migrations')

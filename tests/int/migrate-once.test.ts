/**
 * Instances starting together migrate and seed once: three `npm run migrate` on one new database at the same
 * moment all succeed, every migration is recorded once and the seed ran once. Before the migration lock they raced
 * (duplicate tables, a half-seeded site). Three Payload starts and a seed at once: 45–55 s on a quiet machine, 225 s
 * seen with the two cores loaded, so the bound is generous.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'

import { migrationNames } from '@/db/prepare'

import { skipOnEmbeddedDatabase } from './postgres-only'

const root = path.resolve(import.meta.dirname, '../..')

function migrate(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/run.ts', 'migrate'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, EMBEDDED_DATABASE: '', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe.skipIf(
  skipOnEmbeddedDatabase(
    'instances starting together migrate and seed once (the embedded database admits one process)',
  ),
)('instances starting together (PostgreSQL only: the embedded database admits one process)', () => {
  it('migrate and seed once', async () => {
    const server = new URL(inject('databaseUrl'))
    const name = `trade_migrate_once_${process.pid}`
    const admin = new pg.Client({ connectionString: server.toString() })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0`)
    const url = new URL(server)
    url.pathname = `/${name}`
    try {
      const runs = await Promise.all([migrate(url.toString()), migrate(url.toString()), migrate(url.toString())])
      for (const run of runs) expect(run.code, run.output.slice(-2000)).toBe(0)
      const db = new pg.Client({ connectionString: url.toString() })
      await db.connect()
      try {
        const { rows } = await db.query<{ name: string; n: string }>(
          'select name, count(*) as n from payload_migrations group by name',
        )
        const counts = Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]))
        for (const migration of migrationNames()) expect(counts[migration], migration).toBe(1)
        const tiers = await db.query<{ n: string }>('select count(*) as n from package_tiers')
        expect(Number(tiers.rows[0]!.n)).toBe(5)
        const users = await db.query<{ n: string }>('select count(*) as n from users')
        expect(Number(users.rows[0]!.n)).toBe(1)
      } finally {
        await db.end()
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {})
      await admin.end()
    }
  }, 480_000)
})

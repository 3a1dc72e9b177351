/**
 * Backups taken while the site is written to: the archive's row counts are those of the dump, `--verify` checks them
 * against the dump itself, and `npm run restore` either restores a checked copy and exits 0 or changes nothing.
 * Runs the operator's commands (scripts/backup.ts) against this file's copy of the seeded database.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { skipOnEmbeddedDatabase } from './postgres-only'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')

type Manifest = { counts: Record<string, number> }

async function operator(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
      cwd: root,
      env: { ...process.env, S3_BUCKET: '', ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

describe.skipIf(skipOnEmbeddedDatabase('pg_dump and pg_restore need a PostgreSQL server'))(
  'a backup taken during writes (PostgreSQL only)',
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trade-backup-test-'))
    const server = () => new URL(inject('databaseUrl'))
    const databases: string[] = []
    async function freshDatabase(name: string): Promise<string> {
      const full = `${name}_${process.pid}`
      await query(server().toString(), `DROP DATABASE IF EXISTS "${full}" WITH (FORCE)`)
      await query(server().toString(), `CREATE DATABASE "${full}" TEMPLATE template0`)
      databases.push(full)
      return Object.assign(server(), { pathname: `/${full}` }).toString()
    }
    const media = path.join(dir, 'media')
    const archive = path.join(dir, 'under-writes.tar')

    beforeAll(async () => {
      fs.mkdirSync(media)
      fs.writeFileSync(path.join(media, 'logo.png'), Buffer.from('not really a picture'))
    })

    afterAll(async () => {
      for (const name of databases) await query(server().toString(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      fs.rmSync(dir, { recursive: true, force: true })
    })

    it('20 writers write while the backup runs; the archive verifies and restores with equal counts (exit 0)', async () => {
      const live = process.env.DATABASE_URL!
      let writing = true
      let written = 0
      const writers = Array.from({ length: 20 }, async (_, writer) => {
        const client = new pg.Client({ connectionString: live })
        await client.connect()
        try {
          while (writing) {
            await client.query(
              `INSERT INTO submissions (kind, name, email, message) VALUES ('contact', $1, 'w@example.com', 'hello')`,
              [`writer ${writer}`],
            )
            written++
          }
        } finally {
          await client.end()
        }
      })
      // Writes are under way before the backup starts and go on after it ends.
      while (written < 200) await new Promise((resolve) => setTimeout(resolve, 20))
      const backedUp = await operator(['backup', '--out', archive], { DATABASE_URL: live, MEDIA_DIR: media })
      const writtenDuringBackup = written
      writing = false
      await Promise.all(writers)
      expect(backedUp.code, backedUp.stderr).toBe(0)
      expect(writtenDuringBackup).toBeGreaterThan(200)

      const verified = await operator(['backup', '--verify', archive], {})
      expect(verified.code, verified.stderr).toBe(0)
      expect(verified.stdout).toMatch(/intact/)

      const target = await freshDatabase('trade_backup_restored')
      const restoreMedia = path.join(dir, 'restored-media')
      const restored = await operator(['restore', archive], { DATABASE_URL: target, MEDIA_DIR: restoreMedia })
      expect(restored.code, restored.stderr).toBe(0)

      await tar.extract({ file: archive, cwd: dir, filter: (entry) => entry === 'manifest.json' })
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest
      const [row] = await query<{ n: string }>(target, 'SELECT count(*) AS n FROM submissions')
      expect(Number(row!.n)).toBe(manifest.counts.submissions)
      const [liveRow] = await query<{ n: string }>(live, 'SELECT count(*) AS n FROM submissions')
      expect(Number(liveRow!.n)).toBeGreaterThan(manifest.counts.submissions!)
      expect(fs.readFileSync(path.join(restoreMedia, 'logo.png'), 'utf8')).toBe('not really a picture')
    }, 300_000)

    it('an archive whose manifest disagrees with its dump fails --verify, a forced restore changes nothing, --counts-from-dump restores the dump', async () => {
      // The manifest is edited after the fact (as a backup that read its counts elsewhere would have written it).
      const unpacked = path.join(dir, 'tampered')
      fs.mkdirSync(unpacked)
      await tar.extract({ file: archive, cwd: unpacked })
      const manifestFile = path.join(unpacked, 'manifest.json')
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest
      manifest.counts.submissions = manifest.counts.submissions! + 1
      fs.writeFileSync(manifestFile, JSON.stringify(manifest))
      const tampered = path.join(dir, 'tampered.tar')
      await tar.create({ file: tampered, cwd: unpacked, portable: true }, fs.readdirSync(unpacked))

      const verified = await operator(['backup', '--verify', tampered], {})
      expect(verified.code).toBe(1)
      expect(verified.stderr).toMatch(/submissions \d+ ≠ \d+/)

      // A target with data of its own, replaced only by a restore that checks out.
      const target = await freshDatabase('trade_backup_kept')
      await query(target, 'CREATE TABLE keep_me (id int); INSERT INTO keep_me VALUES (1), (2)')
      const restored = await operator(['restore', tampered, '--force'], {
        DATABASE_URL: target,
        MEDIA_DIR: path.join(dir, 'kept-media'),
      })
      expect(restored.code).toBe(1)
      expect(restored.stderr).toMatch(/refused: .*submissions \d+ ≠ \d+/)
      const tables = await query<{ table_name: string }>(
        target,
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
      )
      expect(tables.map((table) => table.table_name)).toEqual(['keep_me'])
      expect(fs.existsSync(path.join(dir, 'kept-media'))).toBe(false)

      // Its dump is intact: restored as the dump has it when the operator says so, and checked against the dump.
      const asDumped = await operator(['restore', tampered, '--force', '--counts-from-dump'], {
        DATABASE_URL: target,
        MEDIA_DIR: path.join(dir, 'kept-media'),
      })
      expect(asDumped.code, asDumped.stderr).toBe(0)
      const [row] = await query<{ n: string }>(target, 'SELECT count(*) AS n FROM submissions')
      expect(Number(row!.n)).toBe(manifest.counts.submissions! - 1)
    }, 300_000)
  },
)

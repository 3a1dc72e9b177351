/**
 * Gives every integration file a database of its own, so that the files run side by side (two at a time on CI's two
 * cores) and none depends on what another left behind. Each starts as a copy of one template, migrated and seeded here
 * once by `npm run migrate` (the production path: migrations, then the site seed into an empty database), in the
 * background while the unit files run (tests/int/sequencer.ts starts them first):
 * - DATABASE_URL set → the template is a database `trade_test_<run>_template` on that server and each file gets
 *   `CREATE DATABASE … TEMPLATE` of it (tests/int/database-env.ts); all are dropped when the run ends;
 * - unset → the template is an embedded PGlite folder, dumped to a tarball, and each file starts its own in-memory
 *   PGlite from it in its own worker (no server at all, as on a fresh laptop).
 * Why: docs/decisions/0005-test-databases-from-a-template.md.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the run's databases are made on (its DATABASE_URL); empty with the embedded database. */
    databaseUrl: string
    /** The name every database of this run starts with (dropped together at the end). */
    databasePrefix: string
    /** The template: a database name on the server, or the PGlite tarball's path. */
    databaseTemplate: string
    /** The throwaway databases are embedded PGlite ones: the app runs as on `npm run dev` without DATABASE_URL. */
    embeddedDatabase: boolean
    /** A folder where the global setup says that the template is ready (it is made while the unit files run). */
    templateSignal: string
  }
}

/** `npm run migrate` with the given environment: migrations, then the seed (no staff, no demo members). */
function migrateAndSeed(env: Record<string, string | undefined>): Promise<void> {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    SEED_DEMO_MEMBERS: undefined,
    NODE_ENV: undefined,
    PAYLOAD_TYPES_AUTOGENERATE: 'false',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'integration-test-secret-0123456789abcdef',
    ...env,
  }
  const childEnv = Object.fromEntries(
    Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ) as NodeJS.ProcessEnv
  return new Promise((resolve, reject) => {
    // With the tests' password hash cost (tests/int/password-hash.ts), so that the seed's hashes and the tests' agree.
    const args = ['--import', 'tsx', '--import', './tests/int/password-hash.ts', 'scripts/run.ts', 'migrate']
    const child = spawn(process.execPath, args, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000)))
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000)))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`preparing the test database template failed (exit ${code}):\n${output}`)),
    )
  })
}

/** Where the workers learn that the template is ready (`ready`) or could not be made (`failed`, with the reason). */
const READY = 'ready'
const FAILED = 'failed'

/**
 * Prepares the template in the background and returns at once: the unit files (and vitest's start-up) run while it is
 * migrated and seeded, and each integration file waits for it in tests/int/database-env.ts (`waitForTemplate`).
 * Before, the unit files waited for the seed too (~40 s of a run with one core idle).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL
  const prefix = `trade_test_${process.pid}_${Date.now().toString(36)}`
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'trade-test-template-'))
  project.provide('databasePrefix', prefix)
  project.provide('databaseUrl', serverUrl ?? '')
  project.provide('embeddedDatabase', !serverUrl)
  project.provide('templateSignal', folder)
  const started = Date.now()
  const template = serverUrl ? `${prefix}_template` : path.join(folder, 'template.tar')
  project.provide('databaseTemplate', template)

  const prepare = async (): Promise<string> => {
    if (!serverUrl) {
      const dataDir = path.join(folder, 'pglite')
      await migrateAndSeed({ DATABASE_URL: undefined, EMBEDDED_DATA_DIR: dataDir, EMBEDDED_DB_PORT: undefined })
      const { PGlite } = await import('@electric-sql/pglite')
      const db = await PGlite.create(dataDir)
      fs.writeFileSync(`${template}.part`, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()))
      fs.renameSync(`${template}.part`, template)
      await db.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
      console.info(
        `[int] template database (PGlite) migrated and seeded in ${Math.round((Date.now() - started) / 1000)} s`,
      )
      return ''
    }
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    // From template0, PostgreSQL's pristine template: what a server's template1 was given (CI runs on a machine as
    // the last session left it) never reaches the tests' databases.
    await admin.query(`CREATE DATABASE "${template}" TEMPLATE template0`)
    await admin.end()
    const url = databaseOn(serverUrl, template)
    await migrateAndSeed({ DATABASE_URL: url, EMBEDDED_DATABASE: undefined })
    const counts = await seedCounts(url)
    console.info(
      `[int] template database migrated and seeded in ${Math.round((Date.now() - started) / 1000)} s (${counts})`,
    )
    return counts
  }
  const preparing = prepare().then(
    (counts) => fs.writeFileSync(path.join(folder, READY), counts),
    (error: unknown) =>
      fs.writeFileSync(path.join(folder, FAILED), error instanceof Error ? error.message : String(error)),
  )

  return async () => {
    await preparing
    fs.rmSync(folder, { recursive: true, force: true })
    if (!serverUrl) return
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${prefix}%`,
    ])
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    await client.end()
  }
}

/** The URL of another database on the server of `serverUrl`. */
export function databaseOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * What a PostgreSQL database holds of the seed, in a line: each copy of the template must read as the template does
 * (tests/int/database-env.ts checks it; a CI run once saw files start on copies that held no seed).
 */
export async function seedCounts(url: string): Promise<string> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ migrations: string; pages: string; media: string; offices: string }>(
      'select (select count(*) from payload_migrations) as migrations, (select count(*) from pages) as pages, (select count(*) from media) as media, (select count(*) from offices) as offices',
    )
    const row = rows[0]!
    return `${row.migrations} migrations, ${row.pages} pages, ${row.media} media, ${row.offices} offices`
  } catch (error) {
    return `unreadable: ${(error as Error).message}`
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * In a test worker: resolves when the template is ready (with what it holds, on PostgreSQL), throws the reason when it
 * could not be made.
 */
export async function waitForTemplate(signal: string): Promise<string> {
  for (;;) {
    if (fs.existsSync(path.join(signal, READY))) return fs.readFileSync(path.join(signal, READY), 'utf8')
    if (fs.existsSync(path.join(signal, FAILED))) throw new Error(fs.readFileSync(path.join(signal, FAILED), 'utf8'))
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

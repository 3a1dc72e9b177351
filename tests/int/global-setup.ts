/**
 * Gives every integration file a database of its own, so that the files run side by side (two at a time on CI's two
 * cores) and none depends on what another left behind. Each starts as a copy of one template, migrated and seeded here
 * once by `npm run migrate` (the production path: migrations, then the site seed into an empty database):
 * - DATABASE_URL set → the template is a database `trade_test_<run>_template` on that server and each file gets
 *   `CREATE DATABASE … TEMPLATE` of it (tests/int/database-env.ts); all are dropped when the run ends;
 * - unset → the template is an embedded PGlite folder, dumped to a tarball, and each file starts its own in-memory
 *   PGlite from it in its own worker (no server at all, as on a fresh laptop).
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
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'integration-test-secret-0123456789abcdef',
    ...env,
  }
  const childEnv = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)) as NodeJS.ProcessEnv
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/run.ts', 'migrate'], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000)))
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000)))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`preparing the test database template failed (exit ${code}):\n${output}`))))
  })
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL
  const prefix = `trade_test_${process.pid}_${Date.now().toString(36)}`
  project.provide('databasePrefix', prefix)
  const started = Date.now()
  if (!serverUrl) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'trade-test-template-'))
    const dataDir = path.join(folder, 'pglite')
    await migrateAndSeed({ DATABASE_URL: undefined, EMBEDDED_DATA_DIR: dataDir, EMBEDDED_DB_PORT: undefined })
    const { PGlite } = await import('@electric-sql/pglite')
    const db = await PGlite.create(dataDir)
    const tarball = path.join(folder, 'template.tar')
    fs.writeFileSync(tarball, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()))
    await db.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    console.info(`[int] template database (PGlite) migrated and seeded in ${Math.round((Date.now() - started) / 1000)} s`)
    project.provide('databaseUrl', '')
    project.provide('databaseTemplate', tarball)
    project.provide('embeddedDatabase', true)
    return () => fs.rmSync(folder, { recursive: true, force: true })
  }
  const { default: pg } = await import('pg')
  const template = `${prefix}_template`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${template}"`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${template}`
  await migrateAndSeed({ DATABASE_URL: url.toString(), EMBEDDED_DATABASE: undefined })
  console.info(`[int] template database migrated and seeded in ${Math.round((Date.now() - started) / 1000)} s`)
  project.provide('databaseUrl', serverUrl)
  project.provide('databaseTemplate', template)
  project.provide('embeddedDatabase', false)
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}%`])
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    await client.end()
  }
}

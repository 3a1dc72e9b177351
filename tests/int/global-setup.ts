/**
 * Gives the integration tests a database of their own:
 * - DATABASE_URL set → a new database `trade_test_<pid>` on that server, dropped afterwards;
 * - unset → a throwaway embedded PGlite database in memory.
 * Its URL reaches the test files through `inject('databaseUrl')`.
 */
import type { TestProject } from 'vitest/node'

import { startEmbeddedDatabase } from '../../src/db/embedded'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    /** The throwaway database is the embedded PGlite: the app runs as on `npm run dev` without DATABASE_URL. */
    embeddedDatabase: boolean
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const db = await startEmbeddedDatabase({ dataDir: 'memory://' })
    project.provide('databaseUrl', db.url)
    project.provide('embeddedDatabase', true)
    return async () => {
      await db.stop()
    }
  }
  const { default: pg } = await import('pg')
  const name = `trade_test_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  project.provide('databaseUrl', url.toString())
  project.provide('embeddedDatabase', false)
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await client.end()
  }
}

/**
 * Runs before each integration file's own imports (vitest `setupFiles`): the file's own database, a copy of the run's
 * migrated and seeded template (tests/int/global-setup.ts), becomes DATABASE_URL before any module reads it.
 * payload.config.ts reads it when first imported, and a test file may import it through the code under test
 * (src/data/identity.ts imports the config) before `testPayload()` runs; set later, the pool would go to the
 * server's default database. Why a template: docs/decisions/0005-test-databases-from-a-template.md.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'

import { inject } from 'vitest'

import { databaseOn, seedCounts, waitForTemplate } from './global-setup'
import './password-hash'

process.env.PAYLOAD_SECRET ||= 'integration-test-secret-0123456789abcdef'

// The template is migrated and seeded while the unit files run (tests/int/global-setup.ts).
const expected = await waitForTemplate(inject('templateSignal'))

if (inject('embeddedDatabase')) {
  // A PGlite of this file's own, in this worker, loaded from the template; it ends with the worker. As scripts/run.ts
  // does for the embedded database: no transactions (PGlite serves every connection in one session, so a transaction
  // held on one connection stalls every other until a deadline answers 503), and one connection for the rate limits'
  // pool.
  const { startEmbeddedDatabase } = await import('../../src/db/embedded')
  const db = await startEmbeddedDatabase({
    dataDir: 'memory://',
    loadDataDir: new Blob([fs.readFileSync(inject('databaseTemplate'))]),
  })
  process.env.DATABASE_URL = db.url
  process.env.EMBEDDED_DATABASE = 'true'
} else {
  const { default: pg } = await import('pg')
  const server = inject('databaseUrl')
  const template = inject('databaseTemplate')
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  let name = ''
  try {
    // A copy that does not hold what the template holds is made again, and said (CI once saw seed-less copies).
    for (let copy = 1; ; copy++) {
      name = `${inject('databasePrefix')}_${randomUUID().slice(0, 8)}`
      // Two files starting together copy the same template: PostgreSQL refuses the second while the first copies
      // (55006).
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
          break
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error
          await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200))
        }
      }
      const got = await seedCounts(databaseOn(server, name))
      if (got === expected) break
      const message = `[int] the copy ${name} of the template ${template} holds ${got}, the template ${expected}`
      if (copy >= 3) throw new Error(message)
      console.warn(`${message}: copying again`)
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    }
  } finally {
    await admin.end()
  }
  process.env.DATABASE_URL = databaseOn(server, name)
}

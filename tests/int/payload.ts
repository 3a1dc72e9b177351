/**
 * Boots Payload's local API once per test file against the database the global setup made, migrated with the
 * committed migrations (the same path as production).
 */
import type { Payload } from 'payload'

let instance: Promise<Payload> | null = null

export function testPayload(): Promise<Payload> {
  if (!instance) {
    instance = (async () => {
      const { getPayload } = await import('payload')
      const { default: config } = await import('@payload-config')
      const { migrateDatabase } = await import('@/db/prepare')
      const payload = await getPayload({ config })
      // The file's own copy of the template (tests/int/database-env.ts), not another database the config met first.
      const wanted = new URL(process.env.DATABASE_URL!).pathname.slice(1)
      const pool = (
        payload.db as unknown as { pool: { query: (sql: string) => Promise<{ rows: { name: string }[] }> } }
      ).pool
      const { rows } = await pool.query('select current_database() as name')
      if (rows[0]?.name !== wanted)
        throw new Error(`Payload is connected to ${rows[0]?.name}, not to this file's database ${wanted}`)
      await migrateDatabase(payload)
      return payload
    })()
  }
  return instance
}

export async function closeTestPayload(): Promise<void> {
  if (!instance) return
  const payload = await instance
  instance = null
  const { releaseDatabase } = await import('@/db/prepare')
  await payload.destroy().catch(() => {})
  releaseDatabase(payload)
}

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

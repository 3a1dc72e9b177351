/**
 * The idempotent seed: running it twice leaves the same data as running it once.
 * `npm run seed` runs it; `npm run dev|start|build` run it on an empty database.
 */
import type { Payload } from 'payload'

import { seedStaff } from './staff'

/** A database counts as seeded once it has a staff user. */
export async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  return totalDocs > 0
}

export async function seed(payload: Payload): Promise<void> {
  await seedStaff(payload)
}

/**
 * The idempotent seed: running it twice leaves the same data as running it once.
 * `npm run seed` runs it; `npm run dev|start|build` run it on an empty database.
 */
import type { Payload } from 'payload'

import { seedDemoMembers } from './demo-members'
import { seedDocuments } from './documents'
import { seedGlossary } from './glossary'
import { seedStaff } from './staff'

/** A database counts as seeded once it has a staff user and the site's pages. */
export async function isSeeded(payload: Payload): Promise<boolean> {
  const users = await payload.count({ collection: 'users', overrideAccess: true })
  const pages = await payload.count({ collection: 'pages', overrideAccess: true })
  return users.totalDocs > 0 && pages.totalDocs > 0
}

export async function seed(payload: Payload): Promise<void> {
  await seedStaff(payload)
  await seedDocuments(payload)
  await seedDemoMembers(payload)
  await seedGlossary(payload)
}

export { seedDemoMembers }

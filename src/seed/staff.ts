import type { Payload } from 'payload'
import { environment, type Env } from '../settings'

export const DEVELOPMENT_ADMIN = { email: 'admin@example.com', password: 'admin-dev-2026' }

/**
 * The first administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD. In development, without them, a default one is
 * created and its credentials are printed once (when it is created). Production without them creates nobody: the
 * admin then offers Payload's "create first user" screen.
 */
export async function seedStaff(payload: Payload, env: Env = environment()): Promise<void> {
  const fromEnv = env.ADMIN_EMAIL && env.ADMIN_PASSWORD
  if (!fromEnv && env.NODE_ENV === 'production') {
    payload.logger.warn('ADMIN_EMAIL / ADMIN_PASSWORD not set: no administrator seeded; open /admin to create one.')
    return
  }
  const email = (fromEnv ? env.ADMIN_EMAIL! : DEVELOPMENT_ADMIN.email).toLowerCase()
  const password = fromEnv ? env.ADMIN_PASSWORD! : DEVELOPMENT_ADMIN.password
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  if (existing.docs.length > 0) return
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', role: 'admin' },
    overrideAccess: true,
  })
  if (!fromEnv) {
    console.log(`\n  Development administrator created: ${email} / ${password}\n  Log in at /admin\n`)
  } else {
    payload.logger.info(`Administrator ${email} created from ADMIN_EMAIL.`)
  }
}

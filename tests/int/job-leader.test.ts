/**
 * Scheduled jobs once per schedule across instances: of several instances asking at once, exactly one
 * holds the job lock; when it lets go, another takes over.
 */
import { afterAll, describe, expect, it, vi } from 'vitest'

import { skipOnEmbeddedDatabase } from './postgres-only'

type LeaderModule = typeof import('../../src/server/job-leader')

async function freshInstance(): Promise<LeaderModule> {
  vi.resetModules()
  // Each instance of the app is a process of its own: give each module its own state.
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('trade-sites.job-leader')] = undefined
  return import('../../src/server/job-leader')
}

const instances: LeaderModule[] = []

afterAll(async () => {
  for (const instance of instances) await instance.releaseJobLeadership()
})

// A real PostgreSQL server (CI's): the embedded database shares one session between connections, one process only.
describe.skipIf(
  skipOnEmbeddedDatabase('the job leader among three processes (the embedded database admits one process)'),
)('job leader (PostgreSQL only: the embedded database admits one process, so there is no leader to choose)', () => {
  it('lets exactly one of three instances run the jobs, and another once it stops', async () => {
    const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL, EMBEDDED_DATABASE: 'false' }
    for (let i = 0; i < 3; i++) instances.push(await freshInstance())
    const first = await Promise.all(instances.map((instance) => instance.isJobLeader(env)))
    expect(first.filter(Boolean)).toHaveLength(1)
    // Asking again changes nothing.
    expect(await Promise.all(instances.map((instance) => instance.isJobLeader(env)))).toEqual(first)
    const leader = first.indexOf(true)
    await instances[leader]!.releaseJobLeadership()
    const others = instances.filter((_, i) => i !== leader)
    const second = await Promise.all(others.map((instance) => instance.isJobLeader(env)))
    expect(second.filter(Boolean)).toHaveLength(1)
  })
})

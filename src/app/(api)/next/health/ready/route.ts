/**
 * Readiness: this instance can serve, i.e. it reaches the database (and Redis, when REDIS_URL is set) within two
 * seconds. 200 `{ status: 'ready' }`, else 503 `{ status: 'unavailable', failed: [...] }` so a load balancer sends
 * its visitors elsewhere.
 */
import type { Payload } from 'payload'

import { payloadClient } from '@/data/payload'
import { redisClient, redisUrl } from '@/server/redis'

export const dynamic = 'force-dynamic'

const TIMEOUT_MS = 2000

function within<T>(promise: Promise<T>, ms = TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms))),
  ]).finally(() => clearTimeout(timer))
}

async function database(): Promise<void> {
  const payload: Payload = await within(payloadClient())
  const pool = (payload.db as unknown as { pool?: { query(sql: string): Promise<unknown> } }).pool
  if (!pool) throw new Error('no database pool')
  await within(pool.query('select 1'))
}

async function redis(): Promise<void> {
  const url = redisUrl()
  if (!url) return
  const client = await within(redisClient(url))
  await within(client.ping())
}

export async function GET(): Promise<Response> {
  const checks = { database, redis }
  const results = await Promise.allSettled(Object.values(checks).map((check) => check()))
  const failed = Object.keys(checks).filter((_, i) => results[i]!.status === 'rejected')
  return Response.json(failed.length ? { status: 'unavailable', failed } : { status: 'ready' }, {
    status: failed.length ? 503 : 200,
    headers: { 'cache-control': 'no-store' },
  })
}

export const HEAD = GET

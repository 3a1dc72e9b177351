/**
 * The Redis connection of this process, when REDIS_URL is set (several instances: see README "Running on several
 * servers"). Unset, nothing here is ever connected and the app runs as one process.
 * Keys and channels start with REDIS_KEY_PREFIX (default `trade-sites:`); pick a database number in REDIS_URL
 * (`redis://host:6379/2`) or a prefix of your own when the Redis is shared with other applications.
 */
import { createClient, type RedisClientType } from 'redis'

import { scratchMode } from '../settings'
import { innermostMessage } from './deadline'
import { log } from './log'
import { type Env, environment, setting } from '../settings'

/** Redis, unless unset or in a scratch copy (which must never read production's cache). */
export function redisUrl(env: Env = environment()): string | undefined {
  if (scratchMode(env)) return undefined
  return env.REDIS_URL?.trim() || undefined
}

export function redisKeyPrefix(env: Env = environment()): string {
  return setting('REDIS_KEY_PREFIX', env)
}

const KEY = Symbol.for('trade-sites.redis')
type Holder = { [KEY]?: Promise<RedisClientType> }

/**
 * The one shared client (on globalThis: Next's bundles and the server load this module as separate instances).
 * Commands wait while it reconnects; errors are logged, never thrown at the process.
 */
export function redisClient(url = redisUrl()): Promise<RedisClientType> {
  if (!url) return Promise.reject(new Error('REDIS_URL is not set'))
  const holder = globalThis as Holder
  holder[KEY] ??= (async () => {
    const client = createClient({ url, pingInterval: 10_000, socket: { connectTimeout: 5000 } }) as RedisClientType
    // Node's AggregateError (refused on every address) has no message of its own: the reason is read from inside.
    client.on('error', (error: Error) =>
      log.warn(
        { event: 'redis unavailable', failure: innermostMessage(error) || 'no reason given' },
        'redis unavailable',
      ),
    )
    await client.connect()
    return client
  })()
  holder[KEY].catch(() => {
    delete holder[KEY]
  })
  return holder[KEY]
}

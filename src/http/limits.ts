/**
 * Rate limits shared by every instance of the app (rate-limiter-flexible): in Redis when REDIS_URL is set
 * (RateLimiterRedis, keys `<REDIS_KEY_PREFIX>limit:<name>:…`), else on the app's PostgreSQL (RateLimiterPostgres).
 * The Postgres store has its own small pool with short timeouts: when the store is unreachable a limit check fails
 * within seconds, and the endpoint answers 60007 instead of hanging.
 */
import { createHash } from 'node:crypto'

import pg from 'pg'
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { countRateLimitRefusal } from '../server/metrics'
import { redisClient, redisKeyPrefix, redisUrl } from '../server/redis'
import { onShutdown } from '../server/shutdown'

import { DatabaseUnavailable, withTimeout } from '../server/deadline'
import { setting } from '../settings'

export { DatabaseUnavailable }

/** Every rate limit of the app (keyed by `clientAddress` of src/server/client-address.ts, or by an account). */
export const LIMITS = {
  /** One verification e-mail per address per 60 s (§4, §9). */
  codePerEmail: { points: 1, duration: 60 },
  /** Verification e-mails per address of the visitor per hour. */
  codePerIp: { points: 10, duration: 3600 },
  /** Form submissions (demo, contact, credit report, debt claim) per visitor address per hour. */
  submissionsPerIp: { points: 20, duration: 3600 },
  /** Image codes per visitor address per hour. */
  captchasPerIp: { points: 200, duration: 3600 },
  /**
   * Member registrations (POST /api/members, POST /public/purchase/register) per visitor address per hour
   * (REGISTRATION_RATE_LIMIT overrides).
   */
  registrationsPerIp: { points: setting('REGISTRATION_RATE_LIMIT'), duration: 3600 },
  /** Failed log-ins (members or staff) per visitor address per 10 minutes; a successful log-in gives its point back. */
  loginPerIp: { points: setting('LOGIN_RATE_LIMIT'), duration: 600 },
  /** Failed log-ins per account (e-mail) per 15 minutes, from any address. */
  loginPerAccount: { points: 5, duration: 900 },
  /** Forgot-password e-mails per visitor address per hour. */
  forgotPasswordPerIp: { points: 5, duration: 3600 },
  /** Forgot-password e-mails per account per hour. */
  forgotPasswordPerAccount: { points: 3, duration: 3600 },
} as const

export type LimitName = keyof typeof LIMITS

/**
 * How long a limit check may take, waiting for a connection included, before the database counts as unreachable.
 * A refused connection fails at once; a silent one after the connect timeout.
 */
export const LIMIT_TIMEOUT_MS = setting('RATE_LIMIT_TIMEOUT_MS')
const CONNECT_TIMEOUT_MS = setting('RATE_LIMIT_CONNECT_TIMEOUT_MS')

const TABLE = 'public_api_rate_limits'

type Limiters = Record<LimitName, RateLimiterPostgres | RateLimiterRedis>

let pool: pg.Pool | null = null
let limiters: Promise<Limiters> | null = null

function limitPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({
      connectionString: setting('DATABASE_URL'),
      // The embedded database shares one session between connections: one connection keeps its statements apart.
      max: setting('RATE_LIMIT_POOL_MAX') ?? (setting('EMBEDDED_DATABASE') === 'true' ? 1 : 3),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: LIMIT_TIMEOUT_MS,
      statement_timeout: LIMIT_TIMEOUT_MS,
      idleTimeoutMillis: 10_000,
    })
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {})
    onShutdown('rate-limit pool', closeLimits)
  }
  return pool
}

/**
 * The pool as the limiter's store, its queries sent unnamed: the embedded database (PGlite behind one socket server)
 * shares one session between connections, where the limiter's named prepared statements would collide.
 */
function storeClientOf(target: pg.Pool) {
  return { query: (q: { text: string; values?: unknown[] }) => target.query({ text: q.text, values: q.values }) }
}

/** The store every limit uses: Redis when REDIS_URL is set, else PostgreSQL. */
function createLimiters(): Promise<Limiters> {
  const url = redisUrl()
  return url ? createRedisLimiters(url) : createPostgresLimiters()
}

async function createRedisLimiters(url: string): Promise<Limiters> {
  const storeClient = await redisClient(url)
  const prefix = `${redisKeyPrefix()}limit:`
  return Object.fromEntries(
    (Object.keys(LIMITS) as LimitName[]).map((name) => [
      name,
      new RateLimiterRedis({ storeClient, useRedisPackage: true, keyPrefix: `${prefix}${name}`, ...LIMITS[name] }),
    ]),
  ) as Limiters
}

function createPostgresLimiters(): Promise<Limiters> {
  const storeClient = storeClientOf(limitPool())
  const base = { storeClient, storeType: 'pool', tableName: TABLE, clearExpiredByTimeout: true }
  return new Promise<Limiters>((resolve, reject) => {
    // The first limiter creates the table; the others are told it exists (concurrent CREATE TABLE races).
    const first = new RateLimiterPostgres(
      { ...base, keyPrefix: 'codePerEmail', ...LIMITS.codePerEmail },
      (error?: unknown) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)))
        const rest = Object.fromEntries(
          (Object.keys(LIMITS) as LimitName[])
            .filter((name) => name !== 'codePerEmail')
            .map((name) => [
              name,
              new RateLimiterPostgres({ ...base, tableCreated: true, keyPrefix: name, ...LIMITS[name] }),
            ]),
        ) as Omit<Limiters, 'codePerEmail'>
        resolve({ codePerEmail: first, ...rest })
      },
    )
  })
}

async function getLimiters(): Promise<Limiters> {
  if (!limiters) {
    limiters = withTimeout(createLimiters(), LIMIT_TIMEOUT_MS * 2, 'creating the rate-limit table')
    limiters.catch(() => {
      limiters = null
    })
  }
  return limiters
}

/**
 * The stored key: as given when short, else its SHA-256 (the PostgreSQL store keeps `<limit>:<key>` in a
 * varchar(255), and a 10 KB "e-mail" answered 60007 instead of the limit's own answer).
 */
export function storedKey(key: string): string {
  return key.length <= 160 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`
}

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Spends one point of a limit for a key. Over the limit → not allowed (with the seconds to wait); the database
 * unreachable → DatabaseUnavailable, naming the store (Redis when REDIS_URL is set) so the log says which is down.
 */
export async function spend(name: LimitName, key: string): Promise<LimitOutcome> {
  const store = redisUrl() ? 'redis' : 'postgres'
  let all: Limiters
  try {
    all = await getLimiters()
  } catch (error) {
    throw DatabaseUnavailable.of(error, store)
  }
  try {
    await withTimeout(all[name].consume(storedKey(key)), LIMIT_TIMEOUT_MS, `rate limit ${name}`)
    return { allowed: true }
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      countRateLimitRefusal(name)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    }
    throw DatabaseUnavailable.of(error, store)
  }
}

/** Gives a key its points back (a code that could not be sent should not block the visitor for 60 s). */
export async function forgive(name: LimitName, key: string): Promise<void> {
  try {
    const all = await getLimiters()
    await withTimeout(all[name].delete(storedKey(key)), LIMIT_TIMEOUT_MS, `rate limit ${name}`)
  } catch {
    // Not critical: the limit simply stands.
  }
}

/** Gives back one point a key spent (a log-in that succeeded does not count as a failure). */
export async function reward(name: LimitName, key: string): Promise<void> {
  try {
    const all = await getLimiters()
    await withTimeout(all[name].reward(storedKey(key), 1), LIMIT_TIMEOUT_MS, `rate limit ${name}`)
  } catch {
    // Not critical: the point expires with the limit's window.
  }
}

/** Ends the limits' pool (tests, shutdown). */
export async function closeLimits(): Promise<void> {
  const current = pool
  pool = null
  limiters = null
  if (current) await current.end().catch(() => {})
}

/**
 * Rate limits on the app's PostgreSQL (rate-limiter-flexible's RateLimiterPostgres), so they hold across every
 * instance of the app. Its own small pool with short timeouts: when the database is unreachable a limit check fails
 * within seconds, and the endpoint answers 60007 instead of hanging.
 */
import pg from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

/** The limits of the public endpoints. */
export const LIMITS = {
  /** One verification e-mail per address per 60 s (§4, §9). */
  codePerEmail: { points: 1, duration: 60 },
  /** Verification e-mails per address of the visitor per hour. */
  codePerIp: { points: 10, duration: 3600 },
  /** Form submissions (demo, contact, credit report, debt claim) per visitor address per hour. */
  submissionsPerIp: { points: 20, duration: 3600 },
  /** Image codes per visitor address per hour. */
  captchasPerIp: { points: 200, duration: 3600 },
  /** Member registrations (POST /api/members, POST /public/purchase/register) per client address per hour. */
  registrationsPerIp: { points: Number(process.env.REGISTRATION_RATE_LIMIT || 5), duration: 3600 },
} as const

export type LimitName = keyof typeof LIMITS

/**
 * How long a limit check may take, waiting for a connection included, before the database counts as unreachable.
 * A refused connection fails at once; a silent one after the connect timeout.
 */
export const LIMIT_TIMEOUT_MS = Number(process.env.RATE_LIMIT_TIMEOUT_MS || 10_000)
const CONNECT_TIMEOUT_MS = Number(process.env.RATE_LIMIT_CONNECT_TIMEOUT_MS || 5000)

const TABLE = 'public_api_rate_limits'

type Limiters = Record<LimitName, RateLimiterPostgres>

let pool: pg.Pool | null = null
let limiters: Promise<Limiters> | null = null

function limitPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      // The embedded database shares one session between connections: one connection keeps its statements apart.
      max: Number(process.env.RATE_LIMIT_POOL_MAX || (process.env.EMBEDDED_DATABASE === 'true' ? 1 : 3)),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: LIMIT_TIMEOUT_MS,
      statement_timeout: LIMIT_TIMEOUT_MS,
      idleTimeoutMillis: 10_000,
    })
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {})
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

function createLimiters(): Promise<Limiters> {
  const storeClient = storeClientOf(limitPool())
  const base = { storeClient, storeType: 'pool', tableName: TABLE, clearExpiredByTimeout: true }
  return new Promise<Limiters>((resolve, reject) => {
    // The first limiter creates the table; the others are told it exists (concurrent CREATE TABLE races).
    const first = new RateLimiterPostgres({ ...base, keyPrefix: 'codePerEmail', ...LIMITS.codePerEmail }, (error?: unknown) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)))
      const rest = Object.fromEntries(
        (Object.keys(LIMITS) as LimitName[])
          .filter((name) => name !== 'codePerEmail')
          .map((name) => [name, new RateLimiterPostgres({ ...base, tableCreated: true, keyPrefix: name, ...LIMITS[name] })]),
      ) as Omit<Limiters, 'codePerEmail'>
      resolve({ codePerEmail: first, ...rest })
    })
  })
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailable(`${what} took longer than ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** The database could not be reached in time: the endpoints answer 60007. */
export class DatabaseUnavailable extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DatabaseUnavailable'
  }
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

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Spends one point of a limit for a key. Over the limit → not allowed (with the seconds to wait); the database
 * unreachable → DatabaseUnavailable.
 */
export async function spend(name: LimitName, key: string): Promise<LimitOutcome> {
  let all: Limiters
  try {
    all = await getLimiters()
  } catch (error) {
    throw error instanceof DatabaseUnavailable ? error : new DatabaseUnavailable(String(error))
  }
  try {
    await withTimeout(all[name].consume(key), LIMIT_TIMEOUT_MS, `rate limit ${name}`)
    return { allowed: true }
  } catch (error) {
    if (error instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    throw error instanceof DatabaseUnavailable ? error : new DatabaseUnavailable(String(error))
  }
}

/** Gives a key its points back (a code that could not be sent should not block the visitor for 60 s). */
export async function forgive(name: LimitName, key: string): Promise<void> {
  try {
    const all = await getLimiters()
    await withTimeout(all[name].delete(key), LIMIT_TIMEOUT_MS, `rate limit ${name}`)
  } catch {
    // Not critical: the limit simply stands.
  }
}

/** Ends the limits' pool (tests, shutdown). */
export async function closeLimits(): Promise<void> {
  const current = pool
  pool = null
  limiters = null
  if (current) await current.end().catch(() => {})
}

export { withTimeout }

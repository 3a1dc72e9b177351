/**
 * How the request edge tells failures apart: the database (or another dependency) unreachable in time → 60007;
 * a value the database refuses as data (a NUL byte, `1,2,a` for an integer, a number out of range) → 10001.
 */

/** A store the request edge depends on: PostgreSQL, or Redis (the rate limits' store when REDIS_URL is set). */
export type Dependency = 'postgres' | 'redis'

/**
 * The database (or Redis, as `dependency` says) could not be reached in time: the endpoints answer 60007 and keep
 * the visitor's session.
 */
export class DatabaseUnavailable extends Error {
  readonly dependency: Dependency
  constructor(message: string, options?: ErrorOptions & { dependency?: Dependency }) {
    super(message, options)
    this.name = 'DatabaseUnavailable'
    this.dependency = options?.dependency ?? 'postgres'
  }

  /**
   * The failure as a DatabaseUnavailable of `dependency`: itself, or a new one with the driver's reason as its message
   * (never the query drizzle wraps it in) and the failure as its cause.
   */
  static of(error: unknown, dependency: Dependency = 'postgres'): DatabaseUnavailable {
    if (error instanceof DatabaseUnavailable && error.dependency === dependency) return error
    return new DatabaseUnavailable(innermostMessage(error) || String(error), { cause: error, dependency })
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailable(`${what} took longer than ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** The error and its causes (drizzle and Payload wrap the driver's error). */
function* chain(error: unknown): Generator<Record<string, unknown>> {
  let current = error
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>
    current = (current as { cause?: unknown }).cause
  }
}

/**
 * The message of the error's last cause, its first line (drizzle's "Failed query: …" wraps the driver's reason). A
 * cause without a message (Node's AggregateError for a connection refused on every address of a name) is read from
 * the errors it holds, else its code.
 */
export function innermostMessage(error: unknown): string {
  let message = ''
  for (const link of chain(error)) {
    const own = typeof link.message === 'string' ? link.message.split('\n')[0]! : ''
    const held = Array.isArray(link.errors)
      ? [...new Set((link.errors as unknown[]).map((inner) => innermostMessage(inner)).filter(Boolean))].join('; ')
      : ''
    const text = own || held || (typeof link.code === 'string' ? link.code : '')
    if (text) message = text
  }
  return message.slice(0, 300)
}

/** What the pg pool says when it cannot reach or keep the database. */
const POOL_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08006',
])

/** The database is down or unreachable (refused, reset, timed out, shutting down, too many connections). */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const link of chain(error)) {
    // By name too: the production bundles each carry a copy of this class (the name is set in its constructor).
    if (link instanceof DatabaseUnavailable || link.name === 'DatabaseUnavailable') return true
    if (typeof link.code === 'string' && CONNECTION_CODES.has(link.code)) return true
    const message = typeof link.message === 'string' ? link.message : ''
    if (/connect ECONNREFUSED/i.test(message) || POOL_MESSAGES.test(message)) return true
  }
  return false
}

/**
 * The database itself down or unreachable, not any other service met on the way (a mail server refusing a connection
 * says `connect ECONNREFUSED` too): our DatabaseUnavailable, a query that failed to connect (drizzle's "Failed query"),
 * the pool's own messages, or PostgreSQL's SQLSTATE for a shutdown, too many connections or a broken connection.
 */
export function isDatabaseOutage(error: unknown): boolean {
  if (!isDatabaseUnreachable(error)) return false
  for (const link of chain(error)) {
    if (link instanceof DatabaseUnavailable || link.name === 'DatabaseUnavailable') return true
    const message = typeof link.message === 'string' ? link.message : ''
    if (/^Failed query\b/.test(message) || POOL_MESSAGES.test(message)) return true
    if (typeof link.code === 'string' && /^(57P0[13]|53300|08\d{3})$/.test(link.code)) return true
  }
  return false
}

/** PostgreSQL refused a value as data (SQLSTATE class 22: invalid text, NUL byte, out of range, bad date). */
export function isBadInputError(error: unknown): boolean {
  for (const link of chain(error)) {
    if (typeof link.code === 'string' && /^22[0-9A-Z]{3}$/.test(link.code)) return true
    const message = typeof link.message === 'string' ? link.message : ''
    if (/invalid byte sequence for encoding "UTF8": 0x00|invalid input syntax for type/i.test(message)) return true
    // A broken multipart body (busboy, the Fetch API's formData()).
    if (
      /^(Unexpected end of form|Malformed part header|Multipart: Boundary not found|Failed to parse body as FormData)/i.test(
        message,
      )
    )
      return true
  }
  return false
}

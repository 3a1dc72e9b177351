/**
 * The one logger of server code: pino (Payload's own logger), one JSON object per line on stdout, with
 * the request id of the request being served on every line (AsyncLocalStorage), and `instance` (INSTANCE_NAME, else
 * the host name) on every line. LOG_LEVEL sets the level (`info` unless told; `silent` turns it off); output is made
 * readable (pino-pretty) in development only, never in production.
 *
 * The request id: taken from the proxy's `X-Request-Id` only when TRUST_PROXY is set (nginx in docker/nginx.conf sets
 * it), else generated here; the production server (src/server/serve.ts → request-log.ts) writes it to the request's
 * headers and echoes it on every response. A visitor sees its first 8 characters as a reference (`shortReference`).
 *
 * The storage and the logger live on globalThis: src/server/serve.ts (bundled on its own) and Next's server bundles
 * each carry a copy of this module, and all of them must see the same request.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { formatWithOptions } from 'node:util'

import pino, { type DestinationStream, type Logger } from 'pino'
import { build as prettyStream } from 'pino-pretty'

import { trustedProxyHops } from './client-address'
import { innermostMessage, isBadInputError, isDatabaseOutage } from './deadline'
import { environment } from '../settings'
import { isRefusedUrlUpload } from '../domain/upload-refusal'

export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * The request being served. `ended` is set when its answer is done: anything that outlives the request but was set
 * going inside it (a pool's connection, Payload's scheduler started by the first request, a timer) keeps this very
 * context object, and must not write the request's id on its later lines.
 */
export type RequestContext = { id: string; ended?: boolean }

type Env = Partial<Record<string, string | undefined>>

const STORE = Symbol.for('tradecompass.request-context')
const LOGGER = Symbol.for('tradecompass.logger')
const shared = globalThis as { [STORE]?: AsyncLocalStorage<RequestContext>; [LOGGER]?: Logger }

/** The request being served (its id), for every log line written while serving it. */
export const requestContext: AsyncLocalStorage<RequestContext> = (shared[STORE] ??=
  new AsyncLocalStorage<RequestContext>())

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  const context = requestContext.getStore()
  return context && !context.ended ? context.id : undefined
}

/** A request id as proxies write them (nginx `$request_id` is 32 hex digits): letters, digits, `.-_:`, 8–128 long. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** A new request id: 32 hex digits, like nginx's `$request_id`. */
export function newRequestId(): string {
  return randomBytes(16).toString('hex')
}

/**
 * The id of an incoming request: the proxy's `X-Request-Id` when TRUST_PROXY says a proxy stands in front (and the
 * value looks like an id), else a new one: a visitor cannot choose the id of its own log lines.
 */
export function incomingRequestId(header: string | string[] | undefined | null, env: Env = environment()): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim()
  if (value && trustedProxyHops(env) > 0 && REQUEST_ID.test(value)) return value
  return newRequestId()
}

/** What a visitor sees and quotes to support: the first 8 characters of the request id (enough to find its lines). */
export function shortReference(id: string | null | undefined): string | undefined {
  return id ? id.slice(0, 8) : undefined
}

/** The level from LOG_LEVEL (pino's names), `info` unless told. */
export function logLevel(env: Env = environment()): string {
  const level = (env.LOG_LEVEL ?? '').trim().toLowerCase()
  return ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(level) ? level : 'info'
}

/**
 * An expected refusal in a log call (`{ err }` with a 4xx status, also wrapped in a GraphQL error): what Payload logs
 * for every refusal of a request. Payload picks the level by the error's class name, which the production bundle
 * renames, so a throttled log-in or a translator's 403 was an ERROR with a full stack trace.
 */
export function expectedRefusal(first: unknown): { status: number; message: string; warn?: boolean } | null {
  const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined
  if (!err || typeof err !== 'object') return null
  const original = ((err as { originalError?: unknown }).originalError ?? err) as {
    status?: unknown
    message?: unknown
    cause?: unknown
  }
  // A value the database refuses as data (`where[id][in]=1,2,a`, a NUL byte) or a broken multipart body: the
  // visitor's mistake, answered 4xx (src/server/deadline.ts). The line keeps the reason, not the query nor the stack.
  if (isBadInputError(original)) return { status: 400, message: innermostMessage(original) }
  // An upload from a URL, refused before anything was fetched (answered 400 by the media collection).
  if (isRefusedUrlUpload(original?.message)) return { status: 400, message: 'upload from a URL refused', warn: true }
  const status = typeof original?.status === 'number' ? original.status : 0
  if (status < 400 || status >= 500) return null
  return { status, message: typeof original.message === 'string' ? original.message : '' }
}

/**
 * A failed attempt of a queued job, as Payload's queue logs it (`{ err, job, msg, taskSlug }`, `err` a TaskError whose
 * `args` name the task and the job): an SMTP server, a CDN or a search engine refused, and the queue retries. Payload
 * keeps only the handler's message (the TaskError's stack points into Payload's runner, not at the cause), so the
 * line keeps the message, the task, the job and the attempt, without a stack: a warning while retries remain, an error
 * once they are spent.
 */
export function jobFailure(
  first: unknown,
): { task: string; job?: unknown; failure: string; final: boolean; msg: string } | null {
  if (!first || typeof first !== 'object') return null
  const { err, msg } = first as { err?: unknown; msg?: unknown }
  const args = err && typeof err === 'object' ? (err as { args?: unknown }).args : undefined
  if (!args || typeof args !== 'object') return null
  const { taskSlug, job, workflowConfig } = args as {
    taskSlug?: unknown
    job?: { id?: unknown; taskSlug?: unknown }
    workflowConfig?: { slug?: unknown }
  }
  const task =
    typeof taskSlug === 'string'
      ? taskSlug
      : typeof job?.taskSlug === 'string'
        ? job.taskSlug
        : typeof workflowConfig?.slug === 'string'
          ? workflowConfig.slug
          : null
  if (!task || !job || typeof job !== 'object') return null
  const text = typeof msg === 'string' ? msg : 'job attempt failed'
  return {
    task,
    job: job.id,
    failure: String((err as { message?: unknown }).message ?? ''),
    final: /max retries reached/i.test(text),
    msg: text,
  }
}

/**
 * The database (or Redis) down or unreachable in a log call (`{ err }`): an outage for the operator (the visitor was
 * answered 503), not a defect of the code, so one error line naming the dependency, with the driver's reason and no
 * stack.
 */
export function databaseOutage(first: unknown): { failure: string; dependency: 'postgres' | 'redis' } | null {
  const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined
  if (!err || typeof err !== 'object') return null
  const original = ((err as { originalError?: unknown }).originalError ?? err) as { message?: unknown; cause?: unknown }
  if (!isDatabaseOutage(original)) return null
  let dependency: 'postgres' | 'redis' = 'postgres'
  for (let link: unknown = original, depth = 0; link && typeof link === 'object' && depth < 6; depth++) {
    if ((link as { dependency?: unknown }).dependency === 'redis') dependency = 'redis'
    link = (link as { cause?: unknown }).cause
  }
  return { failure: innermostMessage(original) || 'no reason given', dependency }
}

/** nodemailer's codes for a mail server that refused or could not be reached (lib/smtp-connection). */
const MAIL_FAILURE_CODES = new Set([
  'EAUTH',
  'ECONNECTION',
  'EDNS',
  'EENVELOPE',
  'EHLO',
  'EMESSAGE',
  'EPROTOCOL',
  'EREQUIRETLS',
  'ESOCKET',
  'ESTREAM',
  'ETIMEDOUT',
  'ETLS',
])

/**
 * Another service refused or could not be reached in a log call: a mail server (nodemailer's code, the SMTP answer or
 * the connection failure) or a client of ours that marks its errors with `remote` (PayPal: its status, error name and
 * issue). What the service answered is the news; the stack of our call into its client is not, and a PayPal 422 is
 * not a refusal of the visitor.
 */
export function remoteFailure(
  first: unknown,
): { remote: string; code?: string; status?: number; failure: string } | null {
  const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined
  if (!err || typeof err !== 'object') return null
  const { code, responseCode, remote, status, name, issue } = err as Record<string, unknown>
  const failure = innermostMessage(err)
  if (typeof remote === 'string') {
    const reason = typeof issue === 'string' ? issue : typeof name === 'string' ? name : undefined
    return { remote, ...(reason ? { code: reason } : {}), ...(typeof status === 'number' ? { status } : {}), failure }
  }
  if (typeof code === 'string' && (MAIL_FAILURE_CODES.has(code) || typeof responseCode === 'number'))
    return { remote: 'smtp', code, failure }
  return null
}

/** The other fields of a log call's first argument (a path, an order), without the error itself. */
function context(first: unknown): Record<string, unknown> {
  if (!first || typeof first !== 'object') return {}
  const { err: _err, ...rest } = first as Record<string, unknown>
  return rest
}

/** Fields of a failed query's error that hold values a visitor typed (drizzle's `params`, PostgreSQL's `detail`). */
const VALUE_FIELDS = ['query', 'params', 'parameters', 'detail']

/**
 * Errors as pino serializes them, without what a failed query carries: drizzle's message and stack hold the SQL and
 * its parameter values (`Failed query: select … \nparams: alice@example.com`), which are neither for the log nor
 * one line long. The driver's reason stays.
 */
export function serializeError(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error
  const out = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>
  for (const field of VALUE_FIELDS) delete out[field]
  if (typeof out.message === 'string' && out.message.includes('Failed query')) {
    const reason = innermostMessage(error)
    out.message = `Failed query: ${reason.startsWith('Failed query') ? '(no reason given)' : reason}`
  }
  if (typeof out.stack === 'string')
    out.stack = out.stack.replace(/Failed query: [\s\S]*?(?=\n\s+at |$)/g, 'Failed query')
  return out
}

/** A logger for these settings, writing to `destination` (stdout unless told). */
export function createLogger(env: Env = environment(), destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: logLevel(env),
    base: { instance: env.INSTANCE_NAME || os.hostname() },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const id = currentRequestId()
      return id ? { reqId: id } : {}
    },
    hooks: {
      // An expected refusal (401, 403, 404, 409, 429, validation) is one line without a stack: info, warn for a
      // throttle.
      logMethod(args, method, level) {
        const failed = level >= 40 ? jobFailure(args[0]) : null
        if (failed) {
          const line = { event: 'job failed', task: failed.task, job: failed.job, failure: failed.failure }
          return failed.final ? this.error(line, failed.msg) : this.warn(line, failed.msg)
        }
        const outage = level >= 40 ? databaseOutage(args[0]) : null
        if (outage) {
          const event = outage.dependency === 'redis' ? 'redis unavailable' : 'database unavailable'
          return this.error(
            { ...context(args[0]), event, dependency: outage.dependency, failure: outage.failure },
            event,
          )
        }
        const remote = level >= 40 ? remoteFailure(args[0]) : null
        if (remote)
          return (level >= 50 ? this.error : this.warn).call(
            this,
            { ...context(args[0]), event: 'remote failed', ...remote },
            typeof args[1] === 'string' ? args[1] : remote.failure,
          )
        const refusal = level >= 40 ? expectedRefusal(args[0]) : null
        if (!refusal) return method.apply(this, args)
        const line = { ...context(args[0]), refusal: refusal.status }
        return refusal.status === 429 || refusal.warn
          ? this.warn(line, refusal.message)
          : this.info(line, refusal.message)
      },
    },
  }
  if (destination) return pino(options, destination)
  // Development only: readable lines (pino-pretty, as Payload's own logger). Synchronous, no worker thread.
  if (env.NODE_ENV === 'development' && env.LOG_PRETTY !== 'false') {
    return pino(
      options,
      prettyStream({ sync: true, colorize: true, ignore: 'pid,hostname,instance', translateTime: 'SYS:HH:MM:ss' }),
    )
  }
  return pino(options)
}

/** The process's logger (one per process, shared by every copy of this module). */
export function logger(): Logger {
  return (shared[LOGGER] ??= createLogger())
}

/**
 * Sends what libraries write to `console.error` and `console.warn` (Next's server prints a failed render there, over
 * several lines, with the failed query's SQL and values) to the logger: one JSON line each, with the request's id,
 * the error through `serializeError`. A render error Next gave a digest is already the `request failed` line of
 * src/instrumentation.ts (with the id and the digest the visitor sees), so it is not written twice.
 */
export function routeConsoleToLog(target: Logger = logger()): void {
  const write =
    (level: 'error' | 'warn') =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error)
      if (error && typeof (error as { digest?: unknown }).digest === 'string') return
      const text = formatWithOptions({ breakLength: Infinity, depth: 2 }, ...args.filter((arg) => arg !== error))
        .replace(/\s*\n\s*/g, ' ')
        .replace(/^\s*⨯\s*/, '')
        .trim()
      const message = () => String((serializeError(error) as { message?: unknown }).message ?? '').split('\n')[0]!
      if (error) target[level]({ err: error }, text || message())
      else target[level](text)
    }
  console.error = write('error')
  console.warn = write('warn')
}

/** The process's logger, for `log.info(...)` at the call site. */
export const log: Logger = new Proxy({} as Logger, {
  get: (_target, name) => {
    const target = logger()
    const value = Reflect.get(target, name, target)
    return typeof value === 'function' ? value.bind(target) : value
  },
})

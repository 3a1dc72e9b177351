/**
 * The process's metrics, in Prometheus's text format on `GET /metrics` of the production server
 * (src/server/serve.ts; Prometheus scrapes each instance directly, nginx does not pass /metrics on). With
 * METRICS_TOKEN set, only `Authorization: Bearer <METRICS_TOKEN>` is answered. Never cached, not a page.
 *
 *  - tradecompass_http_requests_total{kind,method,status}, tradecompass_http_request_duration_seconds{kind}
 *    (kind: page, api, admin, static, other);
 *  - tradecompass_page_cache_requests_total{result=hit|miss}, tradecompass_page_cache_purges_total{origin=local|peer},
 *    tradecompass_page_cache_entries / _bytes;
 *  - tradecompass_db_pool_connections{state=total|idle|waiting};
 *  - tradecompass_jobs_queued, tradecompass_jobs_failed (read from the jobs table at scrape),
 * tradecompass_job_runs_total{result};
 *  - tradecompass_mails_total{result=sent|failed};
 *  - tradecompass_rate_limit_refusals_total{limit};
 *  - tradecompass_cdn_purges_total{cdn,result=ok|failed} (src/server/cdn/cdn-purge.ts);
 *  - tradecompass_api_answers_total{code}: the SPEC §8 code of every answer of the public API and of Payload's
 *    refusals (0 for success, 60007 for an outage), whatever the HTTP status said;
 *  - tradecompass_dependency_up{dependency=postgres|redis}: 1 when the dependency answered a probe at scrape time
 *    (2 s at most), else 0; a shared outage shows here and in the alerts, not in readiness;
 *  - the default process metrics of prom-client (CPU, memory, event loop lag, handles, GC).
 *
 * One registry per process, on globalThis: serve.ts and Next's server bundles each load this module, and all must
 * count into the same metrics.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'
import client from 'prom-client'
import { environment } from '../settings'

import { redisClient, redisUrl } from './redis'

export const METRICS_PATH = '/metrics'

type PoolLike = { totalCount: number; idleCount: number; waitingCount: number }
type JobCounter = () => Promise<{ queued: number; failed: number }>
type CacheStats = () => { hits: number; misses: number; entries: number; bytes: number }
type Probe = () => Promise<unknown>

/** How long a dependency may take to answer its probe at scrape time before it counts as down. */
const PROBE_TIMEOUT_MS = 2000

async function answers(probe: Probe): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS))),
    ])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

function createMetrics() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const sources: {
    pool?: () => PoolLike | undefined
    jobs?: JobCounter
    cache?: CacheStats
    dependencies: Map<string, Probe>
  } = { dependencies: new Map() }

  const requests = new client.Counter({
    name: 'tradecompass_http_requests_total',
    help: 'HTTP requests answered, by route kind, method and status',
    labelNames: ['kind', 'method', 'status'] as const,
    registers: [registry],
  })
  const duration = new client.Histogram({
    name: 'tradecompass_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route kind',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  })
  // Counted from the cache's own figures at scrape time (src/server/page-cache.ts `stats()`).
  const seen = { hit: 0, miss: 0 }
  const cacheRequests = new client.Counter({
    name: 'tradecompass_page_cache_requests_total',
    help: 'Guest page cache lookups, by result',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const stats = sources.cache?.()
      if (!stats) return
      for (const [result, now] of [
        ['hit', stats.hits],
        ['miss', stats.misses],
      ] as const) {
        if (now > seen[result]) this.inc({ result }, now - seen[result])
        seen[result] = now
      }
    },
  })
  cacheRequests.inc({ result: 'hit' }, 0)
  cacheRequests.inc({ result: 'miss' }, 0)
  const purges = new client.Counter({
    name: 'tradecompass_page_cache_purges_total',
    help: 'Guest page cache purges: local (content changed here) or peer (heard from another instance)',
    labelNames: ['origin'] as const,
    registers: [registry],
  })
  purges.inc({ origin: 'local' }, 0)
  purges.inc({ origin: 'peer' }, 0)
  new client.Gauge({
    name: 'tradecompass_page_cache_entries',
    help: 'Pages and files held by the guest page cache',
    registers: [registry],
    collect() {
      const stats = sources.cache?.()
      if (stats) this.set(stats.entries)
    },
  })
  new client.Gauge({
    name: 'tradecompass_page_cache_bytes',
    help: 'Bytes held by the guest page cache',
    registers: [registry],
    collect() {
      const stats = sources.cache?.()
      if (stats) this.set(stats.bytes)
    },
  })
  new client.Gauge({
    name: 'tradecompass_db_pool_connections',
    help: 'The database pool of Payload: connections open (total), idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool?.()
      if (!pool) return
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
  let jobFigures: { queued: number; failed: number } | null = null
  const readJobs = async () => {
    if (!sources.jobs) return
    try {
      jobFigures = await sources.jobs()
    } catch {
      // The database unreachable: the last figures stay.
    }
  }
  new client.Gauge({
    name: 'tradecompass_jobs_queued',
    help: 'Jobs waiting to run (not completed, not failed for good)',
    registers: [registry],
    async collect() {
      await readJobs()
      if (jobFigures) this.set(jobFigures.queued)
    },
  })
  new client.Gauge({
    name: 'tradecompass_jobs_failed',
    help: 'Jobs that failed for good and are kept in the jobs table',
    registers: [registry],
    collect() {
      if (jobFigures) this.set(jobFigures.failed)
    },
  })
  const jobRuns = new client.Counter({
    name: 'tradecompass_job_runs_total',
    help: 'Job task runs in this process, by result',
    labelNames: ['task', 'result'] as const,
    registers: [registry],
  })
  const mails = new client.Counter({
    name: 'tradecompass_mails_total',
    help: 'Mails handed to the mail server, by result',
    labelNames: ['result'] as const,
    registers: [registry],
  })
  mails.inc({ result: 'sent' }, 0)
  mails.inc({ result: 'failed' }, 0)
  const refusals = new client.Counter({
    name: 'tradecompass_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by limit',
    labelNames: ['limit'] as const,
    registers: [registry],
  })
  const cdnPurges = new client.Counter({
    name: 'tradecompass_cdn_purges_total',
    help: 'CDN purges (src/server/cdn/cdn-purge.ts), by CDN and result (ok, failed: the queue retries)',
    labelNames: ['cdn', 'result'] as const,
    registers: [registry],
  })
  const apiAnswers = new client.Counter({
    name: 'tradecompass_api_answers_total',
    help: 'Answers of the public API and Payload refusals, by SPEC §8 code (0 = success, 60007 = dependency failed)',
    labelNames: ['code'] as const,
    registers: [registry],
  })
  // Present from the start: a rate over a series that appears with its first failure never fires.
  for (const code of ['0', '10001', '60007']) apiAnswers.inc({ code }, 0)
  new client.Gauge({
    name: 'tradecompass_dependency_up',
    help: 'Whether a dependency (postgres, redis) answered its probe at this scrape (1) or not (0)',
    labelNames: ['dependency'] as const,
    registers: [registry],
    async collect() {
      const probes = [...sources.dependencies]
      const up = await Promise.all(probes.map(([, probe]) => answers(probe)))
      probes.forEach(([dependency], i) => this.set({ dependency }, up[i] ? 1 : 0))
    },
  })
  return { registry, sources, requests, duration, purges, jobRuns, mails, refusals, cdnPurges, apiAnswers }
}

const KEY = Symbol.for('tradecompass.metrics')
const shared = globalThis as { [KEY]?: ReturnType<typeof createMetrics> }

export function metrics(): ReturnType<typeof createMetrics> {
  return (shared[KEY] ??= createMetrics())
}

/** The kind of route a path is: page, api, admin, static, other. */
export function routeKind(path: string): 'page' | 'api' | 'admin' | 'static' | 'other' {
  if (
    path.startsWith('/_next/') ||
    path.startsWith('/media/') ||
    path.startsWith('/api/media/file/') ||
    /\.[a-z0-9]{2,5}$/i.test(path)
  )
    return 'static'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (/^\/(?:api|public|pay|auth|console|next)(?:\/|$)/.test(path)) return 'api'
  if (/^\/(?:cn|en|ru)(?:\/|$)/.test(path) || path === '/') return 'page'
  return 'other'
}

/** Counts one answered request (from the request log's line, src/server/request-log.ts). */
export function countRequest(info: { method: string; path: string; status: number; seconds: number }): void {
  if (info.path === METRICS_PATH) return
  const m = metrics()
  const kind = routeKind(info.path)
  m.requests.inc({ kind, method: info.method, status: String(info.status) })
  m.duration.observe({ kind }, info.seconds)
}

export function countPurge(origin: 'local' | 'peer'): void {
  metrics().purges.inc({ origin })
}

export function countMail(result: 'sent' | 'failed'): void {
  metrics().mails.inc({ result })
}

export function countRateLimitRefusal(limit: string): void {
  metrics().refusals.inc({ limit })
}

export function countCdnPurge(cdn: string, result: 'ok' | 'failed'): void {
  metrics().cdnPurges.inc({ cdn, result })
}

/** One answer of the API with its SPEC §8 code. */
export function countApiAnswer(code: number): void {
  metrics().apiAnswers.inc({ code: String(code) })
}

export function countJobRun(task: string, result: 'completed' | 'failed'): void {
  metrics().jobRuns.inc({ task, result })
}

/** Where the figures read at scrape time come from. */
export function watchPageCache(stats: CacheStats): void {
  metrics().sources.cache = stats
}
export function watchDatabasePool(pool: () => PoolLike | undefined): void {
  metrics().sources.pool = pool
}
export function watchJobs(count: JobCounter): void {
  metrics().sources.jobs = count
}
/** A dependency probed at each scrape: `probe` resolves when it answers (tradecompass_dependency_up). */
export function watchDependency(dependency: 'postgres' | 'redis', probe: Probe): void {
  metrics().sources.dependencies.set(dependency, probe)
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '')
  const wanted = Buffer.from(token)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

/**
 * Answers `GET /metrics` (true), or leaves the request alone (false). With METRICS_TOKEN set, a request without
 * that bearer token gets 401; in production without METRICS_TOKEN every request gets 404.
 */
export async function serveMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  env: Partial<Record<string, string | undefined>> = environment(),
): Promise<boolean> {
  if ((req.url ?? '').split('?')[0] !== METRICS_PATH) return false
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end()
    return true
  }
  const token = env.METRICS_TOKEN?.trim()
  // Open metrics tell anyone the traffic, the errors and the process's state: production serves them only to the
  // bearer of METRICS_TOKEN, and without one the path does not exist.
  if (!token && env.NODE_ENV === 'production') {
    res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('not found\n')
    return true
  }
  if (token && !tokenMatches(req.headers.authorization, token)) {
    res
      .writeHead(401, {
        ...headers,
        'www-authenticate': 'Bearer realm="metrics"',
        'content-type': 'text/plain; charset=utf-8',
      })
      .end('unauthorized\n')
    return true
  }
  const { registry } = metrics()
  const body = await registry.metrics()
  res.writeHead(200, { ...headers, 'content-type': registry.contentType })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

type TaskLike = { slug: string; handler?: unknown }

/**
 * Watches a Payload instance (called once from payload.config.ts onInit): its database pool, its jobs table, and
 * each run of its job tasks (completed or failed, by task).
 */
export function watchPayload(payload: Payload): void {
  const pool = () => (payload.db as { pool?: PoolLike }).pool
  watchDatabasePool(pool)
  watchDependency('postgres', async () => {
    const current = (payload.db as { pool?: { query(sql: string): Promise<unknown> } }).pool
    if (!current) throw new Error('no database pool')
    await current.query('select 1')
  })
  const redis = redisUrl()
  if (redis) watchDependency('redis', async () => (await redisClient(redis)).ping())
  watchJobs(async () => {
    const [queued, failed] = await Promise.all([
      payload.count({
        collection: 'payload-jobs',
        where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
        overrideAccess: true,
      }),
      payload.count({ collection: 'payload-jobs', where: { hasError: { equals: true } }, overrideAccess: true }),
    ])
    return { queued: queued.totalDocs, failed: failed.totalDocs }
  })
  for (const task of (payload.config.jobs?.tasks ?? []) as TaskLike[]) {
    const handler = task.handler
    if (typeof handler !== 'function' || (handler as { counted?: boolean }).counted) continue
    const counted = async (...args: unknown[]) => {
      try {
        const result = (await handler(...args)) as { state?: string } | undefined
        countJobRun(task.slug, result?.state === 'failed' ? 'failed' : 'completed')
        return result
      } catch (error) {
        countJobRun(task.slug, 'failed')
        throw error
      }
    }
    task.handler = Object.assign(counted, { counted: true })
  }
}

/**
 * GET /metrics in Prometheus's text format, refused without the bearer token when METRICS_TOKEN is
 * set, never cached; requests counted by route kind and status with a latency histogram, guest page cache hits and
 * misses and purges, mails sent and failed, rate-limit refusals, the default process metrics.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import nodemailer from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'

import { withPlainEnvelope } from '../../src/server/email'
import { createLogger } from '../../src/server/log'
import {
  countPurge,
  countRateLimitRefusal,
  countRequest,
  metrics,
  routeKind,
  serveMetrics,
  watchPageCache,
} from '../../src/server/metrics'
import { createPageCache } from '../../src/server/page-cache'
import { withRequestLog } from '../../src/server/request-log'

const quiet = createLogger({}, new Writable({ write: (_chunk, _encoding, callback) => callback() }))

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** As src/server/serve.ts: the request frame, /metrics, then the page cache in front of a Next stand-in. */
async function instance(env: Record<string, string> = {}): Promise<string> {
  const cache = createPageCache({ maxBytes: 1_000_000 })
  watchPageCache(() => cache.stats())
  const page = cache.handler((req, res) => {
    res.statusCode = req.url === '/cn/missing' ? 404 : 200
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('cache-control', res.statusCode === 200 ? 's-maxage=60' : 'no-store')
    res.end('<html>page</html>')
  })
  const handler = withRequestLog(
    (req: IncomingMessage, res: ServerResponse) => {
      if ((req.url ?? '').split('?')[0] === '/metrics') return serveMetrics(req, res, env)
      return page(req, res)
    },
    { env, log: quiet, onFinish: countRequest },
  )
  server = http.createServer(handler)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

/** The value of one sample of the scrape (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? ''
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`)))
      return Number(line.split(' ').at(-1))
  }
  return 0
}

describe('route kinds', () => {
  it('tells pages, APIs, the admin and static files apart', () => {
    expect(routeKind('/cn')).toBe('page')
    expect(routeKind('/en/news/some-story')).toBe('page')
    expect(routeKind('/public/statistics')).toBe('api')
    expect(routeKind('/api/members/me')).toBe('api')
    expect(routeKind('/next/health/ready')).toBe('api')
    expect(routeKind('/admin/collections/news')).toBe('admin')
    expect(routeKind('/_next/static/chunks/app.js')).toBe('static')
    expect(routeKind('/favicon.ico')).toBe('static')
    expect(routeKind('/wp-login')).toBe('other')
  })
})

describe('GET /metrics', () => {
  it('counts requests by kind and status, latency, page cache hits and misses, in Prometheus text', async () => {
    const base = await instance()
    const before = await (await fetch(`${base}/metrics`)).text()
    for (const path of ['/cn', '/cn', '/cn', '/cn/missing']) await (await fetch(`${base}${path}`)).text()
    const response = await fetch(`${base}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    const grew = (name: string, labels: Record<string, string> = {}) =>
      sample(text, name, labels) - sample(before, name, labels)
    expect(grew('tradecompass_http_requests_total', { kind: 'page', method: 'GET', status: '200' })).toBe(3)
    expect(grew('tradecompass_http_requests_total', { kind: 'page', method: 'GET', status: '404' })).toBe(1)
    expect(grew('tradecompass_http_request_duration_seconds_count', { kind: 'page' })).toBe(4)
    expect(grew('tradecompass_page_cache_requests_total', { result: 'hit' })).toBe(2)
    // The first /cn and /cn/missing (looked up, not found, not kept).
    expect(grew('tradecompass_page_cache_requests_total', { result: 'miss' })).toBe(2)
    // The scrape itself is not counted as traffic.
    expect(text).not.toContain('kind="other"')
    // prom-client's default process metrics.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(text).toContain('nodejs_eventloop_lag_seconds')
  })

  it('answers only the bearer of METRICS_TOKEN when it is set', async () => {
    const base = await instance({ METRICS_TOKEN: 'scrape-token-123' })
    expect((await fetch(`${base}/metrics`)).status).toBe(401)
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token-000' } })).status).toBe(401)
    const allowed = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer scrape-token-123' } })
    expect(allowed.status).toBe(200)
    expect(await allowed.text()).toContain('tradecompass_http_requests_total')
  })

  it('in production without METRICS_TOKEN, is not there', async () => {
    const open = await instance({ NODE_ENV: 'production' })
    const refused = await fetch(`${open}/metrics`)
    expect(refused.status).toBe(404)
    expect(await refused.text()).not.toContain('tradecompass_')
  })

  it('in production with METRICS_TOKEN, answers its bearer only', async () => {
    const guarded = await instance({ NODE_ENV: 'production', METRICS_TOKEN: 'scrape-token-456' })
    expect((await fetch(`${guarded}/metrics`)).status).toBe(401)
    expect((await fetch(`${guarded}/metrics`, { headers: { authorization: 'Bearer scrape-token-456' } })).status).toBe(
      200,
    )
  })
})

describe('the other counters', () => {
  it('counts mails sent and failed, purges by origin, rate-limit refusals by limit', async () => {
    const read = async () => metrics().registry.metrics()
    const before = await read()
    const sent = withPlainEnvelope(nodemailer.createTransport({ jsonTransport: true }), 'no-reply@tradecompass.test')
    await sent.sendMail({ to: 'visitor@example.com', subject: 'hello', text: 'hi' })
    const broken = nodemailer.createTransport({ jsonTransport: true })
    broken.sendMail = (async () => {
      throw new Error('connection refused')
    }) as typeof broken.sendMail
    await expect(
      withPlainEnvelope(broken, 'no-reply@tradecompass.test').sendMail({
        to: 'visitor@example.com',
        subject: 'x',
        text: 'x',
      }),
    ).rejects.toThrow()
    countPurge('local')
    countPurge('peer')
    countPurge('peer')
    countRateLimitRefusal('loginPerIp')
    const after = await read()
    const grew = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels)
    expect(grew('tradecompass_mails_total', { result: 'sent' })).toBe(1)
    expect(grew('tradecompass_mails_total', { result: 'failed' })).toBe(1)
    expect(grew('tradecompass_page_cache_purges_total', { origin: 'local' })).toBe(1)
    expect(grew('tradecompass_page_cache_purges_total', { origin: 'peer' })).toBe(2)
    expect(grew('tradecompass_rate_limit_refusals_total', { limit: 'loginPerIp' })).toBe(1)
  })
})

describe('the Prometheus and Grafana files of docker compose', () => {
  const root = new URL('../../', import.meta.url)

  it('the dashboard is valid JSON and charts only series this app exports', async () => {
    const dashboard = JSON.parse(
      fs.readFileSync(new URL('docker/grafana/dashboards/tradecompass.json', root), 'utf8'),
    ) as {
      uid: string
      panels: { title: string; targets: { expr: string }[] }[]
    }
    expect(dashboard.uid).toBe('tradecompass')
    const titles = dashboard.panels.map((panel) => panel.title).join(' | ')
    for (const topic of [/Traffic/, /p50 \/ p99/, /hit ratio/, /Errors/, /Jobs/, /Mails/]) expect(titles).toMatch(topic)
    const exported = new Set((await metrics().registry.getMetricsAsJSON()).map((metric) => metric.name))
    const used = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => target.expr.match(/\b(?:tradecompass|process|nodejs)_[a-z_]+/g) ?? []),
    )
    expect(used.length).toBeGreaterThan(8)
    for (const name of used) expect(exported.has(name.replace(/_(?:bucket|count|sum)$/, '')), name).toBe(true)
  })

  it('prometheus.yml is a valid Prometheus configuration (promtool, when installed)', () => {
    const check = spawnSync('promtool', ['check', 'config', new URL('docker/prometheus.yml', root).pathname], {
      encoding: 'utf8',
    })
    if (check.error) return // promtool absent: .ci/run installs Debian's prometheus package, which has it.
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0)
  })
})

/**
 * The error signal on call depends on: public-API answers counted by their SPEC §8 code (a 60007 answered with any
 * HTTP status shows), the reachability of PostgreSQL and Redis as gauges, and Prometheus alert rules over the series
 * this app exports, each with its runbook in docs/OPERATIONS.md.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { DatabaseUnavailable } from '../../src/server/deadline'
import { endpoint } from '../../src/http/frame'
import { payloadErrorAnswer } from '../../src/http/payload-api'
import { metrics, watchPayload } from '../../src/server/metrics'

const root = new URL('../../', import.meta.url)
const read = (file: string) => fs.readFileSync(new URL(file, root), 'utf8')

async function sample(name: string, labels: Record<string, string>): Promise<number> {
  const text = await metrics().registry.metrics()
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? ''
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`)))
      return Number(line.split(' ').at(-1))
  }
  return Number.NaN
}

/** The alerts of docker/prometheus/alerts.yml: name and expression (each on one line). */
function alerts(): Array<{ name: string; expr: string }> {
  const found: Array<{ name: string; expr: string }> = []
  for (const match of read('docker/prometheus/alerts.yml').matchAll(/- alert: (\w+)\n\s+expr: (.+)\n/g))
    found.push({ name: match[1]!, expr: match[2]! })
  return found
}

describe('answers counted by SPEC §8 code', () => {
  it('an endpoint whose database is cut answers 60007 and tradecompass_api_answers_total{code="60007"} grows', async () => {
    const before = await sample('tradecompass_api_answers_total', { code: '60007' })
    const cut = endpoint({}, async () => {
      throw new DatabaseUnavailable('connect ECONNREFUSED 127.0.0.1:5432')
    })
    const response = await cut(new Request('http://localhost/public/statistics?locale=en'))
    expect(((await response.json()) as { code: number }).code).toBe(60007)
    expect(await sample('tradecompass_api_answers_total', { code: '60007' })).toBe(before + 1)

    const ok = endpoint({}, async () => Response.json({ code: 0 }))
    await ok(new Request('http://localhost/public/statistics'))
  })

  it("Payload's REST and GraphQL doors count their outage answers too", async () => {
    const before = await sample('tradecompass_api_answers_total', { code: '60007' })
    const result = payloadErrorAnswer({
      error: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      req: { url: 'http://localhost/api/users/login', headers: new Headers() },
    } as unknown as Parameters<typeof payloadErrorAnswer>[0])
    expect((result as { status: number }).status).toBe(503)
    expect(await sample('tradecompass_api_answers_total', { code: '60007' })).toBe(before + 1)
  })
})

describe('dependency gauges', () => {
  it('tradecompass_dependency_up{dependency="postgres"} falls to 0 while the database is cut and comes back', async () => {
    let cut = false
    const pool = {
      totalCount: 1,
      idleCount: 1,
      waitingCount: 0,
      query: async () => {
        if (cut) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
        return { rows: [{ '?column?': 1 }] }
      },
    }
    const payload = {
      db: { pool },
      config: { jobs: { tasks: [] } },
      count: async () => ({ totalDocs: 0 }),
    } as unknown as Parameters<typeof watchPayload>[0]
    watchPayload(payload)
    expect(await sample('tradecompass_dependency_up', { dependency: 'postgres' })).toBe(1)
    cut = true
    expect(await sample('tradecompass_dependency_up', { dependency: 'postgres' })).toBe(0)
    cut = false
    expect(await sample('tradecompass_dependency_up', { dependency: 'postgres' })).toBe(1)
  })
})

describe('alert rules (docker/prometheus/alerts.yml)', () => {
  it('cover errors, 60007, latency, dependencies, jobs and memory, over series this app exports', async () => {
    const rules = alerts()
    const expressions = rules.map((rule) => rule.expr).join('\n')
    for (const series of [
      'tradecompass_http_requests_total',
      'tradecompass_api_answers_total{code="60007"}',
      'tradecompass_http_request_duration_seconds_bucket',
      'tradecompass_dependency_up',
      'tradecompass_job_runs_total',
      'tradecompass_jobs_failed',
      'process_resident_memory_bytes',
    ])
      expect(expressions).toContain(series)
    const exported = new Set((await metrics().registry.getMetricsAsJSON()).map((metric) => metric.name))
    for (const name of expressions.match(/\b(?:tradecompass|process|nodejs)_[a-z_]+/g) ?? [])
      expect(exported.has(name.replace(/_(?:bucket|count|sum)$/, '')), name).toBe(true)
    expect(read('docker/prometheus.yml')).toMatch(/rule_files:\s*\n\s*- prometheus\/alerts\.yml/)
  })

  it('each alert has its runbook in docs/OPERATIONS.md', () => {
    const operations = read('docs/OPERATIONS.md')
    const rules = alerts()
    expect(rules.length).toBeGreaterThanOrEqual(8)
    for (const rule of rules) expect(operations, rule.name).toMatch(new RegExp(`^#### ${rule.name}\\n`, 'm'))
  })

  const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' })
  if (promtool.error)
    console.info('Skipped `promtool check rules`: promtool is not installed here (CI installs the prometheus package).')
  it.skipIf(Boolean(promtool.error))('pass `promtool check rules` and `promtool check config`', () => {
    const rules = spawnSync('promtool', ['check', 'rules', new URL('docker/prometheus/alerts.yml', root).pathname], {
      encoding: 'utf8',
    })
    expect(rules.status, `${rules.stdout}${rules.stderr}`).toBe(0)
    const config = spawnSync('promtool', ['check', 'config', new URL('docker/prometheus.yml', root).pathname], {
      encoding: 'utf8',
    })
    expect(config.status, `${config.stdout}${config.stderr}`).toBe(0)
  })
})

/**
 * Observability against `npm start`: every response carries its request id (a visitor's own X-Request-Id is not taken
 * unless it came through the trusted proxy: the test server runs with TRUST_PROXY=true, so here it is); Debian's
 * Prometheus scrapes the instance's /metrics and a metric is read back through Prometheus's HTTP API.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)
const appHost = `127.0.0.1:${port}`
/** Prometheus's own port: E2E_PROMETHEUS_PORT, else E2E_PORT + 9. */
const prometheusPort = Number(process.env.E2E_PROMETHEUS_PORT || port + 9)
const prometheusBin = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'].find((file) => fs.existsSync(file))

test("every answer carries a request id: a new one per request, the proxy's when it sent one", async ({ request }) => {
  const first = await request.get('/cn')
  const second = await request.get('/cn')
  const a = first.headers()['x-request-id']
  const b = second.headers()['x-request-id']
  expect(a).toMatch(/^[0-9a-f]{32}$/)
  expect(b).toMatch(/^[0-9a-f]{32}$/)
  expect(a).not.toBe(b)
  const fromProxy = 'e2e0proxy0id0000000000000000beef'
  const proxied = await request.get('/en', { headers: { 'x-request-id': fromProxy } })
  expect(proxied.headers()['x-request-id']).toBe(fromProxy)
  // Answers of the API and of the door carry one too.
  expect((await request.get('/next/health')).headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
})

test.describe('Prometheus', () => {
  test.skip(!prometheusBin, "Debian's prometheus package is not installed (.ci/run installs it)")
  let prometheus: ChildProcess | undefined
  let dir = ''

  test.afterAll(() => {
    prometheus?.kill('SIGTERM')
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  test('scrapes the instance, and the page traffic is read back through its HTTP API', async ({ request }) => {
    test.setTimeout(120_000)
    const version = spawnSync(prometheusBin!, ['--version'], { encoding: 'utf8' })
    expect(`${version.stdout}${version.stderr}`).toMatch(/prometheus, version/)

    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-prometheus-'))
    fs.writeFileSync(
      path.join(dir, 'prometheus.yml'),
      [
        'global:',
        '  scrape_interval: 1s',
        'scrape_configs:',
        '  - job_name: tradecompass',
        '    metrics_path: /metrics',
        '    authorization:',
        `      credentials: ${process.env.METRICS_TOKEN || 'e2e-metrics-token'}`,
        '    static_configs:',
        `      - targets: ["${appHost}"]`,
        '',
      ].join('\n'),
    )
    prometheus = spawn(
      prometheusBin!,
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${prometheusPort}`,
      ],
      { stdio: 'ignore' },
    )

    // Traffic Prometheus must see: guest pages (the second one from the page cache).
    for (const page of ['/en', '/en', '/ru']) expect((await request.get(page)).status()).toBe(200)

    const api = `http://127.0.0.1:${prometheusPort}/api/v1`
    const query = async (expr: string): Promise<number | null> => {
      try {
        const response = await fetch(`${api}/query?query=${encodeURIComponent(expr)}`)
        const body = (await response.json()) as { status: string; data: { result: { value: [number, string] }[] } }
        const value = body.data?.result?.[0]?.value?.[1]
        return value === undefined ? null : Number(value)
      } catch {
        return null
      }
    }
    // The target is up, and the pages are counted (by kind and status), with cache hits.
    await expect.poll(() => query(`up{job="tradecompass"}`), { timeout: 60_000, intervals: [1000] }).toBe(1)
    await expect
      .poll(() => query(`sum(tradecompass_http_requests_total{job="tradecompass",kind="page",status="200"})`), {
        timeout: 30_000,
        intervals: [1000],
      })
      .toBeGreaterThanOrEqual(3)
    await expect
      .poll(() => query(`sum(tradecompass_page_cache_requests_total{job="tradecompass",result="hit"})`), {
        timeout: 30_000,
        intervals: [1000],
      })
      .toBeGreaterThanOrEqual(1)
    expect(await query(`process_resident_memory_bytes{job="tradecompass"}`)).toBeGreaterThan(0)
  })
})

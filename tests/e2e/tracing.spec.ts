/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, the production server (the same build as the other specs,
 * started a second time on a port of its own) sends the spans of a page render (the request, the render, its
 * Payload operations and database statements) over OTLP/HTTP to a local sink.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { expect, test } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)
/** The traced instance: E2E_TRACED_PORT, else E2E_PORT + 8. */
const tracedPort = Number(process.env.E2E_TRACED_PORT || port + 8)
const root = path.resolve(import.meta.dirname, '../..')

type Span = {
  name: string
  traceId: string
  spanId: string
  parentSpanId?: string
  attributes?: { key: string; value: Record<string, unknown> }[]
}

let sink: http.Server | undefined
let app: ChildProcess | undefined
const spans: Span[] = []

test.afterAll(async () => {
  app?.kill('SIGTERM')
  await new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()))
})

test('sends the spans of one page render to the OTLP/HTTP endpoint', async ({ request }) => {
  test.setTimeout(120_000)
  sink = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const data = JSON.parse(body) as { resourceSpans?: { scopeSpans?: { spans?: Span[] }[] }[] }
        for (const resource of data.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []))
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => sink!.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`

  const output: string[] = []
  app = spawn(process.execPath, ['.next/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(tracedPort),
      HOSTNAME: '127.0.0.1',
      PUBLIC_SERVER_URL: `http://127.0.0.1:${tracedPort}`,
      SMTP_HOST: process.env.SMTP_HOST || '127.0.0.1',
      // A shared cache of its own (empty): the page is rendered, not read from the cache the other specs filled.
      REDIS_URL: process.env.E2E_REDIS_URL || 'redis://127.0.0.1:6379/2',
      REDIS_KEY_PREFIX: `traced-${Date.now().toString(36)}:`,
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  app.stdout!.on('data', (chunk) => output.push(String(chunk)))
  app.stderr!.on('data', (chunk) => output.push(String(chunk)))

  const base = `http://127.0.0.1:${tracedPort}`
  const healthy = async () => (await fetch(`${base}/next/health`).catch(() => null))?.status ?? 0
  try {
    await expect.poll(healthy, { timeout: 60_000, intervals: [500] }).toBe(200)
  } catch (error) {
    throw new Error(`the traced instance did not start:\n${output.join('')}`, { cause: error })
  }

  // One page render: the first request of this instance for the page (its caches are empty).
  const page = await request.get(`${base}/en`)
  expect(page.status()).toBe(200)
  const pageRequestId = page.headers()['x-request-id']
  expect(pageRequestId).toBeTruthy()

  try {
    await expect
      .poll(() => spans.filter((span) => /^GET (?:\/en|\/\[site\])/.test(span.name)).length, {
        timeout: 30_000,
        intervals: [250],
      })
      .toBeGreaterThan(0)
  } catch (error) {
    throw new Error(
      `no request span among ${JSON.stringify(spans.map((span) => span.name))}\n${output.join('').slice(-3000)}`,
      { cause: error },
    )
  }
  const names = spans.map((span) => span.name)
  // The request and its render, in one trace.
  const requestSpan = spans.find((span) => /^GET (?:\/en|\/\[site\])/.test(span.name))
  expect(requestSpan, JSON.stringify(names)).toBeTruthy()
  const trace = spans.filter((span) => span.traceId === requestSpan!.traceId)
  expect(
    trace.some((span) => /render route|build component tree|generateMetadata|resolve page components/i.test(span.name)),
    JSON.stringify(trace.map((span) => span.name)),
  ).toBe(true)
  // The database statements the render ran, in the same trace.
  await expect
    .poll(
      () => spans.filter((span) => span.traceId === requestSpan!.traceId && span.name.startsWith('pg.query')).length,
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0)
  // And the Payload operations that read the page's content.
  await expect
    .poll(
      () => spans.filter((span) => span.traceId === requestSpan!.traceId && span.name.startsWith('payload.')).length,
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0)
})

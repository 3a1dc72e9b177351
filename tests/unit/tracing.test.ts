/**
 * Tracing is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set; when on, the spans of database
 * statements, SMTP sends and Payload operations reach the OTLP/HTTP endpoint (a local sink here), without the
 * statements' values.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { trace } from '@opentelemetry/api'
import nodemailer from 'nodemailer'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'

import { withPlainEnvelope } from '../../src/server/email'
import { register } from '../../src/instrumentation'
import { tracePayloadOperations } from '../../src/server/trace-payload'

const fakePayload = () => ({
  find: async () => ({ docs: [] }),
  count: async () => {
    throw new Error('database unreachable')
  },
})

const STARTED = Symbol.for('tradecompass.tracing')
const holder = globalThis as { [STARTED]?: { shutdown(): Promise<void> } }
const saved = { ...process.env }

type Span = {
  name: string
  status?: { code?: number }
  attributes?: { key: string; value: { stringValue?: string } }[]
}

afterEach(() => {
  process.env = { ...saved }
  delete holder[STARTED]
  trace.disable()
})

describe('instrumentation register()', () => {
  it('does nothing without OTEL_EXPORTER_OTLP_ENDPOINT: spans are no-ops', async () => {
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT
    delete process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
    process.env.NEXT_RUNTIME = 'nodejs'
    await register()
    expect(holder[STARTED]).toBeUndefined()
    const span = trace.getTracer('test').startSpan('x')
    expect(span.isRecording()).toBe(false)
    span.end()
    // Payload's operations are left as they are.
    const payload = fakePayload()
    const find = payload.find
    tracePayloadOperations(payload)
    expect(payload.find).toBe(find)
  })

  it('with the endpoint set, sends spans of database statements and SMTP sends over OTLP/HTTP', async () => {
    const spans: Span[] = []
    const sink = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        const data = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] }
        for (const resource of data.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans)
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
    try {
      process.env.NEXT_RUNTIME = 'nodejs'
      process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`
      await register()
      expect(holder[STARTED]).toBeDefined()

      // A statement on a database that cannot be reached: its span is sent, marked failed.
      const client = new pg.Client({
        connectionString: 'postgres://nobody@127.0.0.1:1/none',
        connectionTimeoutMillis: 1000,
      })
      await client.connect().catch(() => {})
      await expect(client.query('SELECT id FROM news WHERE slug = $1', ['secret-slug'])).rejects.toThrow()
      await withPlainEnvelope(
        nodemailer.createTransport({ jsonTransport: true }),
        'no-reply@tradecompass.test',
      ).sendMail({ to: 'visitor@example.com', subject: 'x', text: 'x' })
      const payload = fakePayload()
      tracePayloadOperations(payload)
      expect(await payload.find()).toEqual({ docs: [] })
      await expect(payload.count()).rejects.toThrow('database unreachable')

      await holder[STARTED]!.shutdown()
      const statement = spans.find((span) => span.name === 'pg.query SELECT')
      expect(statement, JSON.stringify(spans.map((span) => span.name))).toBeTruthy()
      expect(statement!.status?.code).toBe(2)
      expect(statement!.attributes).toContainEqual({
        key: 'db.statement',
        value: { stringValue: 'SELECT id FROM news WHERE slug = $1' },
      })
      expect(JSON.stringify(spans)).not.toContain('secret-slug')
      expect(spans.map((span) => span.name)).toContain('smtp.send')
      expect(spans.map((span) => span.name)).toEqual(expect.arrayContaining(['payload.find', 'payload.count']))
      expect(spans.find((span) => span.name === 'payload.count')!.status?.code).toBe(2)
    } finally {
      await new Promise<void>((resolve) => sink.close(() => resolve()))
    }
  })
})

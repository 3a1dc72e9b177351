/**
 * OpenTelemetry traces, started by src/instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set:
 * nothing of this module is loaded otherwise. Spans go over OTLP/HTTP (JSON) to `<endpoint>/v1/traces`, batched.
 * Next's own spans then appear (the request, the page render, route handlers, `fetch` calls such as PayPal's),
 * as children of the caller's `traceparent` when it sends one. Settings are OpenTelemetry's: OTEL_SERVICE_NAME
 * (default `tradecompass`), OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER / _ARG…
 */
import os from 'node:os'

import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import { environment, setting } from '../settings'

const STARTED = Symbol.for('tradecompass.tracing')

export async function startTracing(env: Partial<Record<string, string | undefined>> = environment()): Promise<boolean> {
  const holder = globalThis as { [STARTED]?: NodeTracerProvider }
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return false
  if (holder[STARTED]) return true
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': setting('OTEL_SERVICE_NAME', env),
      'service.instance.id': env.INSTANCE_NAME || os.hostname(),
    }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter(), {
        scheduledDelayMillis: setting('OTEL_BSP_SCHEDULE_DELAY', env),
      }),
    ],
  })
  provider.register()
  holder[STARTED] = provider
  await traceDatabaseQueries()
  // Spans still in the batch are sent before the process exits.
  process.once('beforeExit', () => void provider.shutdown())
  return true
}

type QueryFn = (this: unknown, ...args: unknown[]) => unknown
const PATCHED = Symbol.for('tradecompass.tracing.pg')

function endSpan(span: Span, error: unknown): void {
  if (error) {
    span.recordException(error as Error)
    span.setStatus({ code: SpanStatusCode.ERROR, message: String((error as Error)?.message ?? error) })
  }
  span.end()
}

/**
 * A `pg.query` span for every statement of node-postgres (Payload's pool, the rate limiter's, the job lock), child of
 * the span active when it was sent (the page render, the route handler). The statement's text only: its values are
 * never recorded.
 */
export async function traceDatabaseQueries(): Promise<void> {
  const pg = (await import('pg')).default as unknown as {
    Client: { prototype: { query: QueryFn } } & { [PATCHED]?: boolean }
  }
  if (pg.Client[PATCHED]) return
  pg.Client[PATCHED] = true
  const tracer = trace.getTracer('tradecompass')
  const original = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const [config] = args
    const text = typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '')
    const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY'
    const span = tracer.startSpan(`pg.query ${operation}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system': 'postgresql', 'db.operation': operation, 'db.statement': text.slice(0, 1000) },
    })
    const at = args.findIndex((arg, index) => index > 0 && typeof arg === 'function')
    if (at > 0) {
      const callback = args[at] as (error: unknown, ...rest: unknown[]) => unknown
      args[at] = function (this: unknown, error: unknown, ...rest: unknown[]) {
        endSpan(span, error)
        return callback.call(this, error, ...rest)
      }
    }
    const result = context.with(trace.setSpan(context.active(), span), () => original.apply(this, args))
    if (at < 0) {
      if (result && typeof (result as Promise<unknown>).then === 'function')
        (result as Promise<unknown>).then(
          () => endSpan(span, null),
          (error: unknown) => endSpan(span, error),
        )
      else endSpan(span, null)
    }
    return result
  }
}

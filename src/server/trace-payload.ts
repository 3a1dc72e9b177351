/**
 * Spans of Payload's Local API operations, when tracing is on (src/server/tracing.ts started it). Kept apart
 * from tracing.ts so payload.config.ts can call it without loading the OpenTelemetry SDK: only the API (a few KB) is
 * loaded, and with tracing off nothing is wrapped.
 */
import { SpanStatusCode, trace } from '@opentelemetry/api'

const STARTED = Symbol.for('tradecompass.tracing')
const WRAPPED = Symbol.for('tradecompass.tracing.payload')

const OPERATIONS = [
  'find',
  'findByID',
  'findVersions',
  'count',
  'create',
  'update',
  'delete',
  'duplicate',
  'findGlobal',
  'updateGlobal',
  'login',
  'forgotPassword',
] as const

/**
 * A `payload.<operation> <collection or global>` span around each Local API call of this Payload instance (the
 * pages' and endpoints' reads and writes), when tracing is on; called from payload.config.ts onInit. Off, nothing
 * is wrapped.
 */
export function tracePayloadOperations(payload: object): void {
  if (!(globalThis as { [STARTED]?: unknown })[STARTED]) return
  const target = payload as Record<string, unknown> & { [WRAPPED]?: boolean }
  if (target[WRAPPED]) return
  target[WRAPPED] = true
  const tracer = trace.getTracer('tradecompass')
  for (const operation of OPERATIONS) {
    const original = target[operation]
    if (typeof original !== 'function') continue
    target[operation] = function (this: unknown, ...args: unknown[]) {
      const options = (args[0] ?? {}) as { collection?: string; slug?: string }
      const subject = options.collection ?? options.slug ?? ''
      return tracer.startActiveSpan(
        `payload.${operation}${subject ? ` ${subject}` : ''}`,
        { attributes: { 'payload.operation': operation, 'payload.subject': subject } },
        async (span) => {
          try {
            return await (original as (...all: unknown[]) => Promise<unknown>).apply(this, args)
          } catch (error) {
            span.recordException(error as Error)
            span.setStatus({ code: SpanStatusCode.ERROR })
            throw error
          } finally {
            span.end()
          }
        },
      )
    }
  }
}

/**
 * Next's instrumentation hooks, loaded once per server process.
 *  - register: OpenTelemetry traces (src/server/tracing.ts) when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise
 *    nothing is loaded and nothing is traced (Next's spans are no-ops without a tracer provider).
 *  - onRequestError: a render or route that failed is logged as one line with the request's id (X-Request-Id, set
 *    by src/server/serve.ts) and the error's digest, the reference the error screen shows the visitor.
 */
import type { Instrumentation } from 'next'

// `process.env.NEXT_RUNTIME` stays literal (not src/settings.ts): Next replaces it in each bundle at build time, so
// the Edge bundle drops the Node-only imports behind it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { setting } = await import('./settings')
  if (!setting('OTEL_EXPORTER_OTLP_ENDPOINT') && !setting('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT')) return
  const { startTracing } = await import('./server/tracing')
  await startTracing()
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { log } = await import('./server/log')
  const header = request.headers['x-request-id']
  const digest = (error as { digest?: string } | null)?.digest
  log.error(
    {
      ...(header ? { reqId: Array.isArray(header) ? header[0] : header } : {}),
      digest,
      method: request.method,
      path: request.path.split('?')[0],
      route: context.routePath,
      routeType: context.routeType,
      err: error,
    },
    'request failed',
  )
}

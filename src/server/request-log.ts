/**
 * The request frame of the production server (src/server/serve.ts): every request gets its id (log.ts: the proxy's
 * X-Request-Id when TRUST_PROXY is set, else a new one), written to the request's headers for the app and echoed on
 * the response; the request is served inside that id's context (every log line carries it); when it is done, one
 * JSON line: method, path (no query string), status, duration, page-cache state, the visitor's address by the
 * trusted-proxy rule (src/server/client-address.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { clientAddress, recordSocketAddress } from './client-address'
import { incomingRequestId, log as processLog, REQUEST_ID_HEADER, requestContext, type RequestContext } from './log'
import { environment } from '../settings'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown
type Env = Partial<Record<string, string | undefined>>

/** The request's headers as `Headers`-like, for clientAddress. */
function headerReader(req: IncomingMessage): Headers {
  return {
    get: (name: string) => {
      const value = req.headers[name.toLowerCase()]
      return Array.isArray(value) ? value.join(', ') : (value ?? null)
    },
  } as Headers
}

export interface RequestLogOptions {
  env?: Env
  log?: Logger
  /** Told of every finished request (the metrics of src/server/metrics.ts). */
  onFinish?: (info: { method: string; path: string; status: number; seconds: number; cache?: string }) => void
}

export function withRequestLog(handler: Handler, options: RequestLogOptions = {}): Handler {
  const env = options.env ?? environment()
  const log = options.log ?? processLog
  return (req, res) => {
    const started = process.hrtime.bigint()
    recordSocketAddress(req)
    const id = incomingRequestId(req.headers[REQUEST_ID_HEADER], env)
    req.headers[REQUEST_ID_HEADER] = id
    res.setHeader(REQUEST_ID_HEADER, id)
    // Whatever happens to the headers before they are sent (the guest page cache clears them to replay a stored
    // answer), the answer carries this request's id.
    const writeHead = res.writeHead
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (!this.headersSent && !this.hasHeader(REQUEST_ID_HEADER)) this.setHeader(REQUEST_ID_HEADER, id)
      return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args)
    } as ServerResponse['writeHead']
    const context: RequestContext = { id }
    let done = false
    const finish = () => {
      if (done) return
      done = true
      context.ended = true
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const path = (req.url ?? '/').split('?')[0]!.slice(0, 512)
      const status = res.writableFinished || res.headersSent ? res.statusCode : 499
      const cache = res.getHeader('x-page-cache')
      const line = {
        reqId: id,
        method: req.method,
        path,
        status,
        ms: Math.round(seconds * 10000) / 10,
        cache: cache === undefined ? undefined : String(cache),
        client: clientAddress({ headers: headerReader(req) }, env),
        ...(res.writableFinished ? {} : { aborted: true }),
      }
      if (status >= 500) log.error(line, 'request')
      else log.info(line, 'request')
      options.onFinish?.({ method: req.method ?? 'GET', path, status, seconds, cache: line.cache })
    }
    res.once('finish', finish)
    res.once('close', finish)
    return requestContext.run(context, () => handler(req, res))
  }
}

/**
 * One JSON line per request, the request id (the proxy's only behind a trusted proxy) echoed on
 * every response, also on a page the guest cache answers, and carried on every log line written while serving it;
 * a 60007 answer carries a reference the visitor can quote.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

import { afterEach, describe, expect, it } from 'vitest'

import { endpoint } from '../../src/http/frame'
import { withReference } from '../../src/i18n/reference'
import { createLogger, incomingRequestId, logLevel, shortReference } from '../../src/server/log'
import { createPageCache } from '../../src/server/page-cache'
import { withRequestLog } from '../../src/server/request-log'

type Line = Record<string, unknown>

function capture(env: Record<string, string> = {}) {
  const lines: Line[] = []
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text))
      callback()
    },
  })
  return { lines, log: createLogger({ INSTANCE_NAME: 'web-1', ...env }, stream) }
}

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => unknown): Promise<string> {
  server = http.createServer(handler)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('the request id', () => {
  it("is the proxy's only behind a trusted proxy; otherwise a new one (a visitor cannot choose it)", () => {
    const fromProxy = '0123456789abcdef0123456789abcdef'
    expect(incomingRequestId(fromProxy, { TRUST_PROXY: 'true' })).toBe(fromProxy)
    expect(incomingRequestId(fromProxy, {})).not.toBe(fromProxy)
    expect(incomingRequestId(fromProxy, {})).toMatch(/^[0-9a-f]{32}$/)
    // A value that is not an id (a log-injection attempt) is replaced even behind a proxy.
    expect(incomingRequestId('x"}\n{"level":"fatal', { TRUST_PROXY: 'true' })).toMatch(/^[0-9a-f]{32}$/)
    expect(shortReference(fromProxy)).toBe('01234567')
  })

  it('takes LOG_LEVEL, info unless told', () => {
    expect(logLevel({})).toBe('info')
    expect(logLevel({ LOG_LEVEL: 'WARN' })).toBe('warn')
    expect(logLevel({ LOG_LEVEL: 'nonsense' })).toBe('info')
    const { lines, log } = capture({ LOG_LEVEL: 'warn' })
    log.info('hidden')
    log.warn('shown')
    expect(lines.map((line) => line.msg)).toEqual(['shown'])
  })
})

describe('one JSON line per request', () => {
  it('says who asked what, the answer, how long it took; the id is echoed and on every line of the request', async () => {
    const { lines, log } = capture()
    const env = {}
    const base = await listen(
      withRequestLog(
        async (req, res) => {
          log.info('inside the handler')
          await settle()
          log.warn('after an await')
          res.statusCode = req.url?.startsWith('/missing') ? 404 : 200
          res.end('ok')
        },
        { env, log },
      ),
    )
    const forged = 'ffffffffffffffffffffffffffffffff'
    const response = await fetch(`${base}/en/news?token=secret`, {
      headers: { 'x-request-id': forged, 'x-forwarded-for': '203.0.113.9' },
    })
    expect(response.status).toBe(200)
    const id = response.headers.get('x-request-id')!
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(id).not.toBe(forged)
    await settle()
    const [inside, after, request] = lines
    expect(inside).toMatchObject({ msg: 'inside the handler', reqId: id, instance: 'web-1', level: 'info' })
    expect(after).toMatchObject({ msg: 'after an await', reqId: id })
    expect(request).toMatchObject({
      msg: 'request',
      reqId: id,
      method: 'GET',
      path: '/en/news',
      status: 200,
      client: '127.0.0.1',
      instance: 'web-1',
    })
    expect(typeof request!.ms).toBe('number')
    expect(new Date(String(request!.time)).getTime()).toBeGreaterThan(Date.now() - 60_000)
    // The query string (tokens, e-mail addresses) is not logged.
    expect(JSON.stringify(lines)).not.toContain('secret')

    // A second request: its own id; a line outside any request has none.
    const second = await fetch(`${base}/missing`)
    await settle()
    expect(second.headers.get('x-request-id')).not.toBe(id)
    expect(lines.at(-1)).toMatchObject({ path: '/missing', status: 404, reqId: second.headers.get('x-request-id') })
    log.info('between requests')
    expect(lines.at(-1)!.reqId).toBeUndefined()
  })

  it("behind a trusted proxy: the proxy's id and the visitor the proxy saw", async () => {
    const { lines, log } = capture()
    const base = await listen(withRequestLog((_req, res) => res.end('ok'), { env: { TRUST_PROXY: 'true' }, log }))
    const fromNginx = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
    const response = await fetch(`${base}/cn`, {
      headers: { 'x-request-id': fromNginx, 'x-forwarded-for': '198.51.100.7' },
    })
    expect(response.headers.get('x-request-id')).toBe(fromNginx)
    await settle()
    expect(lines.at(-1)).toMatchObject({ reqId: fromNginx, client: '198.51.100.7' })
  })

  it("a page the guest cache answers carries this request's id, not the one of the request that filled it, and its cache state", async () => {
    const { lines, log } = capture()
    const cache = createPageCache({ maxBytes: 1_000_000 })
    const base = await listen(
      withRequestLog(
        cache.handler((_req, res) => {
          res.setHeader('content-type', 'text/html; charset=utf-8')
          res.setHeader('cache-control', 's-maxage=60')
          res.end('<html>page</html>')
        }),
        { env: {}, log },
      ),
    )
    const first = await fetch(`${base}/en`)
    await first.text()
    expect(first.headers.get('x-page-cache')).toBe('MISS')
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/)
    await settle()
    const second = await fetch(`${base}/en`)
    expect(await second.text()).toBe('<html>page</html>')
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/)
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
    await settle()
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.cache)).toEqual(['MISS', 'HIT'])
  })
})

describe('the reference a visitor can quote', () => {
  it("follows a 60007 message in the visitor's language", async () => {
    const failing = endpoint({}, async () => {
      throw new Error('a dependency failed')
    })
    const answer = await failing(
      new Request('http://localhost/public/x?lang=en', {
        headers: { 'x-request-id': '9f8e7d6c5b4a39281706f5e4d3c2b1a0' },
      }),
    )
    const body = (await answer.json()) as { code: number; msg: string }
    expect(body.code).toBe(60007)
    expect(body.msg).toContain('Reference: 9f8e7d6c')
    expect(withReference('接口异常', 'zh', 'abcd1234')).toBe('接口异常（参考编号：abcd1234）')
    expect(withReference('Ошибка', 'ru', 'abcd1234')).toBe('Ошибка (Номер обращения: abcd1234)')
  })
})

describe('the error screen', () => {
  it("shows the error's digest as the reference to quote (logged with the request id by onRequestError)", async () => {
    const { default: ErrorPage } = await import('../../src/app/(site)/[site]/error')
    const failed = Object.assign(new Error('Service unavailable'), { digest: '2841107163' })
    const html = renderToString(createElement(ErrorPage, { error: failed, reset: () => {} }))
    expect(html).toContain('参考编号：2841107163')
    expect(renderToString(createElement(ErrorPage, { error: new Error('x'), reset: () => {} }))).not.toContain(
      '参考编号',
    )
  })

  it('onRequestError writes one line with the request id, the digest and the route', async () => {
    const { onRequestError } = await import('../../src/instrumentation')
    const { logger } = await import('../../src/server/log')
    const lines: Record<string, unknown>[] = []
    const log = logger()
    const original = log.error.bind(log)
    log.error = ((object: Record<string, unknown>) => void lines.push(object)) as typeof log.error
    const runtime = process.env.NEXT_RUNTIME
    process.env.NEXT_RUNTIME = 'nodejs'
    try {
      await onRequestError(
        Object.assign(new Error('boom'), { digest: '2841107163' }),
        { path: '/en/news?page=2', method: 'GET', headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' } },
        {
          routerKind: 'App Router',
          routePath: '/[site]/news',
          routeType: 'render',
          renderSource: 'react-server-components',
          revalidateReason: undefined,
        },
      )
    } finally {
      log.error = original
      process.env.NEXT_RUNTIME = runtime
    }
    expect(lines).toEqual([
      expect.objectContaining({
        reqId: '0123456789abcdef0123456789abcdef',
        digest: '2841107163',
        path: '/en/news',
        route: '/[site]/news',
      }),
    ])
  })
})

describe('expected refusals in the log (issue 21)', () => {
  /** As the production bundle leaves Payload's errors: the class renamed, so `name` says nothing. */
  function minified(message: string, status: number): Error {
    const error = Object.assign(new Error(message), { status, isPublic: true })
    error.name = ''
    return error
  }

  it('writes a throttle, a 403 and a validation refusal as one line each, without a stack trace', () => {
    const { lines, log } = capture()
    log.error({ err: minified('Too many attempts. Please try again in 206 seconds.', 429) })
    log.error({ err: minified('Translators edit and publish the English and Russian text only', 403) })
    // GraphQL wraps the refusal (Payload's GraphQL handler logs the wrapper).
    log.error({
      err: Object.assign(new Error('The following field is invalid: title'), {
        name: 'GraphQLError',
        originalError: minified('The following field is invalid: title', 400),
      }),
    })
    expect(lines).toHaveLength(3)
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info', 'info'])
    expect(lines.map((line) => line.refusal)).toEqual([429, 403, 400])
    expect(lines[0]!.msg).toBe('Too many attempts. Please try again in 206 seconds.')
    for (const line of lines) expect(JSON.stringify(line)).not.toMatch(/stack|at .*:\d+:\d+/)
  })

  it('writes a value the database refused as data, or a broken upload, as one refusal line without the query or a stack', () => {
    const { lines, log } = capture()
    // drizzle wraps the driver's error: "Failed query: select … params: …", the cause says why (SQLSTATE 22P02).
    const driver = Object.assign(new Error('invalid input syntax for type integer: "NaN"'), { code: '22P02' })
    log.error({
      err: Object.assign(
        new Error(
          'Failed query: select distinct "pages"."id" from "pages" where "pages"."id" in ($1, $2)\nparams: 1,NaN',
          { cause: driver },
        ),
        { name: 'DrizzleQueryError' },
      ),
    })
    log.error({ err: new Error('Unexpected end of form') })
    expect(lines.map((line) => [line.level, line.refusal, line.msg])).toEqual([
      ['info', 400, 'invalid input syntax for type integer: "NaN"'],
      ['info', 400, 'Unexpected end of form'],
    ])
    expect(JSON.stringify(lines)).not.toMatch(/stack|select|params/)
  })

  it('writes a failed attempt of a queued job (an SMTP server, a CDN refused) as one line: warning while it retries, error at the end', () => {
    const { lines, log } = capture()
    // As Payload's queue logs a task's failure: a TaskError whose `args` name the task and the job.
    const taskError = (message: string) =>
      Object.assign(new Error(message), {
        args: { taskSlug: 'orderMail', job: { id: 42, totalTried: 1, input: { mail: 7 } } },
      })
    log.error({
      err: taskError('550 Mailbox unavailable'),
      job: { id: 42, log: [] },
      msg: 'Error running task 1. Attempt 2/5',
      taskSlug: 'orderMail',
    })
    log.error({
      err: taskError('550 Mailbox unavailable'),
      job: { id: 42, log: [] },
      msg: 'Error running task 1. Attempt 5 - max retries reached',
      taskSlug: 'orderMail',
    })
    expect(lines.map((line) => line.level)).toEqual(['warn', 'error'])
    for (const line of lines)
      expect(line).toMatchObject({
        event: 'job failed',
        task: 'orderMail',
        job: 42,
        failure: '550 Mailbox unavailable',
      })
    expect(lines[0]!.msg).toBe('Error running task 1. Attempt 2/5')
    expect(JSON.stringify(lines)).not.toMatch(/stack|"log"|input/)
  })

  it('writes the database being down as one error line with the reason, without a stack (an outage, not a defect)', () => {
    const { lines, log } = capture()
    // What Payload logs when our throttle cannot reach the database during a log-in (src/http/limits.ts), minified.
    const outage = Object.assign(new Error('Error: connect ECONNREFUSED 127.0.0.1:5432'), {
      name: 'DatabaseUnavailable',
    })
    log.error({ err: outage }, outage.message)
    // The driver's own error, wrapped by drizzle, as a REST read meets it.
    const driver = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    log.error({
      err: Object.assign(new Error('Failed query: select "id" from "pages"\nparams: 1', { cause: driver }), {
        name: '',
      }),
    })
    // Our endpoints (src/http/frame.ts) log the same way, with the path asked for.
    log.error(
      { path: '/public/contact/us', err: new Error('Connection terminated due to connection timeout') },
      'endpoint failed',
    )
    expect(lines.map((line) => [line.level, line.event, line.failure, line.msg])).toEqual([
      ['error', 'database unavailable', 'Error: connect ECONNREFUSED 127.0.0.1:5432', 'database unavailable'],
      ['error', 'database unavailable', 'connect ECONNREFUSED 127.0.0.1:5432', 'database unavailable'],
      ['error', 'database unavailable', 'Connection terminated due to connection timeout', 'database unavailable'],
    ])
    expect(lines[2]!.path).toBe('/public/contact/us')
    expect(JSON.stringify(lines)).not.toMatch(/stack|select|params/)
  })

  it('writes a mail server refusing or unreachable as one line with its answer, and never calls it the database', () => {
    const { lines, log } = capture()
    // nodemailer's errors: the SMTP answer (responseCode) or the connection failure (code ESOCKET/ECONNECTION).
    const rejected = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 Mailbox unavailable"),
      { code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' },
    )
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5100'), {
      code: 'ESOCKET',
      errno: -111,
      syscall: 'connect',
    })
    log.warn({ err: rejected }, 'verification e-mail failed')
    log.warn({ err: down }, 'verification e-mail failed')
    expect(lines.map((line) => [line.level, line.event, line.remote, line.code, line.failure, line.msg])).toEqual([
      [
        'warn',
        'remote failed',
        'smtp',
        'EENVELOPE',
        "Can't send mail - all recipients were rejected: 550 Mailbox unavailable",
        'verification e-mail failed',
      ],
      ['warn', 'remote failed', 'smtp', 'ESOCKET', 'connect ECONNREFUSED 127.0.0.1:5100', 'verification e-mail failed'],
    ])
    expect(JSON.stringify(lines)).not.toMatch(/stack|database/)
  })

  it('writes PayPal refusing or failing as one line with its status and error name, not as a refusal of the visitor', async () => {
    const { PaypalError } = await import('@/features/orders/payments/paypal')
    const { lines, log } = capture()
    log.warn(
      { err: new PaypalError(500, 'INTERNAL_SERVICE_ERROR', null, 'An internal service error has occurred.') },
      'PayPal webhook: verification unavailable',
    )
    log.warn(
      {
        order: 7,
        err: new PaypalError(
          422,
          'UNPROCESSABLE_ENTITY',
          'INSTRUMENT_DECLINED',
          'The instrument presented was declined.',
        ),
      },
      'PayPal reconciliation: order not settled',
    )
    expect(lines.map((line) => [line.level, line.event, line.remote, line.status, line.code, line.failure])).toEqual([
      ['warn', 'remote failed', 'paypal', 500, 'INTERNAL_SERVICE_ERROR', 'An internal service error has occurred.'],
      ['warn', 'remote failed', 'paypal', 422, 'INSTRUMENT_DECLINED', 'The instrument presented was declined.'],
    ])
    expect(lines[1]!.order).toBe(7)
    expect(JSON.stringify(lines)).not.toMatch(/stack|refusal/)
  })

  it('keeps a defect an ERROR with its stack', () => {
    const { lines, log } = capture()
    log.error({ err: minified('relation "pages" does not exist', 500) })
    log.error({ err: new TypeError('cannot read properties of undefined') })
    expect(lines.map((line) => line.level)).toEqual(['error', 'error'])
    expect(JSON.stringify(lines[1])).toMatch(/"stack"/)
  })
})

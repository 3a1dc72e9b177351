/**
 * What an operator greps for during an incident: a request's id only on that request's lines (not on the lines of a
 * scheduler its request happened to start), a failed render as one JSON line without the query's SQL or values, and
 * an outage named after the dependency that failed, with its reason.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { afterEach, describe, expect, it } from 'vitest'

import { DatabaseUnavailable } from '../../src/server/deadline'
import { createLogger, routeConsoleToLog } from '../../src/server/log'
import { withRequestLog } from '../../src/server/request-log'

type Line = Record<string, unknown>

function capture() {
  const raw: string[] = []
  const lines: Line[] = []
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const text of String(chunk).split('\n').filter(Boolean)) {
        raw.push(text)
        lines.push(JSON.parse(text))
      }
      callback()
    },
  })
  return { raw, lines, log: createLogger({ INSTANCE_NAME: 'web-1' }, stream) }
}

/** The error drizzle throws for a failed query: the SQL and its values in the message, the driver's error as cause. */
function failedQuery(): Error {
  const cause = Object.assign(new Error('column "emial" does not exist'), { code: '42703' })
  return Object.assign(
    new Error(
      'Failed query: select "id", "email" from "members" where "email" = $1 and "reset_token" = $2\n' +
        'params: alice@example.com,7f0c7d1be0a94c4f\nsecond line of a value',
      { cause },
    ),
    { query: 'select "id" from "members" where "email" = $1', params: ['alice@example.com', '7f0c7d1be0a94c4f'] },
  )
}

let server: http.Server | undefined
let stopScheduler: (() => void) | undefined
const { error: consoleError, warn: consoleWarn } = console
afterEach(async () => {
  console.error = consoleError
  console.warn = consoleWarn
  stopScheduler?.()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => unknown): Promise<string> {
  server = http.createServer(handler)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

describe("a request's id", () => {
  it('is not on the lines of a scheduler started while a failed log-in was served', async () => {
    const { lines, log } = capture()
    // As Payload's cron: set going by the first request that needed Payload (here a refused log-in), ticking after.
    const handler = withRequestLog(
      (_req, res) => {
        if (!stopScheduler) {
          const timer = setInterval(() => log.info({ task: 'expireOrders' }, 'cron tick'), 10)
          stopScheduler = () => clearInterval(timer)
        }
        log.info({ refusal: 401 }, 'The email or password provided is incorrect.')
        res.writeHead(401).end()
      },
      { log },
    )
    const base = await listen(handler)
    const answer = await fetch(`${base}/api/members/login`, { method: 'POST' })
    expect(answer.status).toBe(401)
    const id = answer.headers.get('x-request-id')
    const ticksAfter = () => {
      const request = lines.findIndex((line) => line.msg === 'request')
      return request < 0 ? [] : lines.slice(request + 1).filter((line) => line.msg === 'cron tick')
    }
    for (let waited = 0; ticksAfter().length < 3 && waited < 5000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20))
    const refusal = lines.find((line) => line.refusal === 401)
    expect(refusal?.reqId).toBe(id)
    expect(ticksAfter().length).toBeGreaterThan(2)
    for (const tick of ticksAfter()) expect(tick.reqId).toBeUndefined()
  })
})

describe('a failed render', () => {
  it("Next's console.error of a failed query is one JSON line without the SQL or its values", () => {
    const { raw, lines, log } = capture()
    routeConsoleToLog(log)
    console.error(' ⨯', failedQuery())
    expect(raw).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'error' })
    expect(raw[0]).not.toMatch(/alice@example\.com|7f0c7d1be0a94c4f|reset_token|second line/)
    expect(JSON.stringify(lines[0]!.err)).toMatch(/column \\"emial\\" does not exist/)
  })

  it('the request failed line (onRequestError) carries the reason, not the query', () => {
    const { raw, lines, log } = capture()
    log.error({ reqId: 'abcdef0123456789', digest: '1234', path: '/en/news', err: failedQuery() }, 'request failed')
    expect(raw).toHaveLength(1)
    expect(raw[0]).not.toMatch(/alice@example\.com|7f0c7d1be0a94c4f|reset_token|second line/)
    const err = lines[0]!.err as { message: string; stack: string }
    expect(err.message).toBe('Failed query: column "emial" does not exist')
    expect(err.stack).toMatch(/^Error: Failed query\n\s+at /)
  })

  it('a render error Next gave a digest is left to the request failed line (it is not written twice)', () => {
    const { raw, log } = capture()
    routeConsoleToLog(log)
    console.error(Object.assign(new Error('boom'), { digest: '2345' }))
    console.warn('a warning\nover two lines')
    expect(raw).toHaveLength(1)
    expect(JSON.parse(raw[0]!)).toMatchObject({ level: 'warn', msg: 'a warning over two lines' })
  })
})

describe('an outage line', () => {
  it('names Redis (not the database), with the reason inside an AggregateError, when the rate limits cannot reach it', () => {
    const { lines, log } = capture()
    const refused = new AggregateError(
      [
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' }),
        Object.assign(new Error('connect ECONNREFUSED ::1:6379'), { code: 'ECONNREFUSED' }),
      ],
      '',
    )
    log.error({ path: '/public/login', err: DatabaseUnavailable.of(refused, 'redis') }, 'endpoint failed')
    expect(lines[0]).toMatchObject({
      level: 'error',
      event: 'redis unavailable',
      dependency: 'redis',
      path: '/public/login',
      msg: 'redis unavailable',
    })
    expect(lines[0]!.failure).toBe('connect ECONNREFUSED 127.0.0.1:6379; connect ECONNREFUSED ::1:6379')
    // PostgreSQL's outage keeps its name.
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    log.error({ path: '/public/statistics', err: DatabaseUnavailable.of(down) }, 'endpoint failed')
    expect(lines[1]).toMatchObject({ event: 'database unavailable', dependency: 'postgres' })
  })
})

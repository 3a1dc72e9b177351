/**
 * SIGTERM drops nothing (src/server/shutdown.ts): readiness answers 503 first, new connections are refused,
 * a request in flight finishes, then the job lock and pools are given back and the process exits 0 within the grace.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

type Module = typeof import('../../src/server/shutdown')

/** A fresh copy of the module's shared state for each test (it lives on globalThis, as in the app). */
async function fresh(): Promise<Module> {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('tradecompass.shutdown')]
  const { vi } = await import('vitest')
  vi.resetModules()
  return import('../../src/server/shutdown')
}

let server: http.Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
  server = undefined
})

async function start(module: Module, slowMs: number, events: string[] = []) {
  let inFlight = 0
  server = http.createServer((req, res) => {
    inFlight++
    res.once('close', () => inFlight--)
    if (module.drainingAnswer(req, res)) return
    if (req.url === '/next/health/ready') return res.end('{"status":"ready"}')
    if (req.url === '/slow') return setTimeout(() => res.end('slow done', () => events.push('slow answered')), slowMs)
    if (req.url === '/never') return
    res.end('ok')
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return { port, inFlight: () => inFlight }
}

function get(port: number, path: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
      })
      .on('error', reject)
  })
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} }

describe('SIGTERM', () => {
  it('turns readiness 503, finishes the request in flight, refuses new connections, gives everything back, exits 0', async () => {
    const module = await fresh()
    const events: string[] = []
    const { port, inFlight } = await start(module, 800, events)
    module.onShutdown('job lock', () => void events.push('job lock'))
    module.onShutdown('pool', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      events.push('pool')
    })
    const slow = get(port, '/slow')
    await new Promise((resolve) => setTimeout(resolve, 100))
    let exitCode: number | null = null
    const stopped = module.shutDown({
      server: server!,
      log: quiet,
      inFlight,
      graceMs: 5000,
      drainMs: 300,
      exit: (code) => ((exitCode = code), events.push('exit')),
    })
    // Draining: readiness says so; other answers close their connection.
    const ready = await get(port, '/next/health/ready')
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' })
    expect((await get(port, '/other')).connection).toBe('close')
    await new Promise((resolve) => setTimeout(resolve, 350))
    // Then no new connection is taken.
    await expect(get(port, '/other')).rejects.toThrow(/ECONNREFUSED/)
    expect(await slow).toMatchObject({ status: 200, body: 'slow done' })
    await stopped
    expect(exitCode).toBe(0)
    expect(events).toEqual(['slow answered', 'job lock', 'pool', 'exit'])
  })

  it('exits 0 within the grace when a request never ends', async () => {
    const module = await fresh()
    const { port, inFlight } = await start(module, 0)
    const hanging = get(port, '/never').catch((error: Error) => error)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const warnings: string[] = []
    let exitCode: number | null = null
    const started = Date.now()
    await module.shutDown({
      server: server!,
      log: { ...quiet, warn: (_o, m) => void warnings.push(String(m)) },
      inFlight,
      graceMs: 1500,
      drainMs: 0,
      exit: (code) => (exitCode = code),
    })
    expect(exitCode).toBe(0)
    expect(Date.now() - started).toBeLessThan(1500)
    expect(warnings.join()).toMatch(/cutting/)
    expect(await hanging).toBeInstanceOf(Error)
  })

  it('reads its grace and drain from the environment', async () => {
    const module = await fresh()
    expect(module.shutdownGraceMs({})).toBe(30_000)
    expect(module.shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: '12' })).toBe(12_000)
    expect(module.shutdownDrainMs({})).toBe(0)
    expect(module.shutdownDrainMs({ SHUTDOWN_DRAIN_SECONDS: '5' })).toBe(5000)
  })
})

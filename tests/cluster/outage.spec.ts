/**
 * During a database outage no page answers 5xx. An `npm start` instance reaches PostgreSQL through
 * a TCP proxy this test closes (every connection cut, new ones refused), then opens again:
 *  - `/public/statistics`, answered before, keeps answering from the data cache (not 60007);
 *  - a page answered before keeps being served (the guest page cache);
 *  - a page nobody asked for gets the 503 screen in its site's language with `Retry-After`, not Next's 500;
 *  - once the database is back, the same page renders again.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { clusterBase, waitForReady } from './topology'

test.describe.configure({ mode: 'serial' })
test.setTimeout(300_000)

const root = path.resolve(import.meta.dirname, '../..')
const proxyPort = clusterBase + 8
const appPort = clusterBase + 9
const base = `http://127.0.0.1:${appPort}`

/** A TCP proxy to the e2e PostgreSQL that can be cut and restored. */
function databaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(proxyPort, '127.0.0.1', () => resolve())
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      if (server) server.close(() => resolve())
      else resolve()
      server = null
    })
  return { open, cut }
}

let child: ChildProcess
let output = ''
const database = (() => {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres')
  return { url, proxy: databaseProxy({ host: url.hostname, port: Number(url.port || 5432) }) }
})()

test.beforeAll(async () => {
  await database.proxy.open()
  const url = new URL(database.url)
  url.host = `127.0.0.1:${proxyPort}`
  const { SMTP_HOST: _smtp, REDIS_URL: _redis, ...rest } = process.env
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/run.ts', 'start'], {
    cwd: root,
    env: {
      ...rest,
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOSTNAME: '127.0.0.1',
      DATABASE_URL: url.toString(),
      PUBLIC_SERVER_URL: base,
      MAIL_DELIVERY: 'log',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  await waitForReady(base, child, () => output, 180_000)
})

test.afterAll(async () => {
  await database.proxy.cut()
  if (child && child.exitCode === null) {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
})

test('a database outage: cached reads and pages keep serving, an uncached page gets the 503 screen in its language', async () => {
  // Before: both answered once, so both are cached.
  const statisticsBefore = await fetch(`${base}/public/statistics?lang=en`)
  const before = (await statisticsBefore.json()) as { code: number; data: unknown }
  expect(before.code).not.toBe(60007)
  for (let i = 0; i < 2; i++) expect((await fetch(`${base}/en/aboutus`)).status).toBe(200)

  await database.proxy.cut()
  expect((await fetch(`${base}/next/health/ready`)).status).toBe(503)

  const statistics = await fetch(`${base}/public/statistics?lang=en`)
  expect(statistics.status).toBe(200)
  expect(await statistics.json()).toEqual(before)

  const page = await fetch(`${base}/en/aboutus`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('</html>')

  // Pages nobody asked for, one per site, whose data is in no cache: a news item and customer stories. (Country pages
  // no longer qualify: they are drawn from the catalogue and the cached list of all countries, and keep serving.)
  const stamp = Date.now().toString(36)
  const uncached = [
    [`/en/cases/detail?id=outage-${stamp}`, 'Temporarily unavailable'],
    [`/cn/news/detail?id=outage-${stamp}`, '服务暂时不可用'],
    [`/ru/cases/detail?id=outage-${stamp}`, 'Сайт временно недоступен'],
  ] as const
  for (const [site, words] of uncached) {
    const answer = await fetch(`${base}${site}`)
    expect(answer.status, site).toBe(503)
    expect(answer.headers.get('retry-after'), site).toMatch(/^\d+$/)
    expect(answer.headers.get('cache-control'), site).toBe('no-store')
    expect(await answer.text(), site).toContain(words)
  }

  // The database back: the pool reconnects and the page renders.
  await database.proxy.open()
  const deadline = Date.now() + 30_000
  let status = 0
  while (Date.now() < deadline && status !== 200) {
    status = (await fetch(`${base}/en/cases/detail?id=quellmark-valves`, { redirect: 'manual' })).status
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  expect(status).toBe(200)
})

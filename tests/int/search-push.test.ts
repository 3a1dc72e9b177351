/**
 * Publishing and unpublishing push the changed URLs to IndexNow and Baidu through the job queue, against
 * local fakes of both; off unless configured; a refusal is retried by the queue; the key file is served.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { closeTestPayload, testPayload } from './payload'

vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown) => read,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

type Received = { path: string; query: URLSearchParams; body: string; contentType: string }

let payload: Payload
let markets: typeof import('@/features/markets/search-push')
let server: http.Server
let received: Received[] = []
let failNext = 0
const KEY = 'e2e0123456789abcdef'

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      received.push({
        path: url.pathname,
        query: url.searchParams,
        body,
        contentType: String(req.headers['content-type']),
      })
      if (failNext > 0) {
        failNext--
        res.writeHead(503).end('busy')
        return
      }
      if (url.pathname === '/baidu')
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: body.split('\n').length, remain: 99 }))
      else res.writeHead(202).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  process.env.PUBLIC_SERVER_URL = 'https://tradecompass.example'
  process.env.INDEXNOW_ENDPOINT = `http://127.0.0.1:${port}/indexnow`
  process.env.BAIDU_PUSH_ENDPOINT = `http://127.0.0.1:${port}/baidu`
  process.env.SEARCH_PUSH_RETRY_MS = '1'
  payload = await testPayload()
  markets = await import('@/features/markets/search-push')
})
afterAll(async () => {
  server.close()
  for (const name of ['INDEXNOW_KEY', 'BAIDU_PUSH_TOKEN', 'INDEXNOW_ENDPOINT', 'BAIDU_PUSH_ENDPOINT'])
    delete process.env[name]
  await closeTestPayload()
})
beforeEach(() => {
  received = []
  failNext = 0
  process.env.INDEXNOW_KEY = KEY
  process.env.BAIDU_PUSH_TOKEN = 'baidu-token'
})

async function runPushJobs() {
  for (let i = 0; i < 5; i++) {
    await payload.jobs.run({
      queue: 'default',
      limit: 20,
      where: { taskSlug: { equals: markets.PUSH_TASK } },
      silent: true,
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function pendingPushJobs(): Promise<number> {
  return (
    await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: markets.PUSH_TASK } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
      overrideAccess: true,
    })
  ).totalDocs
}

const stamp = Date.now().toString(36)

describe('search-engine pushes', () => {
  it('publishing a page pushes its URLs to IndexNow (per host, with the key file) and its /cn URL to Baidu', async () => {
    const path = `push-${stamp}`
    await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: { title: 'Push test', path, sites: ['cn', 'en'], layout: [], _status: 'published' } as never,
      overrideAccess: true,
    })
    await runPushJobs()
    const indexNow = received.filter((r) => r.path === '/indexnow')
    expect(indexNow).toHaveLength(1)
    expect(JSON.parse(indexNow[0]!.body)).toEqual({
      host: 'tradecompass.example',
      key: KEY,
      keyLocation: `https://tradecompass.example/${KEY}.txt`,
      urlList: [`https://tradecompass.example/cn/${path}`, `https://tradecompass.example/en/${path}`],
    })
    const baidu = received.filter((r) => r.path === '/baidu')
    expect(baidu).toHaveLength(1)
    expect(baidu[0]!.query.get('site')).toBe('https://tradecompass.example')
    expect(baidu[0]!.query.get('token')).toBe('baidu-token')
    expect(baidu[0]!.body).toBe(`https://tradecompass.example/cn/${path}`)
    expect(await pendingPushJobs()).toBe(0)
  })

  it('unpublishing pushes too; saving a draft of a draft does not', async () => {
    const draft = await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: { title: 'Draft', path: `draft-${stamp}`, sites: ['cn'], layout: [], _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: draft.id,
      locale: 'zh',
      data: { title: 'Draft 2' } as never,
      draft: true,
      overrideAccess: true,
    })
    await runPushJobs()
    expect(received).toEqual([])

    const page = await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: { title: 'Gone soon', path: `gone-${stamp}`, sites: ['cn'], layout: [], _status: 'published' } as never,
      overrideAccess: true,
    })
    await runPushJobs()
    received = []
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'zh',
      data: { _status: 'draft' } as never,
      overrideAccess: true,
    })
    await runPushJobs()
    expect(received.map((r) => r.path).sort()).toEqual(['/baidu', '/indexnow'])
  })

  it('a refusal is retried by the queue', async () => {
    failNext = 1
    await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: { title: 'Retry', path: `retry-${stamp}`, sites: ['en'], layout: [], _status: 'published' } as never,
      overrideAccess: true,
    })
    await runPushJobs()
    // The first IndexNow call answered 503, the retry 202 (no /cn URL: nothing for Baidu).
    expect(received.map((r) => r.path)).toEqual(['/indexnow', '/indexnow'])
    expect(await pendingPushJobs()).toBe(0)
  })

  it('is off unless configured: nothing is queued', async () => {
    delete process.env.INDEXNOW_KEY
    delete process.env.BAIDU_PUSH_TOKEN
    const before = (
      await payload.count({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: markets.PUSH_TASK } },
        overrideAccess: true,
      })
    ).totalDocs
    await payload.create({
      collection: 'pages',
      locale: 'zh',
      data: { title: 'Quiet', path: `quiet-${stamp}`, sites: ['cn'], layout: [], _status: 'published' } as never,
      overrideAccess: true,
    })
    const after = (
      await payload.count({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: markets.PUSH_TASK } },
        overrideAccess: true,
      })
    ).totalDocs
    expect(after).toBe(before)
  })

  it('serves the key file at /{key}.txt only', () => {
    expect(markets.indexNowKeyFile(`/${KEY}.txt`)).toBe(KEY)
    expect(markets.indexNowKeyFile('/other.txt')).toBeNull()
    expect(markets.indexNowKeyFile(`/${KEY}.txt`, { INDEXNOW_KEY: 'short' })).toBeNull()
  })
})

/**
 * A publish, an unpublish or a media change purges exactly the changed tags (and the URLs of the
 * pages known to carry them) at the CDN, through the job queue, retried, logged and counted; against local fakes of
 * Cloudflare's and Fastly's purge APIs and of a purge webhook. Off unless configured.
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

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string }

let payload: Payload
let edgeIndex: typeof import('@/server/cache/edge-index')
let metrics: typeof import('@/server/metrics')
let server: http.Server
let received: Received[] = []
let refuse: Record<string, number> = {}
const SETTINGS = [
  'CLOUDFLARE_ZONE_ID',
  'CLOUDFLARE_API_TOKEN',
  'CLOUDFLARE_API_BASE',
  'CLOUDFLARE_PURGE_BY',
  'FASTLY_SERVICE_ID',
  'FASTLY_API_TOKEN',
  'FASTLY_API_BASE',
  'CDN_PURGE_WEBHOOK',
  'CDN_PURGE_WEBHOOK_TOKEN',
]
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!
      received.push({ path, headers: req.headers, body })
      const kind = path.startsWith('/cloudflare') ? 'cloudflare' : path.startsWith('/fastly') ? 'fastly' : 'webhook'
      if ((refuse[kind] ?? 0) > 0) {
        refuse[kind]!--
        res
          .writeHead(kind === 'cloudflare' ? 400 : 503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: false, errors: [{ code: 1134, message: 'busy' }] }))
        return
      }
      if (kind === 'cloudflare')
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: true, errors: [], result: { id: 'zone' } }))
      else if (kind === 'fastly')
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', id: 'purge-1' }))
      else res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  process.env.PUBLIC_SERVER_URL = 'https://tradecompass.example'
  process.env.PUBLIC_URL_RU = 'https://tradecompass.ru'
  process.env.CDN_PURGE_RETRY_MS = '1'
  payload = await testPayload()
  await import('@/server/cdn/cdn-purge')
  edgeIndex = await import('@/server/cache/edge-index')
  metrics = await import('@/server/metrics')
})
afterAll(async () => {
  server.close()
  for (const name of [...SETTINGS, 'PUBLIC_URL_RU']) delete process.env[name]
  await closeTestPayload()
})
beforeEach(() => {
  received = []
  refuse = {}
  for (const name of SETTINGS) delete process.env[name]
  edgeIndex.resetEdgeIndex()
})

function configureAll() {
  Object.assign(process.env, {
    CLOUDFLARE_ZONE_ID: 'zone-1',
    CLOUDFLARE_API_TOKEN: 'cf-token',
    CLOUDFLARE_API_BASE: `${base}/cloudflare`,
    FASTLY_SERVICE_ID: 'svc-1',
    FASTLY_API_TOKEN: 'fastly-token',
    FASTLY_API_BASE: `${base}/fastly`,
    CDN_PURGE_WEBHOOK: `${base}/hook`,
    CDN_PURGE_WEBHOOK_TOKEN: 'hook-token',
  })
}

async function runPurgeJobs() {
  for (let i = 0; i < 6; i++) {
    await payload.jobs.run({ queue: 'default', limit: 20, where: { taskSlug: { equals: 'purgeCdn' } }, silent: true })
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function purgeJobs(): Promise<number> {
  return (
    await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'purgeCdn' } },
      overrideAccess: true,
    })
  ).totalDocs
}

async function pendingPurgeJobs(): Promise<number> {
  return (
    await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'purgeCdn' } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
      overrideAccess: true,
    })
  ).totalDocs
}

async function counted(cdn: string, result: string): Promise<number> {
  const text = await metrics.metrics().registry.metrics()
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`tradecompass_cdn_purges_total{cdn="${cdn}",result="${result}"}`))
  return line ? Number(line.split(' ').pop()) : 0
}

const stamp = Date.now().toString(36)

describe('CDN purges', () => {
  it('publishing a page purges its tags at Cloudflare, Fastly and the webhook (with the URLs of the pages carrying them), once, logged', async () => {
    configureAll()
    const path = `cdn-${stamp}`
    // Pages the server answered earlier, with their Cache-Tag (src/server/edge-cache.ts notes them).
    edgeIndex.recordEdgeUrl('/en/aboutus', ['global:header', 'collection:pages', 'collection:media'])
    edgeIndex.recordEdgeUrl('/ru/aboutus', ['global:header', 'collection:pages', 'collection:media'])
    edgeIndex.recordEdgeUrl('/en/news', ['collection:news', 'global:header', 'collection:media'])
    const info = vi.spyOn(payload.logger, 'info')
    const before = await counted('cloudflare', 'ok')
    await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'CDN test', path, sites: ['en'], layout: [], _status: 'published' } as never,
      overrideAccess: true,
    })
    expect(await pendingPurgeJobs()).toBe(1)
    await runPurgeJobs()

    const tags = [`page:${path}`, 'collection:pages']
    const cloudflare = received.filter((r) => r.path.startsWith('/cloudflare'))
    expect(cloudflare.map((r) => r.path)).toEqual(['/cloudflare/zones/zone-1/purge_cache'])
    expect(cloudflare[0]!.headers.authorization).toBe('Bearer cf-token')
    expect(JSON.parse(cloudflare[0]!.body)).toEqual({ tags })

    const fastly = received.filter((r) => r.path.startsWith('/fastly'))
    expect(fastly.map((r) => r.path)).toEqual(['/fastly/service/svc-1/purge'])
    expect(fastly[0]!.headers['fastly-key']).toBe('fastly-token')
    expect(fastly[0]!.headers['surrogate-key']).toBe(tags.join(' '))

    const hook = received.filter((r) => r.path === '/hook')
    expect(hook).toHaveLength(1)
    expect(hook[0]!.headers.authorization).toBe('Bearer hook-token')
    // Exactly the pages that carry a changed tag (collection:pages), each on its site's public origin; not /en/news.
    expect(JSON.parse(hook[0]!.body)).toEqual({
      urls: ['https://tradecompass.example/en/aboutus', 'https://tradecompass.ru/ru/aboutus'],
      tags,
    })

    expect(await pendingPurgeJobs()).toBe(0)
    expect(await counted('cloudflare', 'ok')).toBe(before + 1)
    const line = info.mock.calls.find(([fields]) => (fields as { event?: string })?.event === 'cdn purge')
    expect(line?.[0]).toMatchObject({
      event: 'cdn purge',
      task: 'purgeCdn',
      tags,
      cdns: [
        { cdn: 'cloudflare', ok: true },
        { cdn: 'fastly', ok: true },
        { cdn: 'webhook', ok: true },
      ],
    })
    info.mockRestore()
  })

  it('Cloudflare by URL purges the URLs of the pages carrying the tags', async () => {
    Object.assign(process.env, {
      CLOUDFLARE_ZONE_ID: 'zone-1',
      CLOUDFLARE_API_TOKEN: 'cf-token',
      CLOUDFLARE_API_BASE: `${base}/cloudflare`,
      CLOUDFLARE_PURGE_BY: 'urls',
    })
    edgeIndex.recordEdgeUrl('/en/news', ['collection:news', 'collection:media'])
    edgeIndex.recordEdgeUrl('/cn', ['collection:news', 'global:header'])
    edgeIndex.recordEdgeUrl('/en/aboutus', ['page:aboutus', 'collection:pages'])
    await payload.create({
      collection: 'news',
      locale: 'en',
      data: {
        title: `CDN news ${stamp}`,
        slug: `cdn-news-${stamp}`,
        sites: ['en', 'cn'],
        summary: 'Purge test',
        date: new Date().toISOString(),
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    await runPurgeJobs()
    expect(received).toHaveLength(1)
    expect(JSON.parse(received[0]!.body)).toEqual({
      files: ['https://tradecompass.example/cn', 'https://tradecompass.example/en/news'],
    })
  })

  it('unpublishing purges; saving a draft of a draft does not', async () => {
    process.env.CDN_PURGE_WEBHOOK = `${base}/hook`
    const draft = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Draft', path: `cdn-draft-${stamp}`, sites: ['en'], layout: [], _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: draft.id,
      locale: 'en',
      data: { title: 'Draft 2' } as never,
      draft: true,
      overrideAccess: true,
    })
    await runPurgeJobs()
    expect(received).toEqual([])

    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Gone soon', path: `cdn-gone-${stamp}`, sites: ['en'], layout: [], _status: 'published' } as never,
      overrideAccess: true,
    })
    await runPurgeJobs()
    received = []
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { _status: 'draft' } as never,
      overrideAccess: true,
    })
    await runPurgeJobs()
    expect(received.map((r) => JSON.parse(r.body).tags)).toEqual([[`page:cdn-gone-${stamp}`, 'collection:pages']])
  })

  it('a media change purges the media tag, which every page carries', async () => {
    process.env.CDN_PURGE_WEBHOOK = `${base}/hook`
    const media = (await payload.find({ collection: 'media', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    await payload.update({
      collection: 'media',
      id: media.id,
      data: { alt: `Replaced ${stamp}` } as never,
      overrideAccess: true,
    })
    await runPurgeJobs()
    expect(received.map((r) => JSON.parse(r.body).tags)).toEqual([['collection:media']])
  })

  it('a refusal is retried by the queue and counted', async () => {
    configureAll()
    refuse = { cloudflare: 1, fastly: 1 }
    const failedBefore = await counted('fastly', 'failed')
    const okBefore = await counted('fastly', 'ok')
    await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Retry', path: `cdn-retry-${stamp}`, sites: ['en'], layout: [], _status: 'published' } as never,
      overrideAccess: true,
    })
    await runPurgeJobs()
    expect(received.map((r) => r.path.split('/')[1])).toEqual([
      'cloudflare',
      'fastly',
      'hook',
      'cloudflare',
      'fastly',
      'hook',
    ])
    expect(await pendingPurgeJobs()).toBe(0)
    expect(await counted('fastly', 'failed')).toBe(failedBefore + 1)
    expect(await counted('fastly', 'ok')).toBe(okBefore + 1)
  })

  it('is off unless configured: nothing is queued', async () => {
    const before = await purgeJobs()
    await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Quiet', path: `cdn-quiet-${stamp}`, sites: ['en'], layout: [], _status: 'published' } as never,
      overrideAccess: true,
    })
    expect(await purgeJobs()).toBe(before)
    expect(received).toEqual([])
  })
})

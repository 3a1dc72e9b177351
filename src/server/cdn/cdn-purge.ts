/**
 * Purging the CDN when content changes. The collection and global hooks that expire Next's cache
 * tags (src/cms/revalidate.ts) also queue one `purgeCdn` job with the same tags when a change is public (a
 * publish, an unpublish, a deletion, any change of a collection without drafts such as media): Payload's job queue,
 * retried with a growing delay. The job runs right after the editor's request has been answered (plus
 * CDN_PURGE_DELAY_MS, default 1500 ms: Next applies the expiry when that request ends, nginx's microcache lives up to
 * a second) and otherwise at the queue's next run. Each run logs one line (`event: cdn purge`) and counts in
 * /metrics (`tradecompass_cdn_purges_total{cdn,result}`).
 *
 * It purges exactly the changed tags, as the pages carry them in `Cache-Tag` / `Surrogate-Key`
 * (src/server/edge-tags.mjs), and the URLs of the pages known to carry them (src/server/cache/edge-index.ts): Cloudflare by
 * tag or URL, Fastly by surrogate key, the webhook gets both. Settings: src/server/cdn/cdn-config.ts. Off (nothing
 * queued) unless configured.
 */
import { after } from 'next/server'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { edgeUrlsFor } from '../cache/edge-index'
import { environment, publicOrigin, setting } from '../../settings'
import { SITES, type Site } from '../../domain/locale'
import { countCdnPurge } from '../metrics'
import { edgeTag } from '../edge-tags.mjs'
import { cdnPurgeConfigured, cdnTargets, type CdnTarget } from './cdn-config'

export const CDN_PURGE_TASK = 'purgeCdn'

type Env = Partial<Record<string, string | undefined>>
type Fetch = typeof fetch

/** Public URLs of site paths (`/en/aboutus` → `https://…/en/aboutus`), each site on its own origin. */
export function publicUrlsOf(paths: string[], env: Env = environment()): string[] {
  return paths.map((path) => {
    const site = /^\/(cn|en|ru)(?:\/|$)/.exec(path)?.[1] as Site | undefined
    return `${publicOrigin(site && (SITES as readonly string[]).includes(site) ? site : undefined, env)}${path}`
  })
}

function batches<T>(list: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}

async function refusal(name: string, response: Response): Promise<Error> {
  return new Error(`${name}: HTTP ${response.status} ${(await response.text().catch(() => '')).slice(0, 300)}`.trim())
}

/** Purges one CDN; throws on any refusal (the queue retries the job). Returns the requests made. */
export async function purgeTarget(
  target: CdnTarget,
  change: { tags: string[]; urls: string[] },
  fetchImpl: Fetch = fetch,
): Promise<number> {
  const signal = () => AbortSignal.timeout(15_000)
  let requests = 0
  if (target.kind === 'cloudflare') {
    // Cloudflare takes up to 30 tags or URLs per request.
    const bodies =
      target.by === 'tags'
        ? batches(change.tags, 30).map((tags) => ({ tags }))
        : batches(change.urls, 30).map((files) => ({ files }))
    for (const body of bodies) {
      const response = await fetchImpl(`${target.api}/zones/${encodeURIComponent(target.zoneId)}/purge_cache`, {
        method: 'POST',
        headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: signal(),
      })
      requests++
      const answer = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { success?: boolean }
      if (!response.ok || answer.success === false) throw await refusal('Cloudflare', response)
    }
  } else if (target.kind === 'fastly') {
    // Fastly takes up to 256 surrogate keys per request, in a header, space-separated.
    for (const keys of batches(change.tags, 256)) {
      const response = await fetchImpl(`${target.api}/service/${encodeURIComponent(target.serviceId)}/purge`, {
        method: 'POST',
        headers: { 'fastly-key': target.token, 'surrogate-key': keys.join(' '), accept: 'application/json' },
        signal: signal(),
      })
      requests++
      if (!response.ok) throw await refusal('Fastly', response)
    }
  } else {
    const response = await fetchImpl(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      },
      body: JSON.stringify({ urls: change.urls, tags: change.tags }),
      signal: signal(),
    })
    requests++
    if (!response.ok) throw await refusal('webhook', response)
  }
  return requests
}

/** The job: every configured CDN, one log line, counted. Throws when any CDN refused (the queue retries). */
export async function runCdnPurge(
  payload: Payload,
  tags: string[],
  env: Env = environment(),
  fetchImpl: Fetch = fetch,
): Promise<{ tags: number; urls: number }> {
  const started = performance.now()
  const urls = publicUrlsOf(await edgeUrlsFor(tags), env)
  const results: { cdn: string; ok: boolean; requests?: number; error?: string }[] = []
  for (const target of cdnTargets(env)) {
    try {
      const requests = await purgeTarget(target, { tags, urls }, fetchImpl)
      results.push({ cdn: target.kind, ok: true, requests })
      countCdnPurge(target.kind, 'ok')
    } catch (error) {
      results.push({ cdn: target.kind, ok: false, error: (error as Error).message })
      countCdnPurge(target.kind, 'failed')
    }
  }
  const failed = results.filter((r) => !r.ok)
  const line = {
    event: 'cdn purge',
    task: CDN_PURGE_TASK,
    tags,
    urls,
    cdns: results,
    ms: Math.round(performance.now() - started),
  }
  if (failed.length) {
    payload.logger.warn(line, 'CDN purge failed (the queue retries)')
    throw new Error(failed.map((r) => r.error).join('; '))
  }
  payload.logger.info(line, 'CDN purged')
  return { tags: tags.length, urls: urls.length }
}

export const cdnPurgeTask: TaskConfig<typeof CDN_PURGE_TASK> = {
  slug: CDN_PURGE_TASK,
  label: 'Purge changed pages at the CDN',
  inputSchema: [{ name: 'tags', type: 'json', required: true }],
  outputSchema: [
    { name: 'tags', type: 'number' },
    { name: 'urls', type: 'number' },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: setting('CDN_PURGE_RETRY_MS') } },
  handler: async ({ input, req }) => {
    const sent = (input as { tags?: unknown }).tags
    const tags = Array.isArray(sent) ? sent.filter((t): t is string => typeof t === 'string') : []
    return { output: await runCdnPurge(req.payload, tags) }
  },
}

function delayMs(env: Env = environment()): number {
  return setting('CDN_PURGE_DELAY_MS', env)
}

/** Published now, or published before and not now; a collection without drafts changes in public every time. */
function isPublicChange(doc?: Record<string, unknown> | null, previous?: Record<string, unknown> | null): boolean {
  if (doc?._status === undefined && previous?._status === undefined) return true
  return doc?._status === 'published' || previous?._status === 'published'
}

/**
 * From a hook: queues the purge of `tags` when a CDN is configured and the change is public, and runs it shortly after
 * the editor's request has been answered. Outside a request (tests, scripts) the queue's runner picks it up.
 */
export async function queueCdnPurge(
  change: { req: PayloadRequest; doc?: Record<string, unknown> | null; previousDoc?: Record<string, unknown> | null },
  tags: Iterable<string>,
): Promise<void> {
  if (!cdnPurgeConfigured() || !isPublicChange(change.doc, change.previousDoc)) return
  const list = [...new Set([...tags].map(edgeTag))]
  if (list.length === 0) return
  const { payload } = change.req
  const job = await payload.jobs.queue({ task: CDN_PURGE_TASK, input: { tags: list }, req: change.req })
  try {
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs()))
      await payload.jobs
        .runByID({ id: job.id })
        .catch((error: unknown) => payload.logger.error({ err: error, job: job.id }, 'CDN purge job failed'))
    })
  } catch {
    // Not in a request: left to the queue runner.
  }
}

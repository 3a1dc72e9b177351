/**
 * Telling the markets' search engines about changed pages. When a page, news item or legal text is
 * published or unpublished, its public URLs are queued (task `pushSearchEngines`, Payload's job queue: retried with
 * a growing delay, logged) and pushed to:
 *  - IndexNow (Yandex, Bing, …): INDEXNOW_KEY, its key file served at /{key}.txt (the unmatched route), endpoint
 *    INDEXNOW_ENDPOINT (default the shared https://api.indexnow.org/indexnow);
 *  - Baidu's link submission: BAIDU_PUSH_TOKEN, endpoint BAIDU_PUSH_ENDPOINT (default http://data.zz.baidu.com/urls),
 *    the /cn URLs only.
 * Each is off unless configured; with neither, nothing is queued.
 */
import type { CollectionAfterChangeHook, Config, Payload, TaskConfig } from 'payload'

import { SITES, type Site } from '../../domain/locale'
import { anonymiseExpiredSubmissions } from '../accounts/data-rights'
import { siteUrl } from '../../data/seo/metadata'
import { indexNowKey, indexNowKeyFile } from '../../server/indexnow-key'
import { environment, scratchMode, setting } from '../../settings'

export { indexNowKey, indexNowKeyFile }

export const PUSH_TASK = 'pushSearchEngines'
export const INDEXNOW_DEFAULT_ENDPOINT = 'https://api.indexnow.org/indexnow'
export const BAIDU_DEFAULT_ENDPOINT = 'http://data.zz.baidu.com/urls'

type Env = Record<string, string | undefined>

/** The search engines to tell about a publish; none from a scratch copy. */
export function pushConfigured(env: Env = environment()): { indexNow: boolean; baidu: boolean } {
  if (scratchMode(env)) return { indexNow: false, baidu: false }
  return { indexNow: indexNowKey(env) !== null, baidu: (env.BAIDU_PUSH_TOKEN ?? '').trim() !== '' }
}

const sitesOf = (doc: Record<string, unknown> | null | undefined): Site[] =>
  Array.isArray(doc?.sites)
    ? (doc!.sites as unknown[]).filter((s): s is Site => (SITES as readonly unknown[]).includes(s))
    : []

const LEGAL_PATH: Record<string, string> = { privacy: 'privacy', terms: 'terms', 'package-terms': 'packageterms' }

/** The public URLs a document appears at (the sitemap's rules), before and after the change. */
export function urlsOfDocument(
  collection: string,
  doc: Record<string, unknown>,
  previous?: Record<string, unknown> | null,
): string[] {
  const urls = new Set<string>()
  const sites = [...new Set([...sitesOf(doc), ...(previous ? sitesOf(previous) : [])])]
  if (collection === 'pages' && typeof doc.path === 'string')
    for (const site of sites) urls.add(siteUrl(site, doc.path))
  if (collection === 'news' && typeof doc.slug === 'string') {
    if (sites.includes('cn')) urls.add(siteUrl('cn', `news/detail?id=${doc.slug}`))
    for (const site of sites) urls.add(siteUrl(site, 'news'))
  }
  if (collection === 'case-studies' && typeof doc.slug === 'string') {
    for (const site of sites) urls.add(siteUrl(site, `cases/detail?id=${doc.slug}`))
    for (const site of sites) urls.add(siteUrl(site, 'cases'))
  }
  if (collection === 'legal-documents' && typeof doc.kind === 'string' && LEGAL_PATH[doc.kind]) {
    for (const site of SITES)
      if (!(doc.kind === 'package-terms' && site === 'cn')) urls.add(siteUrl(site, LEGAL_PATH[doc.kind]!))
  }
  return [...urls]
}

/** Published now, or published before and not now (unpublished); an autosaved draft of a draft is no news. */
export function isPublishChange(doc: { _status?: unknown }, previous?: { _status?: unknown } | null): boolean {
  return doc._status === 'published' || previous?._status === 'published'
}

/** The afterChange hook: queues the changed URLs when a push is configured. */
export function queueSearchPush(collection: string): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req, context }) => {
    if (context.disableRevalidate || context.skipSearchPush) return doc
    const configured = pushConfigured()
    if (!configured.indexNow && !configured.baidu) return doc
    if (!isPublishChange(doc, previousDoc)) return doc
    const urls = urlsOfDocument(collection, doc, previousDoc)
    if (urls.length === 0) return doc
    await req.payload.jobs.queue({ task: PUSH_TASK, input: { urls }, req })
    return doc
  }
}

type Fetch = typeof fetch

/** POSTs the URLs to IndexNow, one request per host (the protocol's rule). Throws on a refusal. */
export async function pushToIndexNow(
  urls: string[],
  env: Env = environment(),
  fetchImpl: Fetch = fetch,
): Promise<{ host: string; status: number }[]> {
  const key = indexNowKey(env)
  if (!key) return []
  const endpoint = (env.INDEXNOW_ENDPOINT ?? '').trim() || INDEXNOW_DEFAULT_ENDPOINT
  const byHost = new Map<string, { origin: string; urls: string[] }>()
  for (const url of urls) {
    const parsed = new URL(url)
    const entry = byHost.get(parsed.host) ?? { origin: parsed.origin, urls: [] }
    entry.urls.push(url)
    byHost.set(parsed.host, entry)
  }
  const results: { host: string; status: number }[] = []
  for (const [host, { origin, urls: list }] of byHost) {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ host, key, keyLocation: `${origin}/${key}.txt`, urlList: list }),
      signal: AbortSignal.timeout(15_000),
    })
    // 200 OK and 202 Accepted (key being validated) are success; 4xx/5xx are refusals to retry or report.
    if (response.status !== 200 && response.status !== 202)
      throw new Error(`IndexNow ${host}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`)
    results.push({ host, status: response.status })
  }
  return results
}

/** POSTs the /cn URLs to Baidu's link submission (text, one URL a line). Throws on a refusal. */
export async function pushToBaidu(
  urls: string[],
  env: Env = environment(),
  fetchImpl: Fetch = fetch,
): Promise<{ success: number; remain?: number } | null> {
  const token = (env.BAIDU_PUSH_TOKEN ?? '').trim()
  if (!token) return null
  const cn = urls.filter((url) => new URL(url).pathname.startsWith('/cn'))
  if (cn.length === 0) return null
  const site = new URL(cn[0]!).origin
  const endpoint = new URL((env.BAIDU_PUSH_ENDPOINT ?? '').trim() || BAIDU_DEFAULT_ENDPOINT)
  endpoint.searchParams.set('site', site)
  endpoint.searchParams.set('token', token)
  const response = await fetchImpl(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: cn.join('\n'),
    signal: AbortSignal.timeout(15_000),
  })
  const body = (await response.json().catch(() => ({}))) as {
    success?: number
    remain?: number
    error?: number
    message?: string
  }
  if (!response.ok || body.error) throw new Error(`Baidu push: HTTP ${response.status} ${body.message ?? ''}`.trim())
  return { success: body.success ?? 0, remain: body.remain }
}

/** The task: both pushes, logged; an error makes the queue retry the job. */
export async function runSearchPush(payload: Payload, urls: string[]): Promise<{ indexNow: number; baidu: number }> {
  const indexNow = await pushToIndexNow(urls)
  if (indexNow.length)
    payload.logger.info(
      { task: PUSH_TASK, engine: 'indexnow', urls: urls.length, hosts: indexNow },
      'search engines notified',
    )
  const baidu = await pushToBaidu(urls)
  if (baidu)
    payload.logger.info({ task: PUSH_TASK, engine: 'baidu', urls: urls.length, ...baidu }, 'search engines notified')
  return { indexNow: indexNow.length, baidu: baidu?.success ?? 0 }
}

export const RETENTION_TASK = 'anonymiseOldSubmissions'

export const marketsTasks: (TaskConfig<typeof PUSH_TASK> | TaskConfig<typeof RETENTION_TASK>)[] = [
  {
    // Submissions are kept SUBMISSION_RETENTION_DAYS (default 730), then anonymised; daily at 03:30.
    slug: RETENTION_TASK,
    label: 'Anonymise submissions older than the retention period',
    schedule: [{ cron: '0 30 3 * * *', queue: 'default' }],
    outputSchema: [{ name: 'anonymised', type: 'number' }],
    handler: async ({ req }) => ({
      output: { anonymised: await anonymiseExpiredSubmissions(req.payload, new Date(), req) },
    }),
  },
  {
    slug: PUSH_TASK,
    label: 'Push changed URLs to IndexNow and Baidu',
    inputSchema: [{ name: 'urls', type: 'json', required: true }],
    outputSchema: [
      { name: 'indexNow', type: 'number' },
      { name: 'baidu', type: 'number' },
    ],
    retries: {
      attempts: 4,
      backoff: { type: 'exponential', delay: setting('SEARCH_PUSH_RETRY_MS') },
    },
    handler: async ({ input, req }) => {
      const sent = (input as { urls?: unknown }).urls
      const urls = Array.isArray(sent) ? sent.filter((u): u is string => typeof u === 'string') : []
      try {
        return { output: await runSearchPush(req.payload, urls) }
      } catch (error) {
        req.payload.logger.warn(
          { event: 'search push failed', task: PUSH_TASK, urls: urls.length, failure: (error as Error).message },
          'search-engine push failed (the queue retries)',
        )
        throw error
      }
    },
  },
]

/** The Payload plugin that adds the push hook to the collections whose documents have public URLs. */
export function searchPushPlugin(config: Config): Config {
  const watched = ['pages', 'news', 'case-studies', 'legal-documents']
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      watched.includes(collection.slug)
        ? // First: a later hook's nested write may set `disableRevalidate` on the shared request context.
          {
            ...collection,
            hooks: {
              ...collection.hooks,
              afterChange: [queueSearchPush(collection.slug), ...(collection.hooks?.afterChange ?? [])],
            },
          }
        : collection,
    ),
  }
}

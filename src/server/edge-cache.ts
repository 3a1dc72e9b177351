/**
 * What shared caches in front of the app (nginx's `proxy_cache` in docker/nginx.conf, a CDN) are told about a guest
 * page. Next marks a guest page `s-maxage=31536000` (kept until a publish expires it); that holds for
 * this process, which hears every purge, not for caches that do not. On the way out, a site page that Next marked as
 * shared-cacheable (200, HTML, `s-maxage`, no `Set-Cookie`, not private) gets instead:
 *  - `Cache-Control: public, max-age=0, s-maxage=<CDN_MAX_AGE>, stale-while-revalidate=<CDN_STALE_WHILE_REVALIDATE>`:
 *    browsers revalidate (ETag, 304), a CDN keeps the page CDN_MAX_AGE seconds (default 60, or a day when a CDN
 *    purge is configured, src/server/cdn/cdn-purge.ts) and may serve it stale that long again while it refetches;
 *  - `X-Accel-Expires: @<this second>`: nginx keeps it until the end of the current second (a microcache; nginx takes
 *    this header over Cache-Control and never passes it on), so a publish shows through nginx within a second;
 *  - the content tags (set by the cache handler, edge-tags.mjs, as `Cache-Tag` and `Surrogate-Key`) go out in the
 *    header the configured CDN reads (`edgeTagHeaders`): `Surrogate-Key` for Fastly, `Cache-Tag` for Cloudflare and the
 *    webhook, none without a CDN purge; the page's URL is noted under each of its tags (src/server/cache/edge-index.ts) for
 *    purges by URL either way;
 *  - Next's own `x-nextjs-prerender` and `x-nextjs-stale-time` (read by Vercel's edge and by Next's router on RSC
 *    answers, never on an HTML document) are dropped: every byte of a header is stored with the page in nginx and in
 *    the CDN and sent with every hit (`npm run bench -- --cluster`: ~1.5 KB of headers on a 22–32 KB gzip page cost
 *    nginx's cache ~10 % of its rate).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { recordEdgeUrl } from './cache/edge-index'
import { cdnPurgeConfigured, cdnTargets } from './cdn/cdn-config'
import { environment } from '../settings'

type Env = Partial<Record<string, string | undefined>>

const SITE_PAGE = /^\/(?:cn|en|ru)(?:\/[^?#]*)?(?:\?|$)/

function seconds(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback
}

/** The shared-cache lifetime of guest pages: CDN_MAX_AGE, CDN_STALE_WHILE_REVALIDATE. */
export function edgeCachePolicy(env: Env = environment()): { maxAge: number; staleWhileRevalidate: number } {
  return {
    maxAge: seconds(env.CDN_MAX_AGE, cdnPurgeConfigured(env) ? 86_400 : 60),
    staleWhileRevalidate: seconds(env.CDN_STALE_WHILE_REVALIDATE, 60),
  }
}

/** The Cache-Control a shared cache gets for an answer Next marked shareable; null for any other answer. */
export function edgeCacheControl(
  status: number,
  headers: OutgoingHttpHeaders,
  env: Env = environment(),
): string | null {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null
  if (
    !String(headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('text/html')
  )
    return null
  const control = String(headers['cache-control'] ?? '')
  if (/\b(?:private|no-store|no-cache)\b/.test(control) || !/\bs-maxage=[1-9]/.test(control)) return null
  const { maxAge, staleWhileRevalidate } = edgeCachePolicy(env)
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`
}

type TagHeader = 'cache-tag' | 'surrogate-key'

/**
 * The tag headers the configured CDNs read: Fastly `Surrogate-Key`; Cloudflare and the webhook `Cache-Tag`; with no
 * CDN purge configured none (nobody would purge by them), unless CDN_TAG_HEADER names them (`cache-tag`,
 * `surrogate-key`, comma-separated: a CDN purged by other means).
 */
export function edgeTagHeaders(env: Env = environment()): TagHeader[] {
  const kinds = new Set(cdnTargets(env).map((target) => target.kind))
  const asked = (env.CDN_TAG_HEADER ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
  const headers: TagHeader[] = []
  if (kinds.has('cloudflare') || kinds.has('webhook') || asked.includes('cache-tag')) headers.push('cache-tag')
  if (kinds.has('fastly') || asked.includes('surrogate-key')) headers.push('surrogate-key')
  return headers
}

/** Headers of Next's that no shared cache or browser reads on an HTML page. */
const DROPPED = ['x-nextjs-prerender', 'x-nextjs-stale-time']

function headerArgOf(args: unknown[]): Record<string, unknown> | undefined {
  const raw = typeof args[1] === 'string' ? args[2] : args[1]
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined
}

/** Rewrites the shared-cache headers of a site page's answer when its status line goes out. */
export function withEdgeCacheHeaders(req: IncomingMessage, res: ServerResponse, env: Env = environment()): void {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !SITE_PAGE.test(req.url ?? '')) return
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = function (...args: unknown[]) {
    const given = headerArgOf(args)
    const merged: OutgoingHttpHeaders = { ...res.getHeaders() }
    for (const [name, value] of Object.entries(given ?? {})) merged[name.toLowerCase()] = value as string
    const control = edgeCacheControl(Number(args[0]), merged, env)
    if (control) {
      const tagHeaders = edgeTagHeaders(env)
      const drop = [
        ...DROPPED,
        ...(['cache-tag', 'surrogate-key'] as const).filter((name) => !tagHeaders.includes(name)),
      ] as string[]
      if (given)
        for (const name of Object.keys(given))
          if (/^(?:cache-control|x-accel-expires)$/i.test(name) || drop.includes(name.toLowerCase())) delete given[name]
      for (const name of drop) res.removeHeader(name)
      res.setHeader('cache-control', control)
      res.setHeader('x-accel-expires', `@${Math.floor(Date.now() / 1000)}`)
      const tags = merged['cache-tag']
      if (tags && res.getHeader('x-page-cache') !== 'HIT' && given?.['x-page-cache'] !== 'HIT')
        recordEdgeUrl((req.url ?? '').split('?')[0]!, String(tags).split(','))
    }
    return writeHead(...args)
  } as ServerResponse['writeHead']
}

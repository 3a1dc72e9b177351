/**
 * The guest page cache in front of Next (see `serve.ts`). Next already caches guest pages (ISR), but answering a
 * cache hit still runs its router, rebuilds the response from the stored HTML and RSC payload, hashes it for an ETag
 * and gzips it again on every request: about 2–3 ms of CPU for a 100 KB page. This keeps the finished response of
 * each guest page, once, in memory, already compressed (identity, gzip and brotli), and answers later guests from it
 * with a single write, as a reverse-proxy cache in front of the app would.
 *
 * What is cached: a GET of a site page (`/cn…`, `/en…`, `/ru…`) with no query string, no router (RSC) headers and no
 * staff/member token or draft-mode cookie, whose response Next marked as shared-cacheable (status 200, HTML,
 * `s-maxage`, no `Set-Cookie`, not a stale copy being revalidated); and the JavaScript and CSS files of the build
 * (`/_next/static/…`, marked immutable), which Next would otherwise gzip again on every request, so that a first
 * visit gets them brotli-compressed and without waiting for the server. Everything else goes to Next untouched.
 *
 * Freshness: an entry lives for the response's `s-maxage`. Every content change purges the whole cache
 * (`purgePageCache()` from the revalidation hooks) and caching pauses for `quietMs` afterwards, and again after
 * the request that made the change finishes, because Next applies tag revalidation when that request completes.
 * A page is therefore never served stale for longer than Next itself would.
 * Why: docs/decisions/0001-guest-page-cache.md.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { TOKEN_COOKIE } from '../domain/constants'

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown

export type PageCacheOptions = {
  /** Total bytes kept (all encodings of all pages); the least recently used page goes first. Default 128 MiB. */
  maxBytes?: number
  /**
   * Bytes kept of build files, a budget of their own (default a quarter of maxBytes): requests for build files can
   * never evict the guest pages, nor pages the build files.
   */
  maxAssetBytes?: number
  /** How long after a purge nothing is stored. Default 2000 ms. */
  quietMs?: number
  now?: () => number
  /** Called whenever this instance forgets its pages because content changed here (to tell the other instances). */
  onPurge?: () => void
}

export type PageCacheStats = {
  hits: number
  misses: number
  stored: number
  purges: number
  entries: number
  bytes: number
}

type Encoding = 'br' | 'gzip' | 'identity'

type Entry = {
  headers: OutgoingHttpHeaders
  body: Record<Encoding, Buffer>
  etag: string
  expires: number
  size: number
}

const SITE_PAGE = /^\/(?:cn|en|ru)(?:\/[^?#]*)?$/
/** Next's build output: content-hashed file names, the same for every visitor. */
const STATIC_ASSET = /^\/_next\/static\/[^?#]+\.(?:js|css)$/
/** Requests whose answer depends on more than the URL: Next's client-router requests, server actions, credentials. */
const VARYING_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
  'authorization',
]
const PRIVATE_COOKIE = new RegExp(`(?:^|;)\\s*(?:__prerender_bypass|${TOKEN_COOKIE})=`)
/** Response headers that are per-response, or that the cache sets itself. */
const NOT_REPLAYED = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'x-nextjs-cache',
  'x-request-id',
])

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)
const gunzip = promisify(zlib.gunzip)
const unbrotli = promisify(zlib.brotliDecompress)
const inflate = promisify(zlib.inflate)

/** The cache key of a request (its path), or null when the request must go to Next. */
export function cacheKeyOf(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? ''
  if (STATIC_ASSET.test(url)) return url
  if (!SITE_PAGE.test(url)) return null
  for (const name of VARYING_HEADERS) if (req.headers[name] !== undefined) return null
  const cookie = req.headers.cookie
  if (cookie && PRIVATE_COOKIE.test(cookie)) return null
  return url
}

/** How long a response may be kept (seconds), or null when it must not be kept. */
export function storableFor(status: number, headers: OutgoingHttpHeaders): number | null {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null
  const type = String(headers['content-type'] ?? '').toLowerCase()
  const control = String(headers['cache-control'] ?? '')
  if (/^(?:application|text)\/(?:javascript|css)\b/.test(type)) {
    // A build file: kept when Next marks it immutable (content-hashed name).
    const maxAge = /\bmax-age=(\d+)/.exec(control)
    return /\bimmutable\b/.test(control) && maxAge && Number(maxAge[1]) > 0 ? Number(maxAge[1]) : null
  }
  if (!type.startsWith('text/html')) return null
  if (/\b(?:private|no-store|no-cache)\b/.test(control)) return null
  const maxAge = /\bs-maxage=(\d+)/.exec(control)
  if (!maxAge || Number(maxAge[1]) <= 0) return null
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return null
  return Number(maxAge[1])
}

/** The encoding to answer with for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(accept: string | string[] | undefined): Encoding {
  const weights = new Map<string, number>()
  for (const part of String(accept ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (!name) continue
    const q = params.find((p) => p.startsWith('q='))
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return 'identity'
}

function headersFromWriteHead(args: unknown[]): OutgoingHttpHeaders {
  const raw = typeof args[1] === 'string' ? args[2] : args[1]
  const out: OutgoingHttpHeaders = {}
  if (Array.isArray(raw)) {
    const pairs: unknown[][] = Array.isArray(raw[0]) ? (raw as unknown[][]) : []
    if (!pairs.length) for (let i = 0; i + 1 < raw.length; i += 2) pairs.push([raw[i], raw[i + 1]])
    for (const [name, value] of pairs) out[String(name).toLowerCase()] = value as string
  } else if (raw && typeof raw === 'object') {
    for (const [name, value] of Object.entries(raw)) out[name.toLowerCase()] = value as string
  }
  return out
}

function withVary(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const vary = String(headers.vary ?? '')
  if (/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return headers
  return { ...headers, vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding' }
}

export function createPageCache(options: PageCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? 128 * 1024 * 1024
  const maxAssetBytes = options.maxAssetBytes ?? Math.floor(maxBytes / 4)
  const quietMs = options.quietMs ?? 2000
  const now = options.now ?? Date.now
  // Pages and build files in two least-recently-used stores, each with its own budget.
  const pages = { entries: new Map<string, Entry>(), bytes: 0, max: maxBytes }
  const assets = { entries: new Map<string, Entry>(), bytes: 0, max: maxAssetBytes }
  const storeOf = (key: string) => (STATIC_ASSET.test(key) ? assets : pages)
  const counters = { hits: 0, misses: 0, stored: 0, purges: 0 }
  const changing = new AsyncLocalStorage<{ purged: boolean }>()
  let generation = 0
  let quietUntil = 0

  /** Forgets the pages (build files stay: they cannot change while this build runs) and tells the other instances. */
  function clear(): void {
    forget()
    options.onPurge?.()
  }

  /** Forgets the pages and pauses caching for `quietMs`. */
  function forget(): void {
    pages.entries.clear()
    pages.bytes = 0
    generation++
    quietUntil = now() + quietMs
  }

  /** Content changed: forget every page now, and again when the request that changed it has finished. */
  function purge(): void {
    counters.purges++
    clear()
    const context = changing.getStore()
    if (context) context.purged = true
  }

  function lookup(key: string): Entry | undefined {
    const store = storeOf(key)
    const entry = store.entries.get(key)
    if (!entry) return undefined
    store.entries.delete(key)
    if (entry.expires <= now()) {
      store.bytes -= entry.size
      return undefined
    }
    store.entries.set(key, entry) // most recently used last
    return entry
  }

  function keep(key: string, entry: Entry): void {
    const store = storeOf(key)
    if (entry.size > store.max) return
    const old = store.entries.get(key)
    if (old) {
      store.entries.delete(key)
      store.bytes -= old.size
    }
    store.entries.set(key, entry)
    store.bytes += entry.size
    counters.stored++
    for (const [oldest, victim] of store.entries) {
      if (store.bytes <= store.max) break
      store.entries.delete(oldest)
      store.bytes -= victim.size
    }
  }

  function answer(
    req: IncomingMessage,
    entry: Entry,
    state: 'HIT' | 'MISS',
    writeHead: (status: number, headers: OutgoingHttpHeaders) => unknown,
    end: (body?: Buffer) => unknown,
  ): void {
    const match = String(req.headers['if-none-match'] ?? '')
      .split(',')
      .some((tag) => tag.trim() === entry.etag)
    if (match) {
      writeHead(304, { etag: entry.etag, vary: entry.headers.vary, 'cache-control': entry.headers['cache-control'] })
      end()
      return
    }
    const encoding = pickEncoding(req.headers['accept-encoding'])
    const body = entry.body[encoding]
    writeHead(200, {
      ...entry.headers,
      etag: entry.etag,
      'content-length': body.length,
      'x-page-cache': state,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    })
    end(req.method === 'HEAD' ? undefined : body)
  }

  async function build(raw: Buffer, headers: OutgoingHttpHeaders, maxAge: number): Promise<Entry> {
    const encoding = String(headers['content-encoding'] ?? 'identity').toLowerCase()
    const identity =
      encoding === 'gzip'
        ? await gunzip(raw)
        : encoding === 'br'
          ? await unbrotli(raw)
          : encoding === 'deflate'
            ? await inflate(raw)
            : raw
    const [gz, br] = await Promise.all([
      gzip(identity, { level: 9 }),
      brotli(identity, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
    ])
    const kept: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(headers))
      if (!NOT_REPLAYED.has(name) && value !== undefined) kept[name] = value
    return {
      headers: withVary(kept),
      body: { identity, gzip: gz, br },
      etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
      expires: now() + maxAge * 1000,
      size: identity.length + gz.length + br.length,
    }
  }

  /**
   * Lets Next answer a cache miss and keeps the answer when it may be shared. The decision is taken when Next
   * writes its status line: a response that may not be kept streams through untouched (compression included);
   * one that may is collected, decoded once, compressed three ways, kept and sent.
   */
  function capture(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    startedIn: number,
    accept = req.headers['accept-encoding'],
  ): void {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
    let mode: 'undecided' | 'through' | 'collect' = 'undecided'
    let head: unknown[] | null = null
    let maxAge = 0
    const chunks: Buffer[] = []

    const headersNow = (): OutgoingHttpHeaders => ({ ...res.getHeaders(), ...(head ? headersFromWriteHead(head) : {}) })
    const decide = () => {
      if (mode !== 'undecided') return
      const status = head ? Number(head[0]) : res.statusCode
      const storable = storableFor(status, headersNow())
      if (storable === null) {
        mode = 'through'
        if (head) writeHead(...head)
      } else {
        mode = 'collect'
        maxAge = storable
      }
    }
    const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function')
    const collect = (args: unknown[]) => {
      const [chunk, encoding] = args
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        chunks.push(
          Buffer.isBuffer(chunk)
            ? chunk
            : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
        )
      }
    }

    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (mode === 'through') return writeHead(...args)
      if (mode === 'undecided') {
        head = args
        decide()
      }
      return res
    } as ServerResponse['writeHead']
    res.write = function (...args: unknown[]) {
      decide()
      if (mode === 'through') return write(...args)
      collect(args)
      callbackOf(args.slice(1))?.()
      return true
    } as ServerResponse['write']
    res.end = function (...args: unknown[]) {
      decide()
      if (mode === 'through') return end(...args)
      collect(args)
      const done = callbackOf(args)
      const headers = headersNow()
      mode = 'through' // from here on, our own writes go straight out
      build(Buffer.concat(chunks), headers, maxAge)
        .then((entry) => {
          if (STATIC_ASSET.test(key) || (startedIn === generation && now() >= quietUntil)) keep(key, entry)
          for (const name of res.getHeaderNames()) res.removeHeader(name)
          req.headers['accept-encoding'] = accept
          answer(
            req,
            entry,
            'MISS',
            (status, h) => writeHead(status, h),
            (body) => end(body, done),
          )
        })
        .catch(() => {
          // Could not decode what Next sent: pass it on as it was.
          if (!res.headersSent) writeHead(head ? Number(head[0]) : res.statusCode, headers)
          end(Buffer.concat(chunks), done)
        })
      return res
    } as ServerResponse['end']
  }

  /** Wraps Next's request handler. */
  function handler(next: RequestHandler): RequestHandler {
    return (req, res) => {
      const key = cacheKeyOf(req)
      if (key) {
        const entry = lookup(key)
        if (entry) {
          counters.hits++
          answer(
            req,
            entry,
            'HIT',
            (status, headers) => res.writeHead(status, headers),
            (body) => res.end(body),
          )
          return
        }
        if (req.method === 'GET' && (now() >= quietUntil || STATIC_ASSET.test(key))) {
          counters.misses++
          // A build file is compressed here, once: Next need not gzip what would be decoded again.
          const accept = req.headers['accept-encoding']
          if (STATIC_ASSET.test(key)) req.headers['accept-encoding'] = 'identity'
          capture(req, res, key, generation, accept)
        }
        return next(req, res)
      }
      const context = { purged: false }
      res.once('close', () => {
        if (context.purged) clear()
      })
      return changing.run(context, () => next(req, res))
    }
  }

  function stats(): PageCacheStats {
    return { ...counters, entries: pages.entries.size + assets.entries.size, bytes: pages.bytes + assets.bytes }
  }

  /**
   * Content changed on another instance (heard over Redis, see purge-bus.ts): forget the pages, as a purge here does.
   * That instance sends this when the change is made and again when its request has finished.
   */
  function purgeFromPeer(): void {
    counters.purges++
    forget()
  }

  return { handler, purge, purgeFromPeer, stats }
}

export type PageCache = ReturnType<typeof createPageCache>

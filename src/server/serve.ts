/**
 * The production server (`npm start`, the Docker image): Next's request handler behind the guest page cache of
 * `page-cache.ts`. It is what `next start` does, plus that cache. Settings from the environment:
 *   PORT (3000), HOSTNAME (all interfaces), PAGE_CACHE=off to turn the cache off, PAGE_CACHE_MAX_MB (128).
 * In the standalone Docker image there is no next.config.ts; the config Next wrote at build time is used instead.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { registerPageCache } from './cache/page-cache-registry'
import { enableRedirectsSnapshot, forgetRedirects } from './cache/redirects-snapshot'
import { recordSocketAddress } from './client-address'
import { environment, exportSetting, productionConfigError, setting } from '../settings'
import { applyAnswerHeaders } from './answer-headers'
import { canonicalTarget } from './canonical'
import { doorRefusal } from './door'
import { withEdgeCacheHeaders } from './edge-cache'
import { log, routeConsoleToLog } from './log'
import { countPurge, countRequest, METRICS_PATH, serveMetrics, watchPageCache } from './metrics'
import { withGuestNotFoundRedirect } from './guest-redirect'
import { withOutageScreen } from './outage'
import { drainingAnswer, onShutdown, shutDown } from './shutdown'
import { createPageCache, type PageCache, type RequestHandler } from './page-cache'
import { connectPurgeBus, type PurgeBus } from './purge-bus'
import { redisUrl } from './redis'
import { withRequestLog } from './request-log'
import { contentSecurityPolicy, contentSecurityPolicyFor } from './security-headers'
import { answerUnmatched } from './unmatched-fast'

async function main() {
  // Next's own error output (a failed render over several lines, with SQL) as one JSON line each (log.ts).
  routeConsoleToLog()
  // Production refuses to run half-configured (src/settings.ts): the message names every missing setting.
  const problem = productionConfigError()
  if (problem) {
    log.fatal(problem)
    process.exit(1)
  }
  const dir = process.cwd()
  const port = setting('PORT')
  const hostname = setting('HOSTNAME')

  const buildConfig = path.join(dir, '.next/required-server-files.json')
  const hasSourceConfig = ['next.config.ts', 'next.config.mjs', 'next.config.js'].some((file) =>
    fs.existsSync(path.join(dir, file)),
  )
  const conf =
    !hasSourceConfig && fs.existsSync(buildConfig) ? JSON.parse(fs.readFileSync(buildConfig, 'utf8')).config : undefined
  // As Next's own standalone server.js does: parts of Next read the config from here rather than from `conf`.
  if (conf) exportSetting('__NEXT_PRIVATE_STANDALONE_CONFIG', JSON.stringify(conf))

  const app = next({ dev: false, dir, port, hostname: hostname ?? 'localhost', ...(conf ? { conf } : {}) })
  await app.prepare()
  const handle = app.getRequestHandler() as RequestHandler

  // With REDIS_URL (several instances), a purge here is told to the others and theirs are heard here.
  let cache: PageCache | null = null
  let bus: PurgeBus | null = null
  if (setting('PAGE_CACHE') !== 'off') {
    const url = redisUrl()
    if (url)
      bus = await connectPurgeBus(url, () => {
        countPurge('peer')
        cache?.purgeFromPeer()
        forgetRedirects()
      })
    cache = createPageCache({
      maxBytes: setting('PAGE_CACHE_MAX_MB') * 1024 * 1024,
      onPurge: () => {
        countPurge('local')
        forgetRedirects()
        bus?.publish()
      },
    })
    const watched = cache
    watchPageCache(() => watched.stats())
    // Content changes reach this process through the cache's purges: unmatched routes may be answered here.
    enableRedirectsSnapshot()
  }
  registerPageCache(cache ?? undefined)

  // The CSP from this process's settings (not the build's): see security-headers.ts.
  const csp = contentSecurityPolicy(environment())
  const withCsp: RequestHandler = (req, res) => {
    res.setHeader('content-security-policy', contentSecurityPolicyFor(req.url, csp))
    return handle(req, res)
  }
  const inner = cache ? cache.handler(withCsp) : withCsp
  // The visitor's socket address for the rate limits (src/server/client-address.ts), over any value the visitor sent.
  // Every request: its id, echoed, on each log line of it, and one JSON line when done (request-log.ts).
  let inFlight = 0
  const server = http.createServer(
    withRequestLog(
      (req, res) => {
        inFlight++
        res.once('close', () => inFlight--)
        recordSocketAddress(req)
        // Stopping (SIGTERM): readiness 503, every answer closes its connection (shutdown.ts).
        if (drainingAnswer(req, res)) return
        // Private answers never cacheable by others; HSTS over https (answer-headers.ts).
        applyAnswerHeaders(req, res)
        // Prometheus's scrape (src/server/metrics.ts): answered here, never by Next, never cached.
        if ((req.url ?? '').split('?')[0] === METRICS_PATH) return serveMetrics(req, res)
        // What Next would answer with a 500 (a broken path, a form posted to a page), and aliases of a path: answered
        // here (door.ts).
        const refused = doorRefusal(req.method, req.url, () => new Headers(req.headers as Record<string, string>))
        if (refused) {
          res.writeHead(refused.status, { ...refused.headers, 'content-security-policy': csp })
          res.end(refused.body)
          req.resume()
          return
        }
        // An unmatched route (SPEC §2.4) answered here, by the rule of the route Next would rewrite it to
        // (unmatched-fast.ts).
        if (answerUnmatched(req, res, csp)) return
        // A site page's query is cut to the parameters the page reads before any cache or Next sees it (canonical.ts).
        const canonical = canonicalTarget(req.url, req.headers.rsc !== undefined)
        if (canonical.kind === 'rewrite') req.url = canonical.url
        // What nginx's microcache and a CDN are told about a guest page: lifetime, stale-while-revalidate
        // (edge-cache.ts).
        withEdgeCacheHeaders(req, res)
        // A site page Next fails to render (the database down, say): a 503 screen with Retry-After, not Next's 500.
        withOutageScreen(req, res)
        // A guest's page load of a path no page of the site has: an HTTP redirect (SPEC §2.4), not a 404 page.
        withGuestNotFoundRedirect(req, res)
        return inner(req, res)
      },
      { onFinish: countRequest },
    ),
  )
  server.keepAliveTimeout = 65_000
  server.listen(port, hostname, () => {
    log.info(
      `▲ ready on http://${hostname ?? 'localhost'}:${port} (guest page cache ${cache ? (bus ? 'on, purges shared over Redis' : 'on') : 'off'})`,
    )
  })

  if (bus) onShutdown('purge bus', () => bus.close())
  // A deploy drops nothing: drain, finish what is in flight, give back jobs, locks and pools, exit 0 (shutdown.ts).
  const stop = () => void shutDown({ server, log, inFlight: () => inFlight })
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error) => {
  log.fatal({ err: error }, 'the server could not start')
  process.exit(1)
})

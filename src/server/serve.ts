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

import { registerPageCache } from '../cache/page-cache-registry'
import { recordSocketAddress } from '../edge/client-address'
import { doorRefusal } from './door'
import { createPageCache, type PageCache, type RequestHandler } from './page-cache'
import { connectPurgeBus, type PurgeBus } from './purge-bus'
import { redisUrl } from './redis'
import { contentSecurityPolicy } from './security-headers'

async function main() {
  const dir = process.cwd()
  const port = Number(process.env.PORT || 3000)
  const hostname = process.env.HOSTNAME || undefined

  const buildConfig = path.join(dir, '.next/required-server-files.json')
  const hasSourceConfig = ['next.config.ts', 'next.config.mjs', 'next.config.js'].some((file) => fs.existsSync(path.join(dir, file)))
  const conf = !hasSourceConfig && fs.existsSync(buildConfig) ? JSON.parse(fs.readFileSync(buildConfig, 'utf8')).config : undefined
  // As Next's own standalone server.js does: parts of Next read the config from here rather than from `conf`.
  if (conf) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ||= JSON.stringify(conf)

  const app = next({ dev: false, dir, port, hostname: hostname ?? 'localhost', ...(conf ? { conf } : {}) })
  await app.prepare()
  const handle = app.getRequestHandler() as RequestHandler

  // With REDIS_URL (several instances), a purge here is told to the others and theirs are heard here.
  let cache: PageCache | null = null
  let bus: PurgeBus | null = null
  if (process.env.PAGE_CACHE !== 'off') {
    const url = redisUrl()
    if (url) bus = await connectPurgeBus(url, () => cache?.purgeFromPeer())
    cache = createPageCache({ maxBytes: Number(process.env.PAGE_CACHE_MAX_MB || 128) * 1024 * 1024, onPurge: () => bus?.publish() })
  }
  registerPageCache(cache ?? undefined)

  // The CSP from this process's settings (not the build's): see security-headers.ts.
  const csp = contentSecurityPolicy(process.env)
  const withCsp: RequestHandler = (req, res) => {
    res.setHeader('content-security-policy', csp)
    return handle(req, res)
  }
  const inner = cache ? cache.handler(withCsp) : withCsp
  // The visitor's socket address for the rate limits (src/edge/client-address.ts), over any value the visitor sent.
  const server = http.createServer((req, res) => {
    recordSocketAddress(req)
    // What Next would answer with a 500 (a broken path, a form posted to a page): refused here (door.ts).
    const refused = doorRefusal(req.method, req.url, () => new Headers(req.headers as Record<string, string>))
    if (refused) {
      res.writeHead(refused.status, refused.headers)
      res.end(refused.body)
      req.resume()
      return
    }
    return inner(req, res)
  })
  server.keepAliveTimeout = 65_000
  server.listen(port, hostname, () => {
    console.log(`▲ ready on http://${hostname ?? 'localhost'}:${port} (guest page cache ${cache ? (bus ? 'on, purges shared over Redis' : 'on') : 'off'})`)
  })

  const stop = () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 5000).unref()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

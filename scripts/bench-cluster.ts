/**
 * `npm run bench -- --cluster` (needs `npm run build` first, DATABASE_URL of a seeded PostgreSQL database, Redis at
 * E2E_REDIS_URL or redis://127.0.0.1:6379/2, nginx and openssl): starts the cluster topology of tests/cluster
 * (nginx with TLS, two `npm start` instances, Redis, s3rver) and prints
 *  - guest pages (/cn, /en, /ru) through nginx, its page cache in front of one instance and of two (requests/s,
 *    p50/p99 ms), identity and gzip, against nginx serving the very same bytes from disk (gzip_static, the page's
 *    headers added to the file's answer): target ≥ 0.8×; and against the bare file (body only), for reference;
 *    at BENCH_CONNECTIONS (10) for BENCH_SECONDS (5) per row;
 *  - publish → visible on every instance and through nginx: p50/p99 over BENCH_PUBLISHES (20) publishes through
 *    instance A, timed until both instances and nginx serve the new title.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { instanceUrl, ports, publicOrigin, startTopology } from '../tests/cluster/topology'
import { loadClient, measureLoad, type LoadResult } from './load'

// The topology's certificate is self-signed, made a moment ago; only loopback is measured.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'

const seconds = Number(process.env.BENCH_SECONDS || 5)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
const publishes = Number(process.env.BENCH_PUBLISHES || 20)
const PAGES = ['/cn', '/en', '/ru']
const ENCODINGS = ['identity', 'gzip'] as const

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Headers nginx's static module writes itself (or that are per request): not copied onto the static file's answer. */
const OWN_HEADERS = new Set([
  'date',
  'server',
  'content-type',
  'content-length',
  'content-encoding',
  'connection',
  'keep-alive',
  'last-modified',
  'etag',
  'accept-ranges',
  'transfer-encoding',
])

/**
 * An nginx string: in double quotes, quotes and backslashes escaped (a value with `$` is left out: nginx reads
 * variables).
 */
const nginxString = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`

/** The static references: the bare file, the file with the page's headers, and that again with open_file_cache. */
type Reference = 'bare' | 'same' | 'tuned'
const staticPort: Record<Reference, number> = {
  bare: ports.nginxStatic,
  same: ports.nginxStaticHeaders,
  tuned: ports.nginxStaticTuned,
}
const staticUrl = (page: string, reference: Reference = 'bare') =>
  `https://127.0.0.1:${staticPort[reference]}/${page.slice(1).replace(/\//g, '_')}.html`

/**
 * The page's bytes as nginx answers them, written as files nginx serves from disk (identity and .gz, gzip_static);
 * and, for the reference with the same bytes, the headers the page carries through nginx (CSP, Vary, tags, lifetime…)
 * as `add_header` lines of that file on the static-with-headers server (tests/cluster/topology.ts). nginx reloads.
 */
async function writeStaticCopies(dir: string): Promise<void> {
  const rules: string[] = []
  for (const page of PAGES) {
    const answer = await fetch(`https://127.0.0.1:${ports.nginx}${page}`, {
      headers: { 'accept-encoding': 'identity' },
    })
    const body = Buffer.from(await answer.arrayBuffer())
    const name = `${page.slice(1).replace(/\//g, '_')}.html`
    const file = path.join(dir, 'static', name)
    fs.writeFileSync(file, body)
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
    const lines = [...answer.headers]
      .filter(([header, value]) => !OWN_HEADERS.has(header) && !value.includes('$'))
      .map(([header, value]) => `    add_header ${header} ${nginxString(value)};`)
    rules.push(`  location = /${name} {\n${lines.join('\n')}\n  }`)
  }
  fs.writeFileSync(path.join(dir, 'static-headers', 'pages.conf'), `${rules.join('\n')}\n`)
  const nginxBin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  execFileSync(nginxBin, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-s', 'reload'], { stdio: 'ignore' })
  // The new workers take over within a moment: the headers are there once an answer carries them.
  for (let i = 0; i < 50; i++) {
    const probe = await fetch(staticUrl(PAGES[0]!, 'same'), { headers: { 'accept-encoding': 'gzip' } })
    await probe.arrayBuffer()
    if (probe.headers.has('content-security-policy')) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error("the static server with the pages' headers did not take them (nginx reload)")
}

async function throughput(dir: string): Promise<void> {
  console.log(
    `Load generator: ${loadClient()} (BENCH_CLIENT=wrk|autocannon), ${connections} connections, ${seconds} s per run, https`,
  )
  await writeStaticCopies(dir)
  for (const [label, port] of [
    ['one instance', ports.nginxOne],
    ['two instances', ports.nginx],
  ] as const) {
    console.log(
      `\nGuest pages through nginx (its page cache in front of ${label}) against nginx serving the same bytes from disk`,
    )
    console.log(
      "(each row: the static file with the page's headers, the page, the same file from an nginx with open_file_cache (as the",
    )
    console.log(
      'deployed page cache has), the bare file; then all four again; the mean of the two runs of each. "× same bytes": against',
    )
    console.log(
      'the file sent with the headers the page carries, nginx\'s default static settings (the target); "× tuned": the same with',
    )
    console.log(
      'open_file_cache on the static side too; "× body only": against the file with nginx\'s own ~250 bytes of headers)',
    )
    console.log(
      '| page | encoding | through nginx req/s | p50 ms | p99 ms | static, same bytes req/s | × same bytes | target ≥ 0.8 | static, tuned req/s | × tuned | static, body only req/s | × body only | failed |',
    )
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |')
    for (const page of PAGES) {
      for (const encoding of ENCODINGS) {
        // Side by side in time: the machine's other load weighs on all alike.
        const runs = {
          page: [] as LoadResult[],
          same: [] as LoadResult[],
          tuned: [] as LoadResult[],
          bare: [] as LoadResult[],
        }
        for (let i = 0; i < 2; i++) {
          runs.same.push(await measureLoad(staticUrl(page, 'same'), { connections, seconds, encoding }))
          runs.page.push(await measureLoad(`https://127.0.0.1:${port}${page}`, { connections, seconds, encoding }))
          runs.tuned.push(await measureLoad(staticUrl(page, 'tuned'), { connections, seconds, encoding }))
          runs.bare.push(await measureLoad(staticUrl(page), { connections, seconds, encoding }))
        }
        const mean = (list: LoadResult[]) => list.reduce((sum, r) => sum + r.rps, 0) / list.length
        const rps = mean(runs.page)
        const [same, tuned, bare] = [mean(runs.same), mean(runs.tuned), mean(runs.bare)]
        const ratio = rps / same
        const failed = Object.values(runs)
          .flat()
          .reduce((sum, r) => sum + r.failed, 0)
        const p50 = Math.max(...runs.page.map((r) => r.p50))
        const p99 = Math.max(...runs.page.map((r) => r.p99))
        console.log(
          `| ${page} | ${encoding} | ${rps.toFixed(0)} | ${p50} | ${p99} | ${same.toFixed(0)} | ${ratio.toFixed(2)} | ${ratio >= 0.8 ? 'yes' : 'NO'} | ${tuned.toFixed(0)} | ${(rps / tuned).toFixed(2)} | ${bare.toFixed(0)} | ${(rps / bare).toFixed(2)} | ${failed} |`,
        )
      }
    }
  }
}

async function publishLatency(): Promise<void> {
  const email = process.env.E2E_ADMIN_EMAIL || process.env.ADMIN_EMAIL
  const password = process.env.E2E_ADMIN_PASSWORD || process.env.ADMIN_PASSWORD
  const login = await fetch(`${instanceUrl.a}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok)
    throw new Error(
      `admin log-in failed (${login.status}): set ADMIN_EMAIL and ADMIN_PASSWORD of the database's administrator`,
    )
  const auth = {
    authorization: `JWT ${((await login.json()) as { token: string }).token}`,
    'content-type': 'application/json',
  }
  const found = (await (
    await fetch(`${instanceUrl.a}/api/pages?where[path][equals]=aboutus&depth=0&limit=1&locale=en`, { headers: auth })
  ).json()) as {
    docs: Array<{ id: number; meta?: Record<string, unknown> }>
  }
  const page = found.docs[0]!
  const original = page.meta
  const samples: number[] = []
  const afterAnswer: number[] = []
  for (let i = 0; i < publishes; i++) {
    // Both instances hold the page in their caches before each publish.
    for (const base of [instanceUrl.a, instanceUrl.b, publicOrigin])
      for (let j = 0; j < 2; j++) await fetch(`${base}/en/aboutus`).then((r) => r.arrayBuffer())
    const marker = `Bench ${Date.now()} ${i}`
    const started = performance.now()
    const patched = await fetch(`${instanceUrl.a}/api/pages/${page.id}?locale=en`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ meta: { ...original, title: marker }, _status: 'published' }),
    })
    if (!patched.ok) throw new Error(`publish failed (${patched.status}): ${await patched.text()}`)
    const answered = performance.now()
    const pending = new Set([instanceUrl.a, instanceUrl.b, publicOrigin])
    while (pending.size && performance.now() - started < 10_000) {
      for (const base of [...pending])
        if ((await (await fetch(`${base}/en/aboutus`)).text()).includes(`<title>${marker}`)) pending.delete(base)
      if (pending.size) await new Promise((resolve) => setTimeout(resolve, 10))
    }
    samples.push(pending.size ? Number.POSITIVE_INFINITY : performance.now() - started)
    afterAnswer.push(pending.size ? Number.POSITIVE_INFINITY : performance.now() - answered)
  }
  await fetch(`${instanceUrl.a}/api/pages/${page.id}?locale=en`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ meta: original, _status: 'published' }),
  })
  console.log(
    `\nPublish → visible on both instances and through nginx (${publishes} publishes, from the PATCH request): p50 ${percentile(samples, 50).toFixed(0)} ms, p99 ${percentile(samples, 99).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms; from the editor's answer: p50 ${percentile(afterAnswer, 50).toFixed(0)} ms, p99 ${percentile(afterAnswer, 99).toFixed(0)} ms`,
  )
}

const topology = await startTopology()
try {
  await throughput(topology.dir)
  await publishLatency()
} finally {
  await topology.stop()
}

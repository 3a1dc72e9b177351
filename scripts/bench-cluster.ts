/**
 * `npm run bench -- --cluster` (needs `npm run build` first, DATABASE_URL of a seeded PostgreSQL database, Redis at
 * E2E_REDIS_URL or redis://127.0.0.1:6379/2, nginx and openssl): starts the cluster topology of tests/cluster
 * (nginx with TLS, two `npm start` instances, Redis, s3rver) and prints
 *  - guest-page throughput through nginx with one instance and with two (requests/s, p50/p99 ms, share of the
 *    static file's rate), at BENCH_CONNECTIONS (10) for BENCH_SECONDS (5) per target;
 *  - publish → visible on every instance: p50/p99 over BENCH_PUBLISHES (20) publishes through instance A, timed
 *    until both instances serve the new title.
 */
import { instanceUrl, ports, startTopology } from '../tests/cluster/topology'
import { loadClient, measureLoad, type LoadResult } from './load'

// The topology's certificate is self-signed, made a moment ago; only loopback is measured.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'

const seconds = Number(process.env.BENCH_SECONDS || 5)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
const publishes = Number(process.env.BENCH_PUBLISHES || 20)
const TARGETS = ['/favicon.svg', '/cn', '/en', '/ru', '/en/package']

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function throughput(): Promise<void> {
  console.log(`Load generator: ${loadClient()} (BENCH_CLIENT=wrk|autocannon)`)
  for (const [label, port] of [['one instance', ports.nginxOne], ['two instances', ports.nginx]] as const) {
    console.log(`\nThrough nginx (https), ${label}, ${connections} connections, ${seconds} s per target:`)
    console.log('path            req/s    p50 ms  p99 ms  × static  failed')
    let staticRate = 0
    for (const target of TARGETS) {
      const row: LoadResult = await measureLoad(`https://127.0.0.1:${port}${target}`, { connections, seconds })
      if (target === TARGETS[0]) staticRate = row.rps
      console.log(
        `${target.padEnd(14)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)} ${(row.rps / staticRate).toFixed(2).padStart(9)} ${String(row.failed).padStart(7)}`,
      )
    }
  }
}

async function publishLatency(): Promise<void> {
  const email = process.env.E2E_ADMIN_EMAIL || process.env.ADMIN_EMAIL
  const password = process.env.E2E_ADMIN_PASSWORD || process.env.ADMIN_PASSWORD
  const login = await fetch(`${instanceUrl.a}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (!login.ok) throw new Error(`admin log-in failed (${login.status}): set ADMIN_EMAIL and ADMIN_PASSWORD of the database's administrator`)
  const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' }
  const found = (await (await fetch(`${instanceUrl.a}/api/pages?where[path][equals]=aboutus&depth=0&limit=1&locale=en`, { headers: auth })).json()) as {
    docs: Array<{ id: number; meta?: Record<string, unknown> }>
  }
  const page = found.docs[0]!
  const original = page.meta
  const samples: number[] = []
  for (let i = 0; i < publishes; i++) {
    // Both instances hold the page in their caches before each publish.
    for (const base of [instanceUrl.a, instanceUrl.b]) for (let j = 0; j < 2; j++) await fetch(`${base}/en/aboutus`).then((r) => r.arrayBuffer())
    const marker = `Bench ${Date.now()} ${i}`
    const started = performance.now()
    const patched = await fetch(`${instanceUrl.a}/api/pages/${page.id}?locale=en`, { method: 'PATCH', headers: auth, body: JSON.stringify({ meta: { ...original, title: marker }, _status: 'published' }) })
    if (!patched.ok) throw new Error(`publish failed (${patched.status}): ${await patched.text()}`)
    const pending = new Set([instanceUrl.a, instanceUrl.b])
    while (pending.size && performance.now() - started < 10_000) {
      for (const base of [...pending]) if ((await (await fetch(`${base}/en/aboutus`)).text()).includes(`<title>${marker}`)) pending.delete(base)
      if (pending.size) await new Promise((resolve) => setTimeout(resolve, 10))
    }
    samples.push(pending.size ? Number.POSITIVE_INFINITY : performance.now() - started)
  }
  await fetch(`${instanceUrl.a}/api/pages/${page.id}?locale=en`, { method: 'PATCH', headers: auth, body: JSON.stringify({ meta: original, _status: 'published' }) })
  console.log(
    `\nPublish → visible on both instances (${publishes} publishes, from the PATCH request): p50 ${percentile(samples, 50).toFixed(0)} ms, p99 ${percentile(samples, 99).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`,
  )
}

const topology = await startTopology()
try {
  await throughput()
  await publishLatency()
} finally {
  await topology.stop()
}

/**
 * `npm run bench`: measures a running `npm start` (it builds and starts nothing). For /cn, /en, /ru, /en/package
 * and a static file of public/, at 10 connections, it prints requests per second, p50 and p99 latency and each
 * page's rate as a share of the static file's rate. Targets: every page ≥ 0.5 of the static rate, p99 < 50 ms.
 *
 *   BENCH_URL=http://127.0.0.1:3000 BENCH_SECONDS=10 npm run bench
 *   npm run bench -- --forms     # also the form-submission load test (scripts/bench-forms.ts), when present
 *   npm run bench -- --content   # instead: the admin and the sites with a large site (scripts/bench-content.ts)
 *   npm run bench -- --cluster   # only the cluster bench (scripts/bench-cluster.ts): nginx + two instances + Redis
 *
 * Also: an unmatched route (SPEC §2.4, a guest's 307) as visitors reach it against calling its route
 * /next/unmatched directly, alternated BENCH_UNMATCHED_ROUNDS (3) times, target ≥ 0.8×; and the memory of the
 * running process over its next 5,000 guest pages (scripts/bench-memory.ts; BENCH_MEMORY_PAGES=0 skips it, and it
 * is meant for a freshly started instance).
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { benchMemory } from './bench-memory'
import { loadClient, measureLoad } from './load'

if (process.argv.includes('--cluster')) {
  await import(path.resolve(import.meta.dirname, 'bench-cluster.ts'))
  process.exit(0)
}

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '')
const host = new URL(base).hostname
if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
  console.error(`Refusing to load ${base}: the benchmark only targets this machine (127.0.0.1).`)
  process.exit(2)
}
const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
const TARGETS = ['/favicon.svg', '/cn', '/en', '/ru', '/en/package']

type Row = { path: string; rps: number; p50: number; p99: number; failed: number }

async function measure(pathname: string): Promise<Row> {
  const result = await measureLoad(`${base}${pathname}`, { connections, seconds })
  return { path: pathname, rps: result.rps, p50: result.p50, p99: result.p99, failed: result.failed }
}

/**
 * With DATABASE_URL (the app's PostgreSQL): how many statements 200 cached guest page views cause, read from
 * pg_stat_statements-free counters (committed transactions and rows read of the app's database). Expect ~0.
 */
async function databaseWorkPerView(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log("Database work per view: set DATABASE_URL to the app's PostgreSQL to measure it.")
    return
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  const read = async () =>
    (
      await client.query(
        'SELECT xact_commit::bigint AS x, tup_returned::bigint AS r FROM pg_stat_database WHERE datname = current_database()',
      )
    ).rows[0] as { x: string; r: string }
  for (const target of TARGETS.slice(1)) await fetch(`${base}${target}`).then((r) => r.arrayBuffer())
  await client.query('SELECT pg_stat_clear_snapshot()')
  const before = await read()
  for (let i = 0; i < 50; i++)
    for (const target of TARGETS.slice(1)) await fetch(`${base}${target}`).then((r) => r.arrayBuffer())
  await new Promise((resolve) => setTimeout(resolve, 600)) // the statistics collector flushes about every 500 ms
  await client.query('SELECT pg_stat_clear_snapshot()')
  const after = await read()
  await client.end()
  const views = 50 * (TARGETS.length - 1)
  // Our own two statistics queries count as transactions too.
  const transactions = Number(after.x) - Number(before.x) - 2
  console.log(
    `Database work for ${views} cached guest page views: ${transactions} transactions, ${Number(after.r) - Number(before.r)} rows read.`,
  )
}

/**
 * First-load JavaScript of a page: the scripts its HTML loads in a modern browser (`nomodule` polyfills left out),
 * as sent gzip-compressed, and how much of it is the framework: the build's `rootMainFiles` (React, the Next runtime,
 * the bundler runtime), which every page of any Next app loads. Read from this checkout's `.next/build-manifest.json`
 * when it is the build being measured. Next 16's build no longer prints these sizes, so the benchmark measures them.
 */
function frameworkFiles(): Set<string> {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.resolve('.next/build-manifest.json'), 'utf8')) as {
      rootMainFiles?: string[]
    }
    return new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`))
  } catch {
    return new Set()
  }
}

/** Bytes on the wire of a gzip-encoded response (fetch would decompress it). */
function compressedSize(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let size = 0
        response.on('data', (chunk: Buffer) => (size += chunk.length))
        response.on('end', () => resolve(size))
      })
      .on('error', reject)
  })
}

async function firstLoadJs(
  pathname: string,
  framework: Set<string>,
): Promise<{ path: string; scripts: number; bytes: number; frameworkBytes: number }> {
  const html = await fetch(`${base}${pathname}`).then((r) => r.text())
  const sources = new Set<string>()
  for (const tag of html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1]
    if (src) sources.add(src.replace(/&amp;/g, '&'))
  }
  let bytes = 0
  let frameworkBytes = 0
  for (const src of sources) {
    const url = new URL(src, base)
    const size = await compressedSize(url)
    bytes += size
    if (framework.has(url.pathname)) frameworkBytes += size
  }
  return { path: pathname, scripts: sources.size, bytes, frameworkBytes }
}

/**
 * An unmatched route as visitors reach it (the rewrite, or the server's fast path) against its route called directly.
 */
async function unmatchedAgainstDirect(): Promise<void> {
  const rounds = Number(process.env.BENCH_UNMATCHED_ROUNDS || 3)
  const viaRewrite = '/no-such-page/bench'
  const direct = `/next/unmatched${viaRewrite}`
  const rewriteRuns: Row[] = []
  const directRuns: Row[] = []
  // Alternated, side by side in time: the machine's other load weighs on both alike.
  for (let i = 0; i < rounds; i++) {
    rewriteRuns.push(await measure(viaRewrite))
    directRuns.push(await measure(direct))
  }
  const mean = (rows: Row[]) => rows.reduce((sum, row) => sum + row.rps, 0) / rows.length
  const ratio = mean(rewriteRuns) / mean(directRuns)
  console.log(
    `\n| unmatched via rewrite vs direct | req/s via ${viaRewrite} | req/s via ${direct} | ratio | p99 ms (rewrite) | failed | target ≥ 0.8 |`,
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |')
  console.log(
    `| guest, 307 to /cn (${rounds} alternated runs each) | ${mean(rewriteRuns).toFixed(0)} | ${mean(directRuns).toFixed(0)} | ${ratio.toFixed(2)} | ${Math.max(...rewriteRuns.map((r) => r.p99))} | ${[...rewriteRuns, ...directRuns].reduce((sum, r) => sum + r.failed, 0)} | ${ratio >= 0.8 ? 'yes' : 'NO'} |`,
  )
  console.log(
    `  runs via rewrite: ${rewriteRuns.map((r) => r.rps.toFixed(0)).join(', ')}; direct: ${directRuns.map((r) => r.rps.toFixed(0)).join(', ')}`,
  )
}

async function main() {
  try {
    await fetch(`${base}/favicon.svg`)
  } catch {
    console.error(`Nothing answers at ${base}. Start the app first: npm run build && npm start`)
    process.exit(2)
  }
  // --unmatched / --memory: only that row.
  if (process.argv.includes('--unmatched')) return unmatchedAgainstDirect()
  if (process.argv.includes('--memory')) return benchMemory(base)
  // The memory row wants a fresh process: it runs first, before the throughput rows load the pages.
  if (Number(process.env.BENCH_MEMORY_PAGES ?? 5000) > 0) await benchMemory(base)
  console.log(
    `Benchmark of ${base}: ${connections} connections, ${seconds} s per target, load generator ${loadClient()} (BENCH_CLIENT=wrk|autocannon)\n`,
  )
  const rows: Row[] = []
  for (const target of TARGETS) rows.push(await measure(target))
  const staticRate = rows[0]!.rps
  console.log('| path | req/s | p50 ms | p99 ms | vs static | failed | target met |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |')
  let allMet = true
  for (const row of rows) {
    const ratio = row.rps / staticRate
    const met = row.path === '/favicon.svg' || (ratio >= 0.5 && row.p99 < 50 && row.failed === 0)
    allMet &&= met
    console.log(
      `| ${row.path} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio.toFixed(2)} | ${row.failed} | ${met ? 'yes' : 'NO'} |`,
    )
  }
  console.log(
    `\n${allMet ? 'All pages meet the target' : 'Some pages miss the target'} (≥ 0.5 of the static rate, p99 < 50 ms).`,
  )
  const framework = frameworkFiles()
  console.log(
    "\n| page | first-load JS scripts | gzip KB | of which React + Next runtime | the sites' own | target ≤ 100 KB |",
  )
  console.log('| --- | ---: | ---: | ---: | ---: | --- |')
  for (const target of TARGETS.slice(1)) {
    const js = await firstLoadJs(target, framework)
    const runtime = framework.size ? (js.frameworkBytes / 1024).toFixed(1) : '?'
    const own = framework.size ? ((js.bytes - js.frameworkBytes) / 1024).toFixed(1) : '?'
    console.log(
      `| ${js.path} | ${js.scripts} | ${(js.bytes / 1024).toFixed(1)} | ${runtime} | ${own} | ${js.bytes <= 100 * 1024 ? 'yes' : 'NO'} |`,
    )
  }
  await unmatchedAgainstDirect()
  await databaseWorkPerView()
  const forms = path.resolve(import.meta.dirname, 'bench-forms.ts')
  if (process.argv.includes('--forms') && fs.existsSync(forms)) await import(forms)
}

// --content: the large-site bench alone (scripts/bench-content.ts).
const entry = process.argv.includes('--content') ? async () => (await import('./bench-content')).benchContent() : main
entry().catch((error) => {
  console.error(error)
  process.exit(1)
})

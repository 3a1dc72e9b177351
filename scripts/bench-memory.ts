/**
 * "An instance's memory settles within its first 1,000 pages": the resident memory (VmRSS) of the
 * running `npm start` process while it serves BENCH_MEMORY_PAGES (5,000) guest page loads: the sitemap's URLs in turn,
 * mixed with unknown paths and query strings (each 4th request an unknown path, each 4th a known page with a query),
 * 4 at a time. Sampled every 250 pages; prints RSS after 250/500/1,000/2,000/5,000 pages and the growth after page
 * 1,000 (target: at most 10 % of the RSS at 1,000). Measure a freshly started instance: its first pages are the point.
 * The process: BENCH_PID, else the one listening on BENCH_URL's port (found with `ss`, same user).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const MARKS = [250, 500, 1000, 2000, 5000]

export function listenerPid(port: number): number | null {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
    const pid = /pid=(\d+)/.exec(out)?.[1]
    return pid ? Number(pid) : null
  } catch {
    return null
  }
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1])
  return kb / 1024
}

/** The request list: sitemap pages, unknown paths, known pages with query strings. */
export function pageMix(sitemapUrls: string[], count: number): string[] {
  const list: string[] = []
  for (let i = 0; list.length < count; i++) {
    const page = sitemapUrls[i % sitemapUrls.length]!
    if (i % 4 === 1) list.push(`/${['cn', 'en', 'ru', 'x'][i % 3]}/no-such-page-${i}`)
    else if (i % 4 === 3) list.push(`${page}${page.includes('?') ? '&' : '?'}utm_source=bench&ref=${i}`)
    else list.push(page)
  }
  return list
}

/** The pages the sitemap lists (following a sitemap index), as paths on `base`. */
export async function sitemapPaths(base: string): Promise<string[]> {
  const locs = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!.replace(/&amp;/g, '&')),
    )
  const paths: string[] = []
  for (const loc of await locs(`${base}/sitemap.xml`)) {
    if (/sitemap/.test(loc.pathname))
      for (const page of await locs(`${base}${loc.pathname}${loc.search}`)) paths.push(`${page.pathname}${page.search}`)
    else paths.push(`${loc.pathname}${loc.search}`)
  }
  return paths
}

export async function benchMemory(base: string): Promise<void> {
  const total = Number(process.env.BENCH_MEMORY_PAGES || 5000)
  const port = Number(new URL(base).port || 80)
  const pid = Number(process.env.BENCH_PID) || listenerPid(port)
  if (!pid) {
    console.log(`\nMemory: no process found listening on port ${port}; set BENCH_PID.`)
    return
  }
  const urls = await sitemapPaths(base)
  if (!urls.length) urls.push('/cn', '/en', '/ru')
  const list = pageMix(urls, total)
  const start = rssMb(pid)
  const samples: Array<[number, number]> = [[0, start]]
  let next = 0
  let failed = 0
  const worker = async () => {
    while (next < list.length) {
      const i = next++
      try {
        const response = await fetch(`${base}${list[i]}`, {
          redirect: 'manual',
          headers: { 'accept-encoding': 'gzip, br' },
        })
        await response.arrayBuffer()
        if (response.status >= 500) failed++
      } catch {
        failed++
      }
      const done = i + 1
      if (done % 250 === 0) samples.push([done, rssMb(pid)])
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  samples.sort((a, b) => a[0] - b[0])
  const at = (n: number) => samples.find(([done]) => done >= n)?.[1]
  console.log(
    `\nMemory of process ${pid} over its next ${total} guest pages (${urls.length} sitemap URLs, unknown paths, query strings; ${failed} failed)`,
  )
  console.log(`| pages | ${['start', ...MARKS.filter((n) => n <= total)].join(' | ')} |`)
  console.log(`| --- | ${['start', ...MARKS.filter((n) => n <= total)].map(() => '---:').join(' | ')} |`)
  console.log(
    `| RSS MB | ${[start, ...MARKS.filter((n) => n <= total).map(at)].map((v) => (v ?? NaN).toFixed(0)).join(' | ')} |`,
  )
  const at1000 = at(1000)
  const last = samples.at(-1)![1]
  if (at1000 !== undefined && total > 1000) {
    const growth = last - at1000
    const settled = growth <= at1000 * 0.1
    console.log(
      `Growth after page 1,000: ${growth.toFixed(0)} MB (${((growth / at1000) * 100).toFixed(1)} %): ${settled ? 'settled (target ≤ 10 %)' : 'NOT settled (target ≤ 10 %)'}`,
    )
  }
  console.log(`Every 250 pages: ${samples.map(([n, mb]) => `${n}:${mb.toFixed(0)}`).join(' ')}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchMemory((process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/+$/, ''))
}

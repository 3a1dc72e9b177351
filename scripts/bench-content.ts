/**
 * `npm run bench -- --content`: how the admin and the sites hold up with a large site (`npm run seed -- --scale N`).
 * Against a running `npm start` (BENCH_URL, default http://127.0.0.1:3000), logged in as ADMIN_EMAIL/ADMIN_PASSWORD:
 *  - admin list view and edit view of news, /admin/translations (first page and a deep page): server time of the
 *    whole HTML answer, median of BENCH_CONTENT_RUNS (default 5);
 *  - a guest's cache-miss render: distinct news detail pages never asked for before, p50/p99;
 *  - the sitemap: the index and every part;
 *  - the news list, paged: distinct pages (cache misses);
 *  - publish → live: a published title change until a guest sees it;
 *  - memory (RSS) of the process listening on the port.
 * Targets at N = 10,000: admin list < 1 s, translations < 1.5 s, cache-miss p99 < 250 ms, sitemap < 1 s, RSS < 1.5 GB.
 * `npm run build` time is measured apart (`time npm run build`).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '')
const runs = Number(process.env.BENCH_CONTENT_RUNS || 5)
const admin = {
  email: process.env.ADMIN_EMAIL || 'admin@example.com',
  password: process.env.ADMIN_PASSWORD || 'admin-dev-2026',
}

type Result = { name: string; ms: number[]; target?: number; note?: string }
const results: Result[] = []

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN
}

/** `cookie` is the JSON of the staff headers from logIn(). */
function staffHeaders(init: RequestInit): RequestInit {
  const headers = new Headers(init.headers)
  const staff = headers.get('cookie')
  if (staff?.startsWith('{')) {
    const { cookie, authorization } = JSON.parse(staff) as { cookie: string; authorization: string }
    headers.set('cookie', cookie)
    headers.set('authorization', authorization)
  }
  return { ...init, headers }
}

async function timed(url: string, init: RequestInit = {}): Promise<{ ms: number; status: number; text: string }> {
  const started = performance.now()
  const response = await fetch(url, { ...staffHeaders(init), redirect: 'manual' })
  const text = await response.text()
  return { ms: performance.now() - started, status: response.status, text }
}

async function logIn(): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!response.ok)
    throw new Error(`Cannot log in as ${admin.email} (${response.status}): set ADMIN_EMAIL / ADMIN_PASSWORD`)
  // The staff cookie, whatever its name, plus the token as a header (cookies alone are refused without a browser's
  // Origin / Sec-Fetch-Site headers).
  const { token } = (await response.json()) as { token: string }
  return JSON.stringify({
    cookie: response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; '),
    authorization: `JWT ${token}`,
  })
}

async function repeat(name: string, url: string, cookie: string, target?: number): Promise<void> {
  await timed(url, { headers: { cookie } }) // warm the route's code once
  const ms: number[] = []
  for (let i = 0; i < runs; i++) {
    const { ms: took, status } = await timed(url, { headers: { cookie } })
    if (status !== 200) throw new Error(`${url} answered ${status}`)
    ms.push(took)
  }
  results.push({ name, ms, target })
}

async function json<T>(path: string, cookie: string): Promise<T> {
  const response = await fetch(`${base}${path}`, staffHeaders({ headers: { cookie } }))
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T
}

function rssOfListener(): number | null {
  const port = new URL(base).port || '80'
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
    const pid = /pid=(\d+)/.exec(out)?.[1]
    if (!pid) return null
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024
  } catch {
    return null
  }
}

export async function benchContent(): Promise<void> {
  const cookie = await logIn()
  const news = await json<{ totalDocs: number; docs: { id: number; slug: string; title: string }[] }>(
    '/api/news?limit=1&depth=0&sort=-date&locale=zh',
    cookie,
  )
  const pages = await json<{ totalDocs: number }>('/api/pages?limit=1&depth=0', cookie)
  const tasks = await json<{ totalDocs: number }>('/api/translation-tasks?limit=1&depth=0', cookie)
  console.log(
    `\nContent bench of ${base}: ${news.totalDocs} news, ${pages.totalDocs} pages, ${tasks.totalDocs} translation tasks; ${runs} runs each\n`,
  )
  const first = news.docs[0]
  if (!first) throw new Error('No news: seed first (npm run seed -- --scale N)')

  await repeat('admin: news list view', `${base}/admin/collections/news`, cookie, 1000)
  await repeat('admin: news edit view', `${base}/admin/collections/news/${first.id}`, cookie, 1000)
  await repeat('admin: pages list view', `${base}/admin/collections/pages`, cookie, 1000)
  await repeat('admin: /admin/translations', `${base}/admin/translations`, cookie, 1500)
  await repeat(
    'admin: /admin/translations, done, page 40',
    `${base}/admin/translations?state=done&page=40`,
    cookie,
    1500,
  )

  // Guest cache misses: news detail pages nobody has asked for (distinct URLs miss the page cache and the data cache).
  const { docs: sample } = await json<{ docs: { slug: string }[] }>(
    `/api/news?limit=200&depth=0&sort=date&select[slug]=true&page=${1 + Math.floor(Math.random() * Math.max(1, Math.floor(news.totalDocs / 200)))}`,
    cookie,
  )
  const misses: number[] = []
  for (const item of sample) {
    const { ms, status } = await timed(`${base}/cn/news/detail?id=${encodeURIComponent(item.slug)}`)
    if (status === 200) misses.push(ms)
  }
  results.push({ name: `guest: cache-miss news detail (${misses.length} pages), p50`, ms: [percentile(misses, 50)] })
  results.push({ name: 'guest: cache-miss news detail, p99', ms: [percentile(misses, 99)], target: 250 })

  const lists: number[] = []
  const newsPages = Math.max(1, Math.ceil(news.totalDocs / 24))
  for (let i = 0; i < 20; i++) {
    const page = 1 + Math.floor((i * newsPages) / 20)
    const { ms, status } = await timed(`${base}/cn/news?page=${page}`)
    if (status === 200) lists.push(ms)
  }
  results.push({ name: `guest: news list, 20 pages of ${newsPages}, p50`, ms: [percentile(lists, 50)] })
  results.push({ name: 'guest: news list, p99', ms: [percentile(lists, 99)], target: 250 })

  const sitemapRuns: number[] = []
  let urls = 0
  for (let i = 0; i < 3; i++) {
    const started = performance.now()
    const index = await timed(`${base}/sitemap.xml`)
    const parts = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')))
    urls = 0
    for (const part of parts)
      urls += ((await timed(`${base}${part.pathname}${part.search}`)).text.match(/<url>/g) ?? []).length
    sitemapRuns.push(performance.now() - started)
  }
  results.push({ name: `sitemap: index + every part (${urls} URLs)`, ms: sitemapRuns, target: 1000 })

  // Publish → live: the Chinese title of the newest news item changes; a guest polls for it.
  const title = `${first.title.replace(/ · bench \d+$/, '')} · bench ${Date.now()}`
  const started = performance.now()
  const patched = await fetch(
    `${base}/api/news/${first.id}?locale=zh`,
    staffHeaders({
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title, _status: 'published' }),
    }),
  )
  if (!patched.ok) throw new Error(`publishing failed: ${patched.status}`)
  const saved = performance.now() - started
  let live = NaN
  for (let i = 0; i < 200; i++) {
    const { text } = await timed(`${base}/cn/news/detail?id=${encodeURIComponent(first.slug)}`)
    if (text.includes(title)) {
      live = performance.now() - started
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  results.push({ name: `publish → live (save took ${saved.toFixed(0)} ms)`, ms: [live] })

  console.log('| measurement | median ms | max ms | target | met |')
  console.log('| --- | ---: | ---: | --- | --- |')
  for (const r of results) {
    const median = percentile(r.ms, 50)
    const max = Math.max(...r.ms)
    const met = r.target === undefined ? '' : max < r.target ? 'yes' : median < r.target ? 'median only' : 'NO'
    console.log(
      `| ${r.name} | ${median.toFixed(0)} | ${max.toFixed(0)} | ${r.target ? `< ${r.target} ms` : ''} | ${met} |`,
    )
  }
  const rss = rssOfListener()
  console.log(
    `\nRSS of the app process: ${rss === null ? 'unknown (ss found no listener)' : `${rss.toFixed(0)} MB`} (target < 1536 MB)`,
  )
}

/**
 * Load check of the visitor forms: 500 concurrent valid submissions (debt claims: no code to fetch, so the figure
 * is the store path itself) against a running app, then a count of what was stored.
 *
 *   node --import tsx scripts/bench-forms.ts [http://127.0.0.1:3201] [--count 500] [--timeout 120]
 *
 * The target must be on 127.0.0.1/localhost. Each request plays its own visitor through X-Forwarded-For, so start
 * the app with TRUST_PROXY=true (otherwise the per-address hourly cap answers most of them, as it should).
 * What was stored is counted with DATABASE_URL when set (the app's PostgreSQL), else through the REST API as an
 * administrator (BENCH_ADMIN_EMAIL/BENCH_ADMIN_PASSWORD, then ADMIN_EMAIL/ADMIN_PASSWORD, then the dev defaults).
 * Prints accepted / refused / 60007 / 5xx / network failures, stored, lost (acknowledged but not stored) and
 * half-stored (stored but not acknowledged), and exits 1 when anything was lost or answered 5xx.
 */
import pg from 'pg'

type Outcome =
  | { kind: 'accepted'; id: number | string }
  | { kind: 'refused'; code: number }
  | { kind: 'outage' }
  | { kind: 'http5xx'; status: number }
  | { kind: 'network'; error: string }

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`)
  return at !== -1 && process.argv[at + 1] ? process.argv[at + 1]! : fallback
}

const target = new URL(
  process.argv.slice(2).find((arg) => /^https?:\/\//.test(arg)) ||
    process.env.BENCH_URL ||
    `http://127.0.0.1:${process.env.PORT || 3000}`,
)
if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
  console.error(`bench-forms only runs against this machine (127.0.0.1), not ${target.hostname}`)
  process.exit(2)
}
const COUNT = Number(option('count', process.env.BENCH_COUNT || '500'))
const TIMEOUT_S = Number(option('timeout', process.env.BENCH_TIMEOUT || '120'))
const run = `bench-${Date.now().toString(36)}`

function claim(i: number) {
  return {
    creditor: {
      companyName: `${run}-${i}`,
      contactName: `Bench Visitor ${i}`,
      contactEmail: `${run}-${i}@example.com`,
      phone: '+86 138 0013 8000',
    },
    debtor: {
      companyName: 'Bench Debtor Ltd',
      contactName: 'John Doe',
      lastContactDate: '2026-09-01',
      debtValue: 'USD 1,000',
      lastContactDetails: 'Load test',
    },
    locale: 'en',
  }
}

async function submit(i: number, signal: AbortSignal): Promise<Outcome> {
  try {
    const response = await fetch(new URL('/public/debtClaim', target), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        'accept-language': 'en',
      },
      body: JSON.stringify(claim(i)),
      signal,
    })
    if (response.status >= 500) return { kind: 'http5xx', status: response.status }
    const body = (await response.json()) as { code: number; data?: { id?: number | string } }
    if (body.code === 1 && body.data?.id !== undefined) return { kind: 'accepted', id: body.data.id }
    if (body.code === 60007) return { kind: 'outage' }
    return { kind: 'refused', code: body.code }
  } catch (error) {
    return { kind: 'network', error: error instanceof Error ? error.message : String(error) }
  }
}

async function storedIds(): Promise<Set<string>> {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      const { rows } = await client.query<{ id: number }>('SELECT id FROM submissions WHERE company LIKE $1', [
        `${run}-%`,
      ])
      return new Set(rows.map((row) => String(row.id)))
    } finally {
      await client.end()
    }
  }
  const email = process.env.BENCH_ADMIN_EMAIL || process.env.ADMIN_EMAIL || 'admin@example.com'
  const password = process.env.BENCH_ADMIN_PASSWORD || process.env.ADMIN_PASSWORD || 'admin-dev-2026'
  const login = await fetch(new URL('/api/users/login', target), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok)
    throw new Error(
      `cannot log in as ${email} to count the stored rows (set DATABASE_URL or BENCH_ADMIN_EMAIL/BENCH_ADMIN_PASSWORD)`,
    )
  const { token } = (await login.json()) as { token: string }
  const ids = new Set<string>()
  for (let page = 1; ; page++) {
    const url = new URL('/api/submissions', target)
    url.searchParams.set('where[company][like]', `${run}-`)
    url.searchParams.set('limit', '500')
    url.searchParams.set('page', String(page))
    url.searchParams.set('depth', '0')
    const response = await fetch(url, { headers: { authorization: `JWT ${token}` } })
    const body = (await response.json()) as { docs: { id: number }[]; hasNextPage: boolean }
    for (const doc of body.docs) ids.add(String(doc.id))
    if (!body.hasNextPage) break
  }
  return ids
}

async function main() {
  console.log(`bench-forms: ${COUNT} concurrent debt claims to ${target.origin} (run ${run}, at most ${TIMEOUT_S} s)`)
  const controller = new AbortController()
  const deadline = setTimeout(() => controller.abort(), TIMEOUT_S * 1000)
  const started = performance.now()
  const outcomes = await Promise.all(Array.from({ length: COUNT }, (_, i) => submit(i, controller.signal)))
  const seconds = (performance.now() - started) / 1000
  clearTimeout(deadline)

  const count = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind).length
  const acknowledged = new Set(outcomes.flatMap((o) => (o.kind === 'accepted' ? [String(o.id)] : [])))
  // The database may still be coming back (an outage run): retry the count for a while.
  let stored = new Set<string>()
  for (let attempt = 1; ; attempt++) {
    try {
      stored = await storedIds()
      break
    } catch (error) {
      if (attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
  }
  const lost = [...acknowledged].filter((id) => !stored.has(id)).length
  const halfStored = [...stored].filter((id) => !acknowledged.has(id)).length
  const refusedCodes = outcomes.flatMap((o) => (o.kind === 'refused' ? [o.code] : []))
  const figures = {
    sent: COUNT,
    accepted: acknowledged.size,
    refused: refusedCodes.length,
    answered60007: count('outage'),
    http5xx: count('http5xx'),
    network: count('network'),
    stored: stored.size,
    lost,
    storedWithoutAnswer: halfStored,
    seconds: Number(seconds.toFixed(1)),
    perSecond: Number((COUNT / seconds).toFixed(1)),
  }
  console.table(figures)
  if (refusedCodes.length)
    console.log(
      'refused codes:',
      [...new Set(refusedCodes)].join(', '),
      refusedCodes.length === COUNT ? '(is the app running with TRUST_PROXY=true?)' : '',
    )
  const networkErrors = outcomes.flatMap((o) => (o.kind === 'network' ? [o.error] : []))
  if (networkErrors.length) console.log('network errors:', [...new Set(networkErrors)].slice(0, 5).join(' | '))
  process.exitCode = lost > 0 || figures.http5xx > 0 ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

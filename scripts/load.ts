/**
 * The load generator of the benches (`npm run bench`, `npm run bench -- --cluster`): `wrk` (Debian package `wrk`)
 * when it is installed, autocannon otherwise, or whichever BENCH_CLIENT names.
 *
 * Why wrk first: on this 2-core machine the load generator shares the cores with the servers it measures. autocannon
 * is JavaScript; over TLS through nginx it spends about as much CPU per request as the page cache does to answer, and
 * becomes the bottleneck (measured on the same cluster: autocannon 1,600–3,200 req/s, p99 10–20 ms; wrk 12,000–15,000
 * req/s, p99 3–5 ms). wrk is a C program made for the job and leaves the cores to the servers. Both are given the
 * same connections, duration and `accept-encoding: gzip`.
 */
import { execFileSync, spawnSync } from 'node:child_process'

import autocannon from 'autocannon'

export type LoadResult = { rps: number; p50: number; p99: number; failed: number }
export type LoadClient = 'wrk' | 'autocannon'

let chosen: LoadClient | undefined

export function loadClient(): LoadClient {
  const wanted = process.env.BENCH_CLIENT
  if (wanted === 'wrk' || wanted === 'autocannon') return wanted
  chosen ??= spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error ? 'autocannon' : 'wrk'
  return chosen
}

/** `wrk --latency` prints durations as `812.00us`, `3.04ms` or `1.20s`; in milliseconds. */
export function wrkDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!match) throw new Error(`wrk printed a duration this does not read: ${text}`)
  const value = Number(match[1])
  return match[2] === 'us' ? value / 1000 : match[2] === 'ms' ? value : match[2] === 's' ? value * 1000 : value * 60_000
}

/** The figures of one `wrk --latency` run's output. */
export function parseWrk(output: string): LoadResult {
  const line = (pattern: RegExp) => pattern.exec(output)?.[1]
  const rps = Number(line(/Requests\/sec:\s+([\d.]+)/))
  const p50 = line(/^\s+50%\s+(\S+)/m)
  const p99 = line(/^\s+99%\s+(\S+)/m)
  if (!Number.isFinite(rps) || !p50 || !p99) throw new Error(`wrk's output was not understood:\n${output}`)
  const non2xx = Number(line(/Non-2xx or 3xx responses:\s+(\d+)/) ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const errors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0
  return { rps, p50: wrkDuration(p50), p99: wrkDuration(p99), failed: non2xx + errors }
}

/** `encoding`: what the load generator accepts (default gzip; `identity` for uncompressed answers). */
export async function measureLoad(
  url: string,
  options: { connections: number; seconds: number; encoding?: 'gzip' | 'identity' },
): Promise<LoadResult> {
  const accept = options.encoding ?? 'gzip'
  // Warm first: the first request renders the page; the bench measures what guests get afterwards.
  for (let i = 0; i < 4; i++)
    await fetch(url, { headers: { 'accept-encoding': accept } }).then((response) => response.arrayBuffer())
  if (loadClient() === 'wrk') {
    const output = execFileSync(
      'wrk',
      [
        '-t1',
        `-c${options.connections}`,
        `-d${options.seconds}s`,
        '--latency',
        '-H',
        `accept-encoding: ${accept}`,
        url,
      ],
      { encoding: 'utf8' },
    )
    return parseWrk(output)
  }
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: { 'accept-encoding': accept },
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx + result.timeouts,
  }
}

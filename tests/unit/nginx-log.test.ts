/**
 * nginx's access log (docker/nginx.conf, also what tests/cluster runs): one JSON object a line carrying the request id
 * the visitor got (also for an answer from nginx's cache, which no instance logs), the upstream's status and the cache
 * status, and the path without its query string (a password-reset token must not reach the log). tests/cluster
 * checks the real nginx; this reads the configuration where nginx is not installed.
 */
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

const conf = fs.readFileSync(new URL('../../docker/nginx.conf', import.meta.url), 'utf8')

/** The log_format's name, escape and its text (the quoted pieces joined). */
function logFormat(): { name: string; escape: string; text: string } {
  const match = /^log_format\s+(\w+)\s+escape=(\w+)\s+((?:'[^']*'\s*)+);/m.exec(conf)
  if (!match) throw new Error('docker/nginx.conf has no log_format with escape=')
  const text = [...match[3]!.matchAll(/'([^']*)'/g)].map((piece) => piece[1]).join('')
  return { name: match[1]!, escape: match[2]!, text }
}

describe("nginx's access log", () => {
  it('is JSON with the answered request id, statuses, cache status, and is the server’s access log', () => {
    const format = logFormat()
    expect(format.escape).toBe('json')
    // As nginx fills it: every variable replaced by a value of its kind.
    const sample = format.text.replace(/\$(\w+)/g, (_all, name: string) =>
      ['status', 'body_bytes_sent', 'request_time'].includes(name) ? '1' : `value-of-${name}`,
    )
    const line = JSON.parse(sample) as Record<string, unknown>
    expect(line).toMatchObject({
      reqId: 'value-of-answer_request_id',
      path: 'value-of-request_path',
      upstreamStatus: 'value-of-upstream_status',
      cache: 'value-of-upstream_cache_status',
      status: 1,
    })
    expect(format.text).not.toMatch(/\$(?:request_uri|request|args|query_string|http_cookie)\b/)
    expect(conf).toMatch(new RegExp(`^\\s*access_log\\s+\\S+\\s+${format.name};`, 'm'))
    // The id of a cache HIT is nginx's own ($request_id), the one it sends the visitor.
    expect(conf).toMatch(/"~\^\(\?:HIT\|STALE\|UPDATING\|REVALIDATED\)\\\|" \$request_id;/)
  })

  it('logs the path without its query string', () => {
    const map = /map \$request_uri \$request_path \{\s*"~([^"]+)" \$(\w+);/.exec(conf)
    expect(map).not.toBeNull()
    const pattern = new RegExp(map![1]!.replace(/\(\?<(\w+)>/g, '(?<$1>'))
    const path = (uri: string) => pattern.exec(uri)?.groups?.[map![2]!]
    expect(path('/en/reset-password?token=0f3a9c4711')).toBe('/en/reset-password')
    expect(path('/cn/news/x')).toBe('/cn/news/x')
  })
})

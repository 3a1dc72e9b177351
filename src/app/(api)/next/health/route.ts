/**
 * Liveness: the process answers HTTP. For the proxy and the orchestrator (docker compose healthcheck). Touches
 * nothing else, so a database outage does not get a healthy process restarted.
 */
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}

export const HEAD = GET

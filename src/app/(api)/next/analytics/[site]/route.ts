/**
 * GET /next/analytics/{site}: the site's analytics sink as configured in this process now. The sites'
 * pages are cached (ISR, the guest page cache), so the choice is not rendered into them: the browser asks here,
 * and a change of ANALYTICS_CN/EN/RU applies at the next restart without re-rendering any page.
 */
import { analyticsSinkOfSite, setsCookies, type AnalyticsEnv } from '@/domain/analytics-sink'
import { isSite } from '@/domain/locale'
import { environment } from '../../../../../settings'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }): Promise<Response> {
  const { site } = await params
  if (!isSite(site)) return new Response('Not found', { status: 404 })
  const sink = analyticsSinkOfSite(environment() as AnalyticsEnv & Record<string, string | undefined>, site)
  return Response.json(
    { sink, setsCookies: setsCookies(sink) },
    { headers: { 'cache-control': 'public, max-age=300' } },
  )
}

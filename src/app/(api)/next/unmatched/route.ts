/**
 * An unmatched route (SPEC §2.4): the redirects collection first (legacy paths such as /products, and editors' own);
 * then a guest is redirected (contains /cn → /cn; /en or a legacy path → /en; /ru → /ru; else /cn) and a visitor
 * holding a token gets the not-found screen with status 404.
 */
import { cookies } from 'next/headers'

import { getRedirects } from '@/data/content'
import { TOKEN_COOKIE } from '@/domain/constants'
import { htmlLangOf, siteOfPath } from '@/domain/locale'
import { redirectForUnmatched } from '@/domain/routing'
import { uiStringsOfSite } from '@/i18n'

export const dynamic = 'force-dynamic'

function notFoundPage(path: string): Response {
  const site = siteOfPath(path) ?? (redirectForUnmatched(path).slice(1) as 'cn' | 'en' | 'ru')
  const t = uiStringsOfSite(site)
  const html = `<!doctype html><html lang="${htmlLangOf(site)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404 · This page could not be found</title><meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1f2937;text-align:center}a{color:#0b5cff}</style></head><body><main><p style="font-size:3rem;font-weight:800;color:#0b5cff;margin:0">404</p><h1>This page could not be found</h1>${site === 'en' ? '' : `<p>${t.common.notFoundTitle}</p>`}<p><a href="/${site}">${t.common.backHome}</a></p></main></body></html>`
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  // Set by src/proxy.ts (request headers survive the rewrite; its query string does not).
  const original = request.headers.get('x-unmatched-path') || '/'
  if (request.headers.get('x-unmatched-status') === '404') return notFoundPage(original)
  const pathname = original.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/'
  const redirects = await getRedirects().catch(() => ({}) as Record<string, string>)
  const to = redirects[pathname]
  if (to) return Response.redirect(new URL(to, url.origin), 308)
  const jar = await cookies()
  if (jar.get(TOKEN_COOKIE)?.value) return notFoundPage(original)
  return Response.redirect(new URL(redirectForUnmatched(original), url.origin), 307)
}

export const HEAD = GET

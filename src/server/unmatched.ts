/**
 * The answers to a route outside the three sites (SPEC §2.4), shared by the proxy (`/` with a bad `lang` cookie) and
 * the in-process route `/next/unmatched/…` that next.config.ts rewrites every other such path to. Every `Location`
 * is relative: whatever Host, X-Forwarded-* or Forwarded header the request carried, the browser stays on the host
 * it asked.
 */
import { htmlLangOf, siteOfPath, type Site } from '../domain/locale'
import { redirectForUnmatched } from '../domain/routing'
import { uiStringsOfSite } from '../i18n'

export { UNMATCHED_ROUTE, UNMATCHED_SOURCE } from './unmatched-routes'

/** A redirect with a relative `Location` (RFC 9110 allows it; browsers resolve it against the address they asked). */
export function relativeRedirect(location: string, status: 307 | 308): Response {
  return new Response(null, { status, headers: { location, 'cache-control': 'no-store' } })
}

/** The 404 screen of an unmatched route, in the language its path points at. Never cached, never stored. */
export function unmatchedNotFound(path: string): Response {
  return new Response(unmatchedNotFoundHtml(path), {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** The HTML of that screen (the production server's fast path writes it itself, src/server/unmatched-fast.ts). */
export function unmatchedNotFoundHtml(path: string): string {
  const site: Site = siteOfPath(path) ?? (redirectForUnmatched(path).slice(1) as Site)
  const t = uiStringsOfSite(site)
  return `<!doctype html><html lang="${htmlLangOf(site)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404 · This page could not be found</title><meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1f2937;text-align:center}a{color:#0b5cff}</style></head><body><main><p style="font-size:3rem;font-weight:800;color:#0b5cff;margin:0">404</p><h1>This page could not be found</h1>${site === 'en' ? '' : `<p>${t.common.notFoundTitle}</p>`}<p><a href="/${site}">${t.common.backHome}</a></p></main></body></html>`
}

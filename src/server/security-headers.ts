/**
 * The Content-Security-Policy, computed from RUN-TIME settings (imports only the pure analytics-sink module:
 * next.config.ts reads it for `next dev`). In production `serve.ts` sets it on every response of the process, so one
 * build can be configured for PayPal or analytics at run time; Next's `headers()` would have fixed it in the routes
 * manifest at build time.
 *
 * The admin needs inline scripts and styles (Next's bootstrap, Payload's theme); the sites need nothing from other
 * origins except what an analytics or payment integration adds:
 *  - the analytics sinks of the sites (ANALYTICS_CN/EN/RU or NEXT_PUBLIC_ANALYTICS, analytics-sink.ts) and
 *    ANALYTICS_SCRIPT_ORIGIN: their scripts' origins (script-src and connect-src);
 *  - PUBLIC_API_URL: the forms' API base when it is another origin (connect-src);
 *  - PayPal's JS button (the payment page, when PAYPAL_CLIENT_ID is set) loads from www.paypal.com and talks to
 *    PayPal's hosts; PAYPAL_SCRIPT_ORIGIN overrides that list.
 * Why run time: docs/decisions/0007-run-time-settings.md.
 */
import { analyticsOrigins } from '../domain/analytics-sink'
import { environment } from '../settings'

type Env = Record<string, string | undefined>

/** The origin of an absolute address, or '' (a relative or empty value is this app). */
function originOf(value: string | undefined): string {
  try {
    return value ? new URL(value.trim()).origin : ''
  } catch {
    return ''
  }
}

export function contentSecurityPolicy(env: Env = environment(), { dev = false }: { dev?: boolean } = {}): string {
  const paypalOrigins =
    env.PAYPAL_SCRIPT_ORIGIN ||
    (env.PAYPAL_CLIENT_ID ? 'https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com' : '')
  // The analytics sinks of the three sites as configured now (the CSP follows the choice).
  const extraScript = [env.ANALYTICS_SCRIPT_ORIGIN, ...analyticsOrigins(env), paypalOrigins].filter(Boolean).join(' ')
  const apiOrigin = originOf(env.PUBLIC_API_URL || env[['NEXT', 'PUBLIC', 'PUBLIC', 'API', 'URL'].join('_')])
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''} ${extraScript}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''} ${[extraScript, apiOrigin].filter(Boolean).join(' ')}`.trim(),
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Live preview frames the site inside the admin: same origin only.
    "frame-ancestors 'self'",
  ].join('; ')
}

/**
 * Uploaded files (`/api/media/file/…`) are answered on the site's origin: an SVG (or any file a browser renders as a
 * document) must not run script there nor reach the site's storage, so it is sandboxed with nothing allowed but its
 * own inline styles and embedded images.
 */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"

/** Whether a request path is an uploaded file's. */
export function isMediaFilePath(url: string | undefined): boolean {
  return (url ?? '').startsWith('/api/media/file/')
}

/** The CSP of an answer: the uploaded files' own, else the site's. */
export function contentSecurityPolicyFor(url: string | undefined, siteCsp: string): string {
  return isMediaFilePath(url) ? MEDIA_CONTENT_SECURITY_POLICY : siteCsp
}

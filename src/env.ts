/**
 * Environment variables the app reads, in one place. Secrets come from the environment only; production refuses to
 * start with a missing or default PAYLOAD_SECRET.
 */
export const DEVELOPMENT_SECRET = 'development-secret-change-me'

/** Values that must never be used as a production secret (our default and the ones from well-known templates). */
const DEFAULT_SECRETS = new Set([DEVELOPMENT_SECRET, 'YOUR_SECRET_HERE', 'changeme', 'secret', ''])

const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

export function payloadSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PAYLOAD_SECRET ?? ''
  if (env.NODE_ENV === 'production' && !isBuildPhase() && (DEFAULT_SECRETS.has(secret) || secret.length < 32)) {
    throw new Error(
      'PAYLOAD_SECRET is missing, a default value, or shorter than 32 characters. ' +
        'Production refuses to start without a real secret: set PAYLOAD_SECRET (for example `openssl rand -hex 32`).',
    )
  }
  return secret || DEVELOPMENT_SECRET
}

type Site = 'cn' | 'en' | 'ru'
type Env = Record<string, string | undefined>

/**
 * The public origin of the sites, read at RUN time on every call (never inlined by the build, so one image serves
 * any domain): `PUBLIC_URL_CN|EN|RU` for one site when the three live on different domains, else `PUBLIC_SERVER_URL`,
 * else (backward compatibility, read at run time too) `NEXT_PUBLIC_SERVER_URL`, else `http://localhost:PORT`.
 * Canonical links, og:url, hreflang, the sitemap, robots.txt, JSON-LD and e-mail links all come from here; never from
 * the request's Host or forwarded headers, so every render of a page says the same.
 */
export function publicOrigin(site?: Site, env: Env = process.env): string {
  const perSite = site ? env[`PUBLIC_URL_${site.toUpperCase()}`] : undefined
  // Read by a computed name: the build inlines `process.env.NEXT_PUBLIC_…` member expressions.
  const legacy = env[['NEXT', 'PUBLIC', 'SERVER', 'URL'].join('_')]
  const origin = perSite || env.PUBLIC_SERVER_URL || legacy || `http://localhost:${env.PORT || 3000}`
  return origin.trim().replace(/\/+$/, '')
}

/** Whether a public origin is configured (Payload's serverURL is set only then). */
export function hasPublicOrigin(env: Env = process.env): boolean {
  return Boolean(env.PUBLIC_SERVER_URL || env[['NEXT', 'PUBLIC', 'SERVER', 'URL'].join('_')])
}

/** The public address of this app (the admin, e-mail links to it): `publicOrigin()` without a site. */
export function serverUrl(env: Env = process.env): string {
  return publicOrigin(undefined, env)
}

/**
 * The settings browser code needs, read at RUN time and handed to the page as attributes of `<html>` (see
 * `browserSetting` in src/domain/browser-settings.ts), so one build serves any deployment:
 *  - `cookieDomain`: `COOKIE_DOMAIN` (the domain of `ts-token`, also the language switch's `lang` cookie);
 *  - `apiBase`: `PUBLIC_API_URL`, the forms' API base (empty = this app).
 * The older `NEXT_PUBLIC_COOKIE_DOMAIN` / `NEXT_PUBLIC_PUBLIC_API_URL` are still honoured, read at run time too.
 */
export function browserSettings(env: Env = process.env): { cookieDomain?: string; apiBase?: string } {
  // Read by computed names: the build inlines `process.env.NEXT_PUBLIC_…` member expressions.
  const legacy = (name: string) => env[['NEXT', 'PUBLIC', name].join('_')]
  const cookieDomain = (env.COOKIE_DOMAIN || legacy('COOKIE_DOMAIN') || '').trim()
  const apiBase = (env.PUBLIC_API_URL || legacy('PUBLIC_API_URL') || '').trim().replace(/\/+$/, '')
  return { ...(cookieDomain ? { cookieDomain } : {}), ...(apiBase ? { apiBase } : {}) }
}

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

/**
 * A scratch copy (`SCRATCH=true`): a restored archive started beside the live site to look at or copy from. It must
 * be inert: mail goes to the log (SMTP_HOST is ignored), no job runs (scheduled or queued: order mails, CDN purges,
 * search-engine pushes), no CDN purge or search push is even queued, and Redis is not used (REDIS_URL is ignored:
 * production's cache and purge channel are never read), so it shows only its own database.
 */
export function scratchMode(env: Env = process.env): boolean {
  return env.SCRATCH === 'true'
}

/**
 * What a production process lacks to run as configured: each entry names the setting and how to fix it.
 * Checked when `npm start` and the production server (src/server/serve.ts, the Docker image) start; a list that is
 * not empty stops the start with all of them at once (docs/OPERATIONS.md "Required settings in production").
 *  - PAYLOAD_SECRET: set, not a known default, 32+ characters (as payloadSecret);
 *  - a public origin: PUBLIC_SERVER_URL (else every link, e-mail and canonical URL would say http://localhost);
 *  - mail: SMTP_HOST, or MAIL_DELIVERY=log to say on purpose that mail is written to the log instead of sent (a
 *    password-reset link included), for a staging copy.
 */
export function productionConfigProblems(env: Env = process.env): string[] {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return []
  const problems: string[] = []
  const secret = env.PAYLOAD_SECRET ?? ''
  if (DEFAULT_SECRETS.has(secret) || secret.length < 32) {
    problems.push(
      'PAYLOAD_SECRET is missing, a default value, or shorter than 32 characters: set it to a random value (openssl rand -hex 32).',
    )
  }
  if (!hasPublicOrigin(env)) {
    problems.push(
      'PUBLIC_SERVER_URL is not set: set it to the public address of the sites (e.g. https://www.tradecompass.com); links, e-mails and canonical URLs are built from it.',
    )
  }
  if (!env.SMTP_HOST?.trim() && env.MAIL_DELIVERY !== 'log' && !scratchMode(env)) {
    problems.push(
      'SMTP_HOST is not set: set SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASS, EMAIL_FROM), or MAIL_DELIVERY=log to write mail to the log instead of sending it (staging only: password-reset links end up in the log).',
    )
  }
  return problems
}

/** The message a production start stops with, or null when nothing is missing. */
export function productionConfigError(env: Env = process.env): string | null {
  const problems = productionConfigProblems(env)
  if (problems.length === 0) return null
  return [
    'Production refuses to start half-configured (see docs/OPERATIONS.md, "Required settings in production"):',
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n')
}

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

/** The public address of this app, used for absolute links (sitemap, canonical URLs, e-mails). */
export function serverUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '')
}

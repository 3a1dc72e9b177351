/**
 * Which CDN the hooks purge, from the environment only; each is off unless its settings are there,
 * and several may be set at once (each is purged):
 *  - Cloudflare: CLOUDFLARE_ZONE_ID + CLOUDFLARE_API_TOKEN (a token with the zone's Cache Purge permission);
 *    CLOUDFLARE_PURGE_BY=tags (default: the pages' `Cache-Tag`) or urls (the pages' URLs, for plans without tag purge);
 *  - Fastly: FASTLY_SERVICE_ID + FASTLY_API_TOKEN (purge by the pages' `Surrogate-Key`);
 *  - a webhook of your own: CDN_PURGE_WEBHOOK (POST of `{"urls":[…],"tags":[…]}`), CDN_PURGE_WEBHOOK_TOKEN sent as
 *    `Authorization: Bearer …` when set.
 * CLOUDFLARE_API_BASE and FASTLY_API_BASE move the APIs (the tests' local fakes).
 */
import { environment, scratchMode } from '../../settings'
type Env = Partial<Record<string, string | undefined>>

export type CdnTarget =
  | { kind: 'cloudflare'; api: string; zoneId: string; token: string; by: 'tags' | 'urls' }
  | { kind: 'fastly'; api: string; serviceId: string; token: string }
  | { kind: 'webhook'; url: string; token?: string }

const value = (env: Env, name: string) => env[name]?.trim() || undefined

export function cdnTargets(env: Env = environment()): CdnTarget[] {
  const targets: CdnTarget[] = []
  const zoneId = value(env, 'CLOUDFLARE_ZONE_ID')
  const cfToken = value(env, 'CLOUDFLARE_API_TOKEN')
  if (zoneId && cfToken) {
    targets.push({
      kind: 'cloudflare',
      api: (value(env, 'CLOUDFLARE_API_BASE') ?? 'https://api.cloudflare.com/client/v4').replace(/\/+$/, ''),
      zoneId,
      token: cfToken,
      by: value(env, 'CLOUDFLARE_PURGE_BY')?.toLowerCase() === 'urls' ? 'urls' : 'tags',
    })
  }
  const serviceId = value(env, 'FASTLY_SERVICE_ID')
  const fastlyToken = value(env, 'FASTLY_API_TOKEN')
  if (serviceId && fastlyToken) {
    targets.push({
      kind: 'fastly',
      api: (value(env, 'FASTLY_API_BASE') ?? 'https://api.fastly.com').replace(/\/+$/, ''),
      serviceId,
      token: fastlyToken,
    })
  }
  const webhook = value(env, 'CDN_PURGE_WEBHOOK')
  if (webhook) targets.push({ kind: 'webhook', url: webhook, token: value(env, 'CDN_PURGE_WEBHOOK_TOKEN') })
  return targets
}

/** A CDN to purge; never from a scratch copy, whose changes are not the live site's. */
export function cdnPurgeConfigured(env: Env = environment()): boolean {
  return !scratchMode(env) && cdnTargets(env).length > 0
}

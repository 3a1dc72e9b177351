/**
 * Where page views go (SPEC §4 "each is reported to analytics"): chosen by `NEXT_PUBLIC_ANALYTICS`
 * (`none` default, `plausible`, `ga`, `metrica`, `baidu`) and `NEXT_PUBLIC_ANALYTICS_ID` (the Plausible domain, the GA
 * measurement id, the Metrica counter number or the Tongji site id), or per site by ANALYTICS_CN/EN/RU.
 * Pure, so the choice is unit-tested; Analytics.tsx does the calling.
 */
export type AnalyticsSink =
  | { kind: 'none' }
  | { kind: 'plausible'; domain: string; scriptSrc: string }
  | { kind: 'ga'; measurementId: string; scriptSrc: string }
  | { kind: 'metrica'; counterId: string; scriptSrc: string }
  | { kind: 'baidu'; siteId: string; scriptSrc: string }

export const PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.manual.js'
export const GA_SCRIPT = 'https://www.googletagmanager.com/gtag/js'
export const METRICA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js'
export const BAIDU_SCRIPT = 'https://hm.baidu.com/hm.js'

/**
 * Whether a sink sets cookies: Google Analytics, Yandex.Metrica and Baidu Tongji do, so their script
 * loads only after the visitor accepts in the cookie banner; Plausible is cookieless and needs no banner.
 */
export function setsCookies(sink: AnalyticsSink): boolean {
  return sink.kind === 'ga' || sink.kind === 'metrica' || sink.kind === 'baidu'
}

export type AnalyticsEnv = {
  NEXT_PUBLIC_ANALYTICS?: string
  NEXT_PUBLIC_ANALYTICS_ID?: string
  /** Optional: a self-hosted Plausible or a proxy of gtag.js. */
  NEXT_PUBLIC_ANALYTICS_SCRIPT?: string
}

/**
 * The sink for an environment. Unknown kinds and a missing id give `none` (Plausible needs the site's domain,
 * GA its measurement id; a half-configured sink must not load a script that reports nowhere).
 */
export function analyticsSink(env: AnalyticsEnv): AnalyticsSink {
  const kind = (env.NEXT_PUBLIC_ANALYTICS ?? 'none').trim().toLowerCase()
  const id = (env.NEXT_PUBLIC_ANALYTICS_ID ?? '').trim()
  const script = (env.NEXT_PUBLIC_ANALYTICS_SCRIPT ?? '').trim()
  if (kind === 'plausible' && id !== '') return { kind: 'plausible', domain: id, scriptSrc: script || PLAUSIBLE_SCRIPT }
  if ((kind === 'ga' || kind === 'gtag' || kind === 'google') && id !== '') {
    return { kind: 'ga', measurementId: id, scriptSrc: script || `${GA_SCRIPT}?id=${encodeURIComponent(id)}` }
  }
  if ((kind === 'metrica' || kind === 'yandex') && /^\d+$/.test(id))
    return { kind: 'metrica', counterId: id, scriptSrc: script || METRICA_SCRIPT }
  if ((kind === 'baidu' || kind === 'tongji') && /^[0-9a-f]{8,64}$/i.test(id)) {
    return { kind: 'baidu', siteId: id, scriptSrc: script || `${BAIDU_SCRIPT}?${id}` }
  }
  return { kind: 'none' }
}

/**
 * The sink of one site (e.g. Baidu Tongji on /cn, Metrica on /ru, Plausible on /en), chosen at run time:
 * `ANALYTICS_CN` / `ANALYTICS_EN` / `ANALYTICS_RU` as `kind:id` (`baidu:0123abcd…`, `metrica:12345678`,
 * `plausible:example.com`, `ga:G-XXXX`, `none`); a site without its own variable uses NEXT_PUBLIC_ANALYTICS(_ID).
 */
export function analyticsSinkOfSite(
  env: AnalyticsEnv & Record<string, string | undefined>,
  site: 'cn' | 'en' | 'ru',
): AnalyticsSink {
  const own = env[`ANALYTICS_${site.toUpperCase()}`]
  if (own === undefined || own.trim() === '') return analyticsSink(env)
  const [kind, ...rest] = own.trim().split(':')
  return analyticsSink({
    NEXT_PUBLIC_ANALYTICS: kind,
    NEXT_PUBLIC_ANALYTICS_ID: rest.join(':'),
    NEXT_PUBLIC_ANALYTICS_SCRIPT: env[`ANALYTICS_${site.toUpperCase()}_SCRIPT`],
  })
}

/** The origins a sink's script loads from and reports to (for the CSP's script-src and connect-src). */
export function sinkOrigins(sink: AnalyticsSink): string[] {
  if (sink.kind === 'none') return []
  const origins = new Set<string>()
  try {
    origins.add(new URL(sink.scriptSrc).origin)
  } catch {
    // A relative script (self-hosted): 'self' covers it.
  }
  if (sink.kind === 'ga')
    ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'].forEach(
      (o) => origins.add(o),
    )
  if (sink.kind === 'metrica')
    ['https://mc.yandex.ru', 'https://mc.yandex.com', 'https://yastatic.net'].forEach((o) => origins.add(o))
  if (sink.kind === 'baidu') ['https://hm.baidu.com', 'https://hmcdn.baidu.com'].forEach((o) => origins.add(o))
  return [...origins]
}

/** Every analytics origin any of the three sites may use under these settings (the CSP is one for the process). */
export function analyticsOrigins(env: AnalyticsEnv & Record<string, string | undefined>): string[] {
  return [...new Set((['cn', 'en', 'ru'] as const).flatMap((site) => sinkOrigins(analyticsSinkOfSite(env, site))))]
}

/** The call that reports one page view (absolute URL) to a sink, as data: `window[fn](...args)`. */
export type PageViewCall =
  | { fn: 'plausible'; args: ['pageview', { u: string }] }
  | { fn: 'gtag'; args: ['event', 'page_view', { page_location: string; send_to: string }] }
  | { fn: 'ym'; args: [number, 'hit', string] }
  | { fn: '_hmt'; args: [['_trackPageview', string]] }

export function pageViewCall(sink: AnalyticsSink, url: string): PageViewCall | null {
  switch (sink.kind) {
    case 'plausible':
      return { fn: 'plausible', args: ['pageview', { u: url }] }
    case 'ga':
      return { fn: 'gtag', args: ['event', 'page_view', { page_location: url, send_to: sink.measurementId }] }
    case 'metrica':
      return { fn: 'ym', args: [Number(sink.counterId), 'hit', url] }
    case 'baidu': {
      // Tongji takes the path (and query) of this site.
      const parsed = new URL(url)
      return { fn: '_hmt', args: [['_trackPageview', `${parsed.pathname}${parsed.search}`]] }
    }
    default:
      return null
  }
}

/** The cookies each sink sets in the site's domain (what a withdrawal deletes). */
const SINK_COOKIES: Partial<Record<AnalyticsSink['kind'], RegExp>> = {
  ga: /^(?:_ga(?:_.*)?|_gid|_gat(?:_.*)?|_gcl_.*)$/,
  metrica: /^_ym(?:_|\d).*$/,
  baidu: /^(?:Hm_lvt_.*|Hm_lpvt_.*|Hm_ck_.*|HMACCOUNT(?:_BFESS)?)$/,
}

/** Of the cookie names present (`document.cookie`), those the sink set. */
export function sinkCookieNames(sink: AnalyticsSink, cookieHeader: string): string[] {
  const pattern = SINK_COOKIES[sink.kind]
  if (!pattern) return []
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name !== '' && pattern.test(name))
}

/**
 * The `document.cookie` assignments that delete a cookie wherever the sink may have set it: this host and each
 * parent domain (GA and Metrica write to the top domain), path `/`.
 */
export function cookieDeletions(name: string, hostname: string): string[] {
  const expired = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  const parts = hostname.split('.')
  const domains: string[] = []
  for (let i = 0; i < parts.length - 1; i++) domains.push(parts.slice(i).join('.'))
  return [expired, ...domains.flatMap((domain) => [`${expired}; domain=${domain}`, `${expired}; domain=.${domain}`])]
}

/**
 * Where page views go (SPEC §4 "each is reported to analytics"): chosen by `NEXT_PUBLIC_ANALYTICS`
 * (`none` default, `plausible`, `ga`) and `NEXT_PUBLIC_ANALYTICS_ID` (the Plausible domain or the GA measurement id).
 * Pure, so the choice is unit-tested; Analytics.tsx does the calling.
 */
export type AnalyticsSink =
  | { kind: 'none' }
  | { kind: 'plausible'; domain: string; scriptSrc: string }
  | { kind: 'ga'; measurementId: string; scriptSrc: string }

export const PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.manual.js'
export const GA_SCRIPT = 'https://www.googletagmanager.com/gtag/js'

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
  return { kind: 'none' }
}

/** The call that reports one page view (absolute URL) to a sink, as data: `window[fn](...args)`. */
export type PageViewCall =
  | { fn: 'plausible'; args: ['pageview', { u: string }] }
  | { fn: 'gtag'; args: ['event', 'page_view', { page_location: string; send_to: string }] }

export function pageViewCall(sink: AnalyticsSink, url: string): PageViewCall | null {
  switch (sink.kind) {
    case 'plausible':
      return { fn: 'plausible', args: ['pageview', { u: url }] }
    case 'ga':
      return { fn: 'gtag', args: ['event', 'page_view', { page_location: url, send_to: sink.measurementId }] }
    default:
      return null
  }
}

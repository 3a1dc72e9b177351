'use client'
/**
 * Analytics and the cookie banner of a site, from the sink configured at run time (GET
 * /next/analytics/{site}, read once per page load): nothing for `none`, page views for a cookieless sink, and for a
 * sink that sets cookies the banner first.
 */
import type { Locale, Site } from '../../domain/locale'
import { Analytics } from './Analytics'
import { CookieBanner } from './CookieBanner'
import { useSiteAnalytics } from './site-analytics'

export function AnalyticsRoot({ site, locale }: { site: Site; locale: Locale }) {
  const analytics = useSiteAnalytics(site)
  if (!analytics || analytics.sink.kind === 'none') return null
  return (
    <>
      <Analytics site={site} sink={analytics.sink} />
      {analytics.setsCookies && <CookieBanner site={site} locale={locale} sink={analytics.sink} />}
    </>
  )
}

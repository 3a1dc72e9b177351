'use client'
/**
 * Analytics and the cookie banner of a site (issue 23), from the sink configured at run time (GET
 * /next/analytics/{site}, read once per page load): nothing for `none`, page views for a cookieless sink, and for a
 * sink that sets cookies the banner first.
 */
import { useEffect, useState } from 'react'

import type { Locale, Site } from '../../domain/locale'
import { Analytics } from './Analytics'
import type { AnalyticsSink } from './analytics-sink'
import { CookieBanner } from './CookieBanner'

type SiteAnalytics = { sink: AnalyticsSink; setsCookies: boolean }

const loads = new Map<Site, Promise<SiteAnalytics>>()

export function loadSiteAnalytics(site: Site): Promise<SiteAnalytics> {
  let load = loads.get(site)
  if (!load) {
    load = fetch(`/next/analytics/${site}`, { credentials: 'omit' })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<SiteAnalytics>)
          : { sink: { kind: 'none' as const }, setsCookies: false },
      )
      .catch(() => ({ sink: { kind: 'none' as const }, setsCookies: false }))
    loads.set(site, load)
  }
  return load
}

export function useSiteAnalytics(site: Site): SiteAnalytics | null {
  const [value, setValue] = useState<SiteAnalytics | null>(null)
  useEffect(() => {
    let live = true
    void loadSiteAnalytics(site).then((loaded) => live && setValue(loaded))
    return () => {
      live = false
    }
  }, [site])
  return value
}

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

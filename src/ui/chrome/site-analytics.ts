'use client'
/** The analytics sink a site is configured with at run time (GET /next/analytics/{site}), read once per page load. */
import { useEffect, useState } from 'react'

import type { Site } from '../../domain/locale'
import type { AnalyticsSink } from '../../domain/analytics-sink'

export type SiteAnalytics = { sink: AnalyticsSink; setsCookies: boolean }

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

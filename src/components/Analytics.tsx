'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import Script from 'next/script'
import { Suspense, useEffect } from 'react'

import { pageViewCall, type AnalyticsSink } from './analytics-sink'

type Queued = ((...args: unknown[]) => void) & { q?: unknown[][] }

declare global {
  interface Window {
    plausible?: Queued
    gtag?: (...args: unknown[]) => void
    dataLayer?: unknown[]
  }
}

/** The sinks' queueing stubs, so page views made before the script loads are not lost. */
function installStub(sink: AnalyticsSink) {
  if (sink.kind === 'plausible' && !window.plausible) {
    const stub: Queued = (...args: unknown[]) => {
      ;(stub.q = stub.q || []).push(args)
    }
    window.plausible = stub
  }
  if (sink.kind === 'ga' && !window.gtag) {
    window.dataLayer = window.dataLayer || []
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments)
    }
    window.gtag('js', new Date())
    // Page views are sent by us on each route change, not by gtag's automatic first one.
    window.gtag('config', sink.measurementId, { send_page_view: false })
  }
}

function PageViews({ sink }: { sink: AnalyticsSink }) {
  const pathname = usePathname()
  const search = useSearchParams()?.toString() ?? ''
  useEffect(() => {
    installStub(sink)
    const url = `${window.location.origin}${pathname}${search ? `?${search}` : ''}`
    const call = pageViewCall(sink, url)
    if (!call) return
    if (call.fn === 'plausible') window.plausible?.(...call.args)
    else window.gtag?.(...call.args)
  }, [sink, pathname, search])
  return null
}

/**
 * Reports each page view (SPEC §4) to the sink chosen by `analyticsSink(process.env)` (SiteChrome does the choosing
 * on the server and renders nothing for `none`). The sink's script loads with next/script after hydration.
 * For the CSP, set ANALYTICS_SCRIPT_ORIGIN (next.config.ts) to the script's origin.
 */
export function Analytics({ sink }: { sink: AnalyticsSink }) {
  if (sink.kind === 'none') return null
  return (
    <>
      {sink.kind === 'plausible' ? (
        <Script src={sink.scriptSrc} data-domain={sink.domain} strategy="afterInteractive" />
      ) : (
        <Script src={sink.scriptSrc} strategy="afterInteractive" />
      )}
      <Suspense fallback={null}>
        <PageViews sink={sink} />
      </Suspense>
    </>
  )
}

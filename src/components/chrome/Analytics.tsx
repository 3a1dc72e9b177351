'use client'

import { usePathname, useSearchParams } from 'next/navigation'
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

type ScriptDocument = {
  querySelector(selector: string): unknown
  createElement(tag: 'script'): { src: string; async: boolean; dataset: Record<string, string | undefined> }
  head: { appendChild(node: never): unknown }
}

/** Adds the sink's script to the page once (what next/script's `afterInteractive` does, without its code). */
export function addSinkScript(doc: ScriptDocument, sink: AnalyticsSink): boolean {
  if (sink.kind === 'none' || doc.querySelector(`script[data-analytics="${sink.kind}"]`)) return false
  const script = doc.createElement('script')
  script.src = sink.scriptSrc
  script.async = true
  script.dataset.analytics = sink.kind
  if (sink.kind === 'plausible') script.dataset.domain = sink.domain
  doc.head.appendChild(script as never)
  return true
}

/**
 * Reports each page view (SPEC §4) to the sink chosen by `analyticsSink(process.env)` (SiteChrome does the choosing
 * on the server and renders nothing for `none`). The sink's script is added after hydration.
 * For the CSP, set ANALYTICS_SCRIPT_ORIGIN (next.config.ts) to the script's origin.
 */
export function Analytics({ sink }: { sink: AnalyticsSink }) {
  // After hydration, like next/script's afterInteractive.
  useEffect(() => void addSinkScript(document as unknown as ScriptDocument, sink), [sink])
  if (sink.kind === 'none') return null
  return (
    <Suspense fallback={null}>
      <PageViews sink={sink} />
    </Suspense>
  )
}

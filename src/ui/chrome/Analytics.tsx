'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect } from 'react'

import type { Site } from '../../domain/locale'
import {
  cookieDeletions,
  pageViewCall,
  setsCookies,
  sinkCookieNames,
  type AnalyticsSink,
} from '../../domain/analytics-sink'
import { useCookieChoice } from './cookie-choice'

type Queued = ((...args: unknown[]) => void) & { q?: unknown[][] }

declare global {
  interface Window {
    plausible?: Queued
    gtag?: (...args: unknown[]) => void
    dataLayer?: unknown[]
    ym?: Queued & { a?: unknown[]; l?: number }
    _hmt?: unknown[]
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
  if (sink.kind === 'metrica' && !window.ym) {
    const stub = function ym() {
      // tag.js reads the queued `arguments` objects.
      // eslint-disable-next-line prefer-rest-params
      ;(stub.a = stub.a || []).push(arguments)
    } as unknown as NonNullable<Window['ym']>
    stub.l = Date.now()
    window.ym = stub
    // Hits are sent by us on each route change (defer: no automatic first one).
    window.ym(Number(sink.counterId), 'init', {
      defer: true,
      clickmap: false,
      trackLinks: true,
      accurateTrackBounce: true,
    })
  }
  if (sink.kind === 'baidu' && !window._hmt) {
    window._hmt = [['_setAutoPageview', false]]
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
    else if (call.fn === 'gtag') window.gtag?.(...call.args)
    else if (call.fn === 'ym') window.ym?.(...call.args)
    else window._hmt?.push(...call.args)
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

type WithdrawDocument = {
  cookie: string
  querySelectorAll(selector: string): ArrayLike<{ remove(): void }>
}

/**
 * Withdrawal without a reload: the sink's script element goes, its global is replaced by a no-op (a script already
 * run cannot be unloaded, but it reports nothing more: GA's opt-out flag too), and every cookie it set is deleted
 * from this host and its parent domains.
 */
export function withdrawSink(doc: WithdrawDocument, win: Record<string, unknown>, sink: AnalyticsSink, host: string) {
  if (sink.kind === 'none') return
  const scripts = doc.querySelectorAll(`script[data-analytics="${sink.kind}"]`)
  for (let i = 0; i < scripts.length; i++) scripts[i]!.remove()
  const noop = () => {}
  if (sink.kind === 'ga') {
    win[`ga-disable-${sink.measurementId}`] = true
    win.gtag = noop
    win.dataLayer = []
  }
  if (sink.kind === 'metrica') win.ym = noop
  if (sink.kind === 'baidu') win._hmt = { push: noop }
  if (sink.kind === 'plausible') win.plausible = noop
  for (const name of sinkCookieNames(sink, doc.cookie))
    for (const deletion of cookieDeletions(name, host)) doc.cookie = deletion
}

/**
 * Reports each page view (SPEC §4) to the sink chosen by `analyticsSinkOfSite(environment(), site)` (SiteChrome does the
 * choosing on the server and renders nothing for `none`). The sink's script is added after hydration, and for a sink
 * that sets cookies only once the visitor has accepted them.
 * For the CSP, set ANALYTICS_SCRIPT_ORIGIN (next.config.ts) to the script's origin.
 */
export function Analytics({ site, sink }: { site: Site; sink: AnalyticsSink }) {
  // A sink that sets cookies waits for the visitor's "accept" in this site's cookie banner.
  const choice = useCookieChoice(site)
  const allowed = !setsCookies(sink) || choice === 'accepted'
  // After hydration, like next/script's afterInteractive.
  useEffect(() => {
    if (allowed) addSinkScript(document as unknown as ScriptDocument, sink)
    else if (choice === 'rejected' && setsCookies(sink))
      withdrawSink(document, window as unknown as Record<string, unknown>, sink, window.location.hostname)
  }, [sink, allowed, choice])
  if (sink.kind === 'none' || !allowed) return null
  return (
    <Suspense fallback={null}>
      <PageViews sink={sink} />
    </Suspense>
  )
}

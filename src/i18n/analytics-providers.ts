import type { AnalyticsSink } from '../domain/analytics-sink'
import type { Locale } from '../domain/locale'
import { textsIn } from './catalogue'
import { ANALYTICS_PROVIDERS } from './messages/analytics-providers'

/** Who runs a cookie-setting sink and where, as the banner names it (the visitor consents to that provider). */
export function sinkProvider(sink: AnalyticsSink, locale: Locale): string {
  const names: Record<string, string> = textsIn(ANALYTICS_PROVIDERS, locale)
  return Object.prototype.hasOwnProperty.call(names, sink.kind) ? names[sink.kind]! : ''
}

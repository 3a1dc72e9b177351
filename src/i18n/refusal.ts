import type { Locale } from '../domain/locale'
import { fill } from './fill'
import { REFUSAL_REASONS, type RefusalReason } from './messages/answers'

export function refusalMessage(
  reason: RefusalReason,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return fill(REFUSAL_REASONS[locale][reason], params)
}

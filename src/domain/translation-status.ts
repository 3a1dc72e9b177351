/**
 * What is left to translate: a document's en or ru text is missing, or older than its Chinese text.
 * The translation state records when each locale was last saved (ISO timestamps).
 */
export type TranslationState = Partial<Record<'zh' | 'en' | 'ru', string>>
export type TranslationTarget = 'en' | 'ru'
export type TranslationNeed = { locale: TranslationTarget; reason: 'missing' | 'outdated' }

export const TRANSLATION_TARGETS: readonly TranslationTarget[] = ['en', 'ru']

export function translationNeeds(state: TranslationState | null | undefined): TranslationNeed[] {
  const zh = state?.zh ? Date.parse(state.zh) : NaN
  const needs: TranslationNeed[] = []
  for (const locale of TRANSLATION_TARGETS) {
    const saved = state?.[locale] ? Date.parse(state[locale]!) : NaN
    if (Number.isNaN(saved)) needs.push({ locale, reason: 'missing' })
    else if (!Number.isNaN(zh) && saved < zh) needs.push({ locale, reason: 'outdated' })
  }
  return needs
}

/** 'done' | 'missing' | 'outdated' for one locale, as the per-locale list column shows it. */
export function localeStatus(state: TranslationState | null | undefined, locale: 'zh' | TranslationTarget): 'done' | 'missing' | 'outdated' {
  if (locale === 'zh') return state?.zh ? 'done' : 'missing'
  return translationNeeds(state).find((need) => need.locale === locale)?.reason ?? 'done'
}

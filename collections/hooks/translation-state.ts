/**
 * Translation state: when a locale of a document is saved, record when. The translation-status view and the
 * per-locale list column compare en and ru against zh: missing, or older than the Chinese text, means "to translate".
 */
import type { CollectionBeforeChangeHook, Field } from 'payload'

export type TranslationState = Partial<Record<'zh' | 'en' | 'ru', string>>

export const translationStateField: Field = {
  name: 'translationState',
  type: 'json',
  label: { en: 'Translations', zh: '翻译状态', ru: 'Переводы' },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'When each language was last saved. Kept up to date automatically.',
    components: {
      Cell: '/components/admin/TranslationStateCell#TranslationStateCell',
      // Our own display: the JSON editor would load Monaco from a CDN.
      Field: '/components/admin/TranslationStateField#TranslationStateField',
    },
  },
}

export const recordTranslationState: CollectionBeforeChangeHook = ({ data, originalDoc, req, context }) => {
  if (context.skipTranslationState) return data
  const locale = req.locale
  if (!locale || locale === 'all') return data
  const previous = ((originalDoc as { translationState?: TranslationState } | undefined)?.translationState ?? {}) as TranslationState
  const fromSeed = context.translationState as TranslationState | undefined
  return { ...data, translationState: fromSeed ?? { ...previous, [locale]: new Date().toISOString() } }
}

/**
 * Translation state, by content: each save of a locale records the hashes of its translatable values and, for en and
 * ru, the hashes of the source each field was translated from (src/domain/translation-status.ts). After the save the
 * document's two translation tasks (en, ru) are brought up to date for the /admin/translations view.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionConfig, Field, PayloadRequest } from 'payload'

import {
  TRANSLATION_TARGETS,
  fieldNeeds,
  localeStatus,
  recordSave,
  translatableTexts,
  valueText,
  type ContentLocale,
  type FieldLike,
  type TranslationState,
} from '../../src/domain/translation-status'

export type { TranslationState }

export const translationStateField: Field = {
  name: 'translationState',
  type: 'json',
  label: { en: 'Translations', zh: '翻译状态', ru: 'Переводы' },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: {
      en: 'Which languages need work, field by field. Kept up to date automatically.',
      zh: '各语言需要翻译或更新的字段，自动维护。',
      ru: 'Какие поля каких языков требуют перевода. Обновляется автоматически.',
    },
    components: {
      Cell: '/components/admin/TranslationStateCell#TranslationStateCell',
      // Our own display: the JSON editor would load Monaco from a CDN.
      Field: '/components/admin/TranslationStateField#TranslationStateField',
    },
  },
}

const CONTENT_LOCALES: readonly string[] = ['zh', 'en', 'ru']

function titleText(collection: CollectionConfig, doc: Record<string, unknown>): string {
  const field = collection.admin?.useAsTitle
  return field ? valueText('text', doc[field]) : ''
}

export const recordTranslationState: CollectionBeforeChangeHook = ({ data, originalDoc, req, collection }) => {
  const locale = req.locale
  if (!locale || !CONTENT_LOCALES.includes(locale)) return data
  const fields = collection.fields as unknown as FieldLike[]
  const before = (originalDoc ?? {}) as Record<string, unknown>
  const after = { ...before, ...data }
  const user = req.user as { email?: string } | null | undefined
  const state = recordSave(
    before.translationState as TranslationState | undefined,
    locale as ContentLocale,
    translatableTexts(fields, after),
    translatableTexts(fields, before),
    { at: new Date().toISOString(), by: user?.email, title: titleText(collection, after) },
  )
  return { ...data, translationState: state }
}

/** The document's en and ru rows in `translation-tasks`, created or updated in place (one query each way). */
export async function syncTranslationTasks(req: PayloadRequest, collection: string, doc: Record<string, unknown>): Promise<void> {
  const state = (doc.translationState ?? {}) as TranslationState
  const docId = Number(doc.id)
  if (!Number.isFinite(docId)) return
  const { docs } = await req.payload.find({
    collection: 'translation-tasks',
    where: { and: [{ collection: { equals: collection } }, { docId: { equals: docId } }] },
    depth: 0,
    limit: 2,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const title = (locale: ContentLocale) => {
    const record = state[locale]
    return typeof record === 'object' ? (record.title ?? null) : null
  }
  const fallbackTitle = String(doc[(req.payload.collections[collection as 'pages']?.config.admin?.useAsTitle as string) ?? 'id'] ?? '')
  for (const locale of TRANSLATION_TARGETS) {
    const needs = fieldNeeds(state, locale)
    const data = {
      collection,
      docId,
      locale,
      state: localeStatus(state, locale),
      fields: needs,
      firstField: needs[0]?.path ?? null,
      titleZh: title('zh') ?? fallbackTitle,
      titleEn: title('en'),
      titleRu: title('ru'),
    } as const
    const existing = docs.find((row) => row.locale === locale)
    if (existing) {
      await req.payload.update({ collection: 'translation-tasks', id: existing.id, data, depth: 0, overrideAccess: true, req, context: { disableRevalidate: true } })
    } else {
      await req.payload.create({ collection: 'translation-tasks', data, depth: 0, overrideAccess: true, req, context: { disableRevalidate: true } })
    }
  }
}

export const syncTasksAfterChange: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
  await syncTranslationTasks(req, collection.slug, doc as Record<string, unknown>)
  return doc
}

export const deleteTasksAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, collection }) => {
  await req.payload.delete({
    collection: 'translation-tasks',
    where: { and: [{ collection: { equals: collection.slug } }, { docId: { equals: Number((doc as { id: unknown }).id) } }] },
    overrideAccess: true,
    req,
  })
  return doc
}

/** Every collection with a translation state also keeps its translation tasks. */
export function withTranslationTasks(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    const tracked = collection.fields.some((field) => 'name' in field && field.name === 'translationState')
    if (!tracked) return collection
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), syncTasksAfterChange],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), deleteTasksAfterDelete],
      },
    }
  })
}

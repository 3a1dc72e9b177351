/**
 * Two admin endpoints on every translated collection with drafts (added by collections/editor-aids.ts), staff only:
 * - GET  /api/{collection}/{id}/unpublished: which locales (and whether shared fields) of the latest draft differ from
 *   the published document, with who saved each locale last and when, for the warning above the document;
 * - POST /api/{collection}/{id}/copy-structure?locale=en|ru: the locale's blocks rebuilt on the Chinese structure
 *   (src/domain/translation-status.ts copyStructure), saved as a draft of that locale.
 */
import type { CollectionSlug, Endpoint, PayloadRequest } from 'payload'

import { copyStructure, lastSave, unpublishedParts, type FieldLike, type TranslationState } from '../../src/domain/translation-status'
import { staffRole } from '../access'

function fail(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status })
}

function documentId(req: PayloadRequest): number | null {
  const id = Number(req.routeParams?.id)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export function unpublishedEndpoint(slug: CollectionSlug): Endpoint {
  return {
    path: '/:id/unpublished',
    method: 'get',
    handler: async (req) => {
      if (!staffRole(req)) return fail(403, 'Staff only.')
      const id = documentId(req)
      if (!id) return fail(400, 'Not a document id.')
      const read = (draft: boolean) =>
        req.payload.findByID({ collection: slug, id, locale: 'all', draft, depth: 0, req, overrideAccess: false, disableErrors: true })
      const published = await read(false)
      const draft = await read(true)
      if (!draft) return fail(404, 'Not found.')
      const status = (published as { _status?: unknown } | null)?._status
      const everPublished = status === 'published' || (typeof status === 'object' && status !== null && Object.values(status).includes('published'))
      const fields = req.payload.collections[slug].config.fields as unknown as FieldLike[]
      const parts = unpublishedParts(fields, everPublished ? published : {}, draft)
      const state = (draft as { translationState?: TranslationState }).translationState
      return Response.json({
        everPublished,
        locales: parts.locales.map((locale) => ({ locale, ...lastSave(state, locale) })),
        shared: parts.shared,
      })
    },
  }
}

export function copyStructureEndpoint(slug: CollectionSlug): Endpoint {
  return {
    path: '/:id/copy-structure',
    method: 'post',
    handler: async (req) => {
      if (!staffRole(req)) return fail(403, 'Staff only.')
      const id = documentId(req)
      if (!id) return fail(400, 'Not a document id.')
      const target = new URL(req.url ?? 'http://x/').searchParams.get('locale')
      if (target !== 'en' && target !== 'ru') return fail(400, 'locale must be en or ru.')
      const fields = req.payload.collections[slug].config.fields as unknown as FieldLike[]
      const structural = fields.filter((f) => f.localized && (f.type === 'blocks' || f.type === 'array') && f.name)
      if (structural.length === 0) return fail(400, 'This collection has no localized blocks.')
      const read = (locale: 'zh' | 'en' | 'ru') =>
        req.payload.findByID({ collection: slug, id, locale, fallbackLocale: false, draft: true, depth: 0, req, overrideAccess: false, disableErrors: true })
      // One after the other: the local API sets the locale on the shared request.
      const source = await read('zh')
      const own = await read(target)
      if (!source || !own) return fail(404, 'Not found.')
      const data: Record<string, unknown> = {}
      let rows = 0
      for (const field of structural) {
        const copied = copyStructure(field, (source as unknown as Record<string, unknown>)[field.name!], (own as unknown as Record<string, unknown>)[field.name!])
        data[field.name!] = copied
        rows += copied.length
      }
      await req.payload.update({ collection: slug, id, locale: target, data: { ...data, _status: 'draft' } as never, draft: true, depth: 0, req, overrideAccess: false })
      return Response.json({ copied: rows })
    },
  }
}

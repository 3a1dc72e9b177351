/**
 * Two admin endpoints on every translated collection with drafts (added by src/features/translations/editor-aids.ts), staff only:
 * - GET  /api/{collection}/{id}/unpublished: which locales (and whether shared fields) of the latest draft differ from
 *   the published document, with who saved each locale last and when, for the warning above the document; and who
 *   else has the document open (presence), polled by the toolbar every 15 s;
 * - POST /api/{collection}/{id}/copy-structure?locale=en|ru: the locale's blocks rebuilt on the Chinese structure
 *   (src/domain/translation-status.ts copyStructure), saved as a draft of that locale.
 */
import type { CollectionSlug, Endpoint, PayloadRequest } from 'payload'

import {
  copyStructure,
  lastSave,
  unpublishedParts,
  type FieldLike,
  type TranslationState,
} from '../../../domain/translation-status'
import { staffRole } from '../../../cms/access'

function fail(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status })
}

/** How long an open editor counts as present after its last poll (the toolbar polls every 15 s). */
export const PRESENCE_SECONDS = 45

/**
 * Presence: records that this staff user has the document open (a row of Payload's own preferences,
 * `presence:<collection>:<id>`, shared by every instance through the database) and returns the other staff users
 * who had it open within the last PRESENCE_SECONDS. Payload's lock only starts with a change; this tells an editor
 * at once who else is reading or about to change the document.
 */
async function notePresence(
  req: PayloadRequest,
  slug: string,
  id: number,
): Promise<{ email: string; since: string }[]> {
  const user = req.user as { id: number | string; email?: string; collection?: string } | null
  if (!user) return []
  const key = `presence:${slug}:${id}`
  const mine = await req.payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: key } },
        { 'user.value': { equals: user.id } },
        { 'user.relationTo': { equals: user.collection ?? 'users' } },
      ],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const now = new Date().toISOString()
  const since = (mine.docs[0]?.value as { since?: string } | undefined)?.since
  const fresh = mine.docs[0] && Date.now() - Date.parse(String(mine.docs[0].updatedAt)) < PRESENCE_SECONDS * 1000
  const value = { since: fresh && since ? since : now }
  if (mine.docs[0])
    await req.payload.update({
      collection: 'payload-preferences',
      id: mine.docs[0].id,
      data: { value },
      depth: 0,
      overrideAccess: true,
      req,
    })
  else
    await req.payload.create({
      collection: 'payload-preferences',
      data: { key, user: { relationTo: (user.collection ?? 'users') as 'users', value: user.id as number }, value },
      depth: 0,
      overrideAccess: true,
      req,
    })
  const others = await req.payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: key } },
        { updatedAt: { greater_than: new Date(Date.now() - PRESENCE_SECONDS * 1000).toISOString() } },
      ],
    },
    depth: 1,
    limit: 20,
    overrideAccess: true,
    req,
  })
  return others.docs
    .map((row) => ({
      user: (row.user as { value?: { id?: unknown; email?: string } })?.value,
      since: (row.value as { since?: string } | undefined)?.since ?? String(row.updatedAt),
    }))
    .filter((row) => row.user && row.user.id !== user.id && row.user.email)
    .map((row) => ({ email: row.user!.email!, since: row.since }))
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
        req.payload.findByID({
          collection: slug,
          id,
          locale: 'all',
          draft,
          depth: 0,
          req,
          overrideAccess: false,
          disableErrors: true,
        })
      const published = await read(false)
      const draft = await read(true)
      if (!draft) return fail(404, 'Not found.')
      const status = (published as { _status?: unknown } | null)?._status
      const everPublished =
        status === 'published' ||
        (typeof status === 'object' && status !== null && Object.values(status).includes('published'))
      const fields = req.payload.collections[slug].config.fields as unknown as FieldLike[]
      const parts = unpublishedParts(fields, everPublished ? published : {}, draft)
      const state = (draft as { translationState?: TranslationState }).translationState
      return Response.json(
        {
          everPublished,
          locales: parts.locales.map((locale) => ({ locale, ...lastSave(state, locale) })),
          shared: parts.shared,
          present: await notePresence(req, slug, id),
        },
        { headers: { 'Cache-Control': 'private, no-store' } },
      )
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
        req.payload.findByID({
          collection: slug,
          id,
          locale,
          fallbackLocale: false,
          draft: true,
          depth: 0,
          req,
          overrideAccess: false,
          disableErrors: true,
        })
      // One after the other: the local API sets the locale on the shared request.
      const source = await read('zh')
      const own = await read(target)
      if (!source || !own) return fail(404, 'Not found.')
      const data: Record<string, unknown> = {}
      let rows = 0
      for (const field of structural) {
        const copied = copyStructure(
          field,
          (source as unknown as Record<string, unknown>)[field.name!],
          (own as unknown as Record<string, unknown>)[field.name!],
        )
        data[field.name!] = copied
        rows += copied.length
      }
      await req.payload.update({
        collection: slug,
        id,
        locale: target,
        data: { ...data, _status: 'draft' } as never,
        draft: true,
        depth: 0,
        req,
        overrideAccess: false,
      })
      return Response.json({ copied: rows })
    },
  }
}

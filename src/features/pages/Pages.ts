import type { CollectionConfig, Where } from 'payload'
import { ValidationError } from 'payload'

import { pageBlocks } from '../../ui/blocks'
import { tags } from '../../server/cache/tags'
import {
  canEditContent,
  canUpdateContent,
  contentVersions,
  lockSharedFieldsForTranslators,
  publishedOrStaff,
} from '../../cms/access'
import { exposePublishedMedia } from '../media/published-media'
import { expireTags } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { draftVersions, groups, inAdminLanguage, label, sitesField } from '../../cms/shared'

/** A page path: '' for home, otherwise segments of letters, digits, - and _ (e.g. product/trade, content/faq). */
export const PAGE_PATH = /^(?:[A-Za-z0-9][\w-]*(?:\/[A-Za-z0-9][\w-]*)*)?$/

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: label('pages.singular'),
    plural: label('pages.plural'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'sites', 'translationState', '_status', 'updatedAt'],
    group: groups.content,
    listSearchableFields: ['title', 'path'],
    description: label('pages.description'),
  },
  access: {
    read: publishedOrStaff,
    readVersions: contentVersions,
    create: canEditContent,
    update: canUpdateContent,
    delete: canEditContent,
  },
  versions: draftVersions,
  fields: lockSharedFieldsForTranslators([
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: label('pages.title'),
    },
    {
      name: 'path',
      type: 'text',
      index: true,
      defaultValue: '',
      label: label('pages.path'),
      admin: {
        position: 'sidebar',
        description: label('pages.path.description'),
      },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
        PAGE_PATH.test(typeof value === 'string' ? value : '') || inAdminLanguage(label('pages.path.invalid'), req),
    },
    sitesField,
    {
      name: 'layout',
      type: 'blocks',
      localized: true,
      blocks: pageBlocks,
      label: label('pages.layout'),
      labels: { singular: label('pages.layout.singular'), plural: label('pages.layout.plural') },
    },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [
      recordTranslationState,
      // Unique per (path, site) among published pages: no two pages may publish the same path on the same site.
      // Drafts may clash (an editor's half-done draft).
      async ({ data, originalDoc, req }) => {
        if (data._status !== 'published') return data
        const path = (data.path ?? originalDoc?.path ?? '') as string
        const sites = (data.sites ?? originalDoc?.sites ?? []) as string[]
        const where: Where = {
          and: [{ path: { equals: path } }, { sites: { in: sites } }, { _status: { equals: 'published' } }],
        }
        if (originalDoc?.id) where.and!.push({ id: { not_equals: originalDoc.id } })
        const clash = await req.payload.find({
          collection: 'pages',
          where,
          limit: 1,
          depth: 0,
          req,
          overrideAccess: true,
        })
        if (clash.docs.length > 0) {
          throw new ValidationError({
            collection: 'pages',
            errors: [
              {
                path: 'path',
                message: inAdminLanguage(label('pages.path.taken', { path }), req),
              },
            ],
          })
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, context, req }) => {
        if (!context.disableRevalidate) {
          await expireTags(
            [tags.page(doc.path ?? ''), tags.page(previousDoc?.path ?? doc.path ?? ''), tags.collection('pages')],
            { req, doc, previousDoc },
          )
        }
        return doc
      },
      exposePublishedMedia,
    ],
    afterDelete: [
      async ({ doc, context, req }) => {
        if (!context.disableRevalidate)
          await expireTags([tags.page(doc.path ?? ''), tags.collection('pages')], { req, previousDoc: doc })
        return doc
      },
    ],
  },
}

import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { canEditContent, canUpdateContent, lockSharedFieldsForTranslators, staffRole } from '../../cms/access'
import { revalidateCollection } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { groups, label } from '../../cms/shared'
import { setting } from '../../settings'
import { MEDIA_CONTENT_SECURITY_POLICY } from '../../server/security-headers'
import { answerRefusedUpload, pasteUrlRefused, refuseUrlFetch } from './upload-guard'

/**
 * A replaced file or a changed alt text shows on every page that uses it (src/data/payload.ts tags reads with media).
 */
const revalidate = revalidateCollection('media')

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: label('media.singular'), plural: label('media.plural') },
  admin: {
    group: groups.content,
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'translationState', 'updatedAt'],
  },
  // Staff see every file; guests (and members) only those a published document shows (hooks/published-media.ts):
  // the same rule lists them (`/api/media`, GraphQL) and serves them (`/api/media/file/…`, its sizes too).
  access: {
    read: ({ req }) => (staffRole(req) ? true : { public: { equals: true } }),
    create: canEditContent,
    update: canUpdateContent,
    delete: canEditContent,
  },
  upload: {
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), setting('MEDIA_DIR')),
    mimeTypes: ['image/*', 'video/mp4', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
    focalPoint: true,
    // Files are uploaded as files; the server fetches no URL (upload-guard.ts).
    pasteURL: false,
    externalFileHeaderFilter: refuseUrlFetch,
    // Served on the site's origin: never a document that runs script (an SVG), whatever the storage.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY)
      headers.set('x-content-type-options', 'nosniff')
      return headers
    },
  },
  fields: lockSharedFieldsForTranslators([
    {
      name: 'public',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label('media.public'),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: label('media.public.description'),
      },
    },
    {
      name: 'alt',
      type: 'text',
      localized: true,
      label: label('media.alt'),
    },
    // Alt texts are translated and tracked like the content (tasks in /admin/translations).
    translationStateField,
  ]),
  endpoints: [pasteUrlRefused],
  hooks: {
    afterError: [answerRefusedUpload],
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}

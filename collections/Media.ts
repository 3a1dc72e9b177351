import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from './access'
import { revalidateCollection } from './hooks/revalidate'
import { groups } from './shared'

/** A replaced file or a changed alt text shows on every page that uses it (src/data/payload.ts tags reads with media). */
const revalidate = revalidateCollection('media')

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Media', zh: '媒体', ru: 'Медиа' }, plural: { en: 'Media', zh: '媒体库', ru: 'Медиа' } },
  admin: { group: groups.content, defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  upload: {
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.MEDIA_DIR || 'media'),
    mimeTypes: ['image/*', 'video/mp4', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
    focalPoint: true,
  },
  fields: lockSharedFieldsForTranslators([
    { name: 'alt', type: 'text', localized: true, label: { en: 'Alternative text', zh: '替代文字', ru: 'Альтернативный текст' } },
  ]),
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
}

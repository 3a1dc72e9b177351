import type { Block } from 'payload'

import { headingField } from '../fields'

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    headingField,
    { name: 'url', type: 'text', required: true, admin: { description: 'An MP4 file (e.g. from Media) or its URL.' } },
    { name: 'poster', type: 'upload', relationTo: 'media' },
    { name: 'caption', type: 'text' },
  ],
}

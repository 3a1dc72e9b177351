import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField } from '../fields'

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: label('block-video.singular'), plural: label('block-video.plural') },
  fields: [
    headingField,
    {
      name: 'url',
      type: 'text',
      required: true,
      label: label('block-video.url'),
      admin: {
        description: label('block-video.url.description'),
      },
    },
    { name: 'poster', type: 'upload', relationTo: 'media', label: label('block-video.poster') },
    { name: 'caption', type: 'text', label: label('block-video.caption') },
  ],
}

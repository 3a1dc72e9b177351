import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField } from '../fields'

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: label('Video', '视频', 'Видео'), plural: label('Videos', '视频', 'Видео') },
  fields: [
    headingField,
    {
      name: 'url',
      type: 'text',
      required: true,
      label: label('Video URL', '视频地址', 'Адрес видео'),
      admin: {
        description: label(
          'An MP4 file (e.g. from Media) or its URL.',
          'MP4 文件（例如来自媒体库）或其网址。',
          'Файл MP4 (например, из раздела «Медиа») или его адрес.',
        ),
      },
    },
    { name: 'poster', type: 'upload', relationTo: 'media', label: label('Poster image', '封面图', 'Обложка') },
    { name: 'caption', type: 'text', label: label('Caption', '说明文字', 'Подпись') },
  ],
}

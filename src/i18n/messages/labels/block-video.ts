/** The admin's labels and help texts of ui/blocks/Video/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_VIDEO = part({
  zh: {
    singular: '视频',
    plural: '视频',
    url: '视频地址',
    'url.description': 'MP4 文件（例如来自媒体库）或其网址。',
    poster: '封面图',
    caption: '说明文字',
  },
  en: {
    singular: 'Video',
    plural: 'Videos',
    url: 'Video URL',
    'url.description': 'An MP4 file (e.g. from Media) or its URL.',
    poster: 'Poster image',
    caption: 'Caption',
  },
  ru: {
    singular: 'Видео',
    plural: 'Видео',
    url: 'Адрес видео',
    'url.description': 'Файл MP4 (например, из раздела «Медиа») или его адрес.',
    poster: 'Обложка',
    caption: 'Подпись',
  },
})

/** The admin's labels and help texts of features/news/News.ts, by field (and option). */
import { part } from '../../catalogue'

export const NEWS = part({
  zh: {
    title: '标题',
    'slug.description': '用于 /cn/news/detail?id=…',
    date: '发布日期',
    category: '分类',
    cover: '封面图',
    summary: '摘要',
    body: '正文',
    videoUrl: '视频地址',
    'videoUrl.description': '可选视频，在 /cn/news/detail/play 播放。',
  },
  en: {
    title: 'Title',
    'slug.description': 'Used in /cn/news/detail?id=…',
    date: 'Date',
    category: 'Category',
    cover: 'Cover image',
    summary: 'Summary',
    body: 'Body',
    videoUrl: 'Video URL',
    'videoUrl.description': 'Optional video, played at /cn/news/detail/play.',
  },
  ru: {
    title: 'Заголовок',
    'slug.description': 'Используется в /cn/news/detail?id=…',
    date: 'Дата',
    category: 'Рубрика',
    cover: 'Обложка',
    summary: 'Краткое описание',
    body: 'Текст статьи',
    videoUrl: 'Адрес видео',
    'videoUrl.description': 'Необязательное видео, воспроизводится на /cn/news/detail/play.',
  },
})

/** The admin's labels and help texts of features/media/Media.ts, by field (and option). */
import { part } from '../../catalogue'

export const MEDIA = part({
  zh: {
    plural: '媒体库',
    singular: '媒体',
    public: '已在公开站点使用',
    'public.description': '首次被已发布的页面、文章或设置使用时自动勾选；在此之前仅员工可以打开此文件。',
    alt: '替代文字',
  },
  en: {
    plural: 'Media',
    singular: 'Media',
    public: 'On the published site',
    'public.description':
      'Set when a published page, article or setting first shows this file; until then only staff can open it.',
    alt: 'Alternative text',
  },
  ru: {
    plural: 'Медиа',
    singular: 'Медиа',
    public: 'На опубликованном сайте',
    'public.description':
      'Отмечается, когда файл впервые показан опубликованной страницей, статьёй или настройкой; до этого его открывают только сотрудники.',
    alt: 'Альтернативный текст',
  },
})

/** The admin's labels and help texts of cms/shared.ts, by field (and option). */
import { part } from '../../catalogue'

export const SHARED = part({
  zh: {
    'sites.cn': '中文站 /cn',
    'sites.en': '英文站 /en',
    'sites.ru': '俄文站 /ru',
    'sites.description': '显示此文档的站点。',
    'slug.description': '即网址中的这一段。',
    slug: '网址标识',
    'slug.invalid': '只能使用字母、数字和 -，并以字母或数字开头。',
    order: '排序',
    'order.description': '数字越小越靠前。',
  },
  en: {
    'sites.cn': 'Chinese site /cn',
    'sites.en': 'English site /en',
    'sites.ru': 'Russian site /ru',
    'sites.description': 'The sites that show this document.',
    'slug.description': 'As in the URL.',
    slug: 'Slug',
    'slug.invalid': 'Letters, digits and - only, starting with a letter or digit.',
    order: 'Order',
    'order.description': 'Lower comes first.',
  },
  ru: {
    'sites.cn': 'Китайский сайт /cn',
    'sites.en': 'Английский сайт /en',
    'sites.ru': 'Русский сайт /ru',
    'sites.description': 'Сайты, на которых показан этот документ.',
    'slug.description': 'Как в адресе страницы.',
    slug: 'Идентификатор в URL',
    'slug.invalid': 'Только латинские буквы, цифры и -, в начале — буква или цифра.',
    order: 'Порядок',
    'order.description': 'Меньшее число — выше в списке.',
  },
})

/** The admin's labels and help texts of cms/shared.ts, by field (and option). */
import { part } from '../../catalogue'

export const SHARED = part({
  zh: {
    cn: '中文站 /cn',
    en: '英文站 /en',
    ru: '俄文站 /ru',
    'sites.description': '显示此文档的站点。',
    message: '即网址中的这一段。',
    slug: '网址标识',
    'slug.message': '只能使用字母、数字和 -，并以字母或数字开头。',
    order: '排序',
    'order.description': '数字越小越靠前。',
  },
  en: {
    cn: 'Chinese site /cn',
    en: 'English site /en',
    ru: 'Russian site /ru',
    'sites.description': 'The sites that show this document.',
    message: 'As in the URL.',
    slug: 'Slug',
    'slug.message': 'Letters, digits and - only, starting with a letter or digit.',
    order: 'Order',
    'order.description': 'Lower comes first.',
  },
  ru: {
    cn: 'Китайский сайт /cn',
    en: 'Английский сайт /en',
    ru: 'Русский сайт /ru',
    'sites.description': 'Сайты, на которых показан этот документ.',
    message: 'Как в адресе страницы.',
    slug: 'Идентификатор в URL',
    'slug.message': 'Только латинские буквы, цифры и -, в начале — буква или цифра.',
    order: 'Порядок',
    'order.description': 'Меньшее число — выше в списке.',
  },
})

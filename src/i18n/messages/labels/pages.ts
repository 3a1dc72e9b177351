/** The admin's labels and help texts of features/pages/Pages.ts, by field (and option). */
import { part } from '../../catalogue'

export const PAGES = part({
  zh: {
    description: '三个站点的页面，由内容模块搭建。每个路径一个文档；译员填写英文和俄文版本。',
    'path.description': '不含站点前缀：首页留空，其他如 aboutus、product/trade、content/faq …',
    'path.invalid': '由字母、数字、- 和 _ 组成的若干段，用 / 分隔。',
    'layout.singular': '内容模块',
    'layout.plural': '内容模块',
    singular: '页面',
    plural: '页面',
    title: '标题',
    path: '路径',
    layout: '内容模块',
    'path.taken': '所选站点中已有其他页面使用 /{path}。',
  },
  en: {
    description: 'Pages of the three sites, built from blocks. One document per path; translators fill en and ru.',
    'path.description': 'Without the site prefix: empty for the home page, aboutus, product/trade, content/faq …',
    'path.invalid': 'Segments of letters, digits, - and _ separated by /.',
    'layout.singular': 'Layout',
    'layout.plural': 'Content blocks',
    singular: 'Page',
    plural: 'Pages',
    title: 'Title',
    path: 'Path',
    layout: 'Content blocks',
    'path.taken': 'Another page already uses /{path} on one of these sites.',
  },
  ru: {
    description: 'Страницы трёх сайтов, собранные из блоков. Один документ на адрес; переводчики заполняют en и ru.',
    'path.description': 'Без префикса сайта: пусто для главной, aboutus, product/trade, content/faq …',
    'path.invalid': 'Части из латинских букв, цифр, - и _, разделённые /.',
    'layout.singular': 'Блок',
    'layout.plural': 'Блоки',
    singular: 'Страница',
    plural: 'Страницы',
    title: 'Заголовок',
    path: 'Путь',
    layout: 'Блоки',
    'path.taken': 'Адрес /{path} уже занят другой страницей на одном из этих сайтов.',
  },
})

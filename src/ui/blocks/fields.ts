/**
 * Fields shared by the page-builder blocks. A page's `layout` is localized as a whole, so the fields inside a block
 * are plain (not localized): each locale has its own list of blocks. Admin labels are in en, zh and ru.
 */
import type { Field } from 'payload'

import { inAdminLanguage, label } from '../../cms/shared'

export const anchorField: Field = {
  name: 'anchor',
  type: 'text',
  label: label('Anchor id', '锚点 ID', 'Якорь'),
  admin: {
    description: label(
      'Optional in-page anchor, e.g. section1 (links to #section1).',
      '可选的页内锚点，例如 section1（链接 #section1 会跳到这里）。',
      'Необязательный якорь на странице, например section1 (ссылка #section1 ведёт сюда).',
    ),
  },
  validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
    !value ||
    /^[A-Za-z][\w-]*$/.test(String(value)) ||
    inAdminLanguage(
      label(
        'Letters, digits, - and _ only, starting with a letter.',
        '只能使用字母、数字、- 和 _，并以字母开头。',
        'Только латинские буквы, цифры, - и _, в начале — буква.',
      ),
      req,
    ),
}

export const headingField: Field = { name: 'heading', type: 'text', label: label('Heading', '标题', 'Заголовок') }
export const introField: Field = {
  name: 'intro',
  type: 'textarea',
  label: label('Introduction', '导语', 'Вводный текст'),
}

/** Labels the admin uses again and again. */
export const labels = {
  title: label('Title', '标题', 'Заголовок'),
  text: label('Text', '正文', 'Текст'),
  name: label('Name', '名称', 'Название'),
  image: label('Image', '图片', 'Изображение'),
  href: label('Link', '链接', 'Ссылка'),
  year: label('Year', '年份', 'Год'),
  label: label('Label', '文字', 'Подпись'),
  summary: label('Summary', '摘要', 'Краткое описание'),
  body: label('Body', '正文', 'Основной текст'),
}

export const linkField = (name: string, groupLabel: ReturnType<typeof label>): Field => ({
  name,
  type: 'group',
  label: groupLabel,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', label: label('Button text', '按钮文字', 'Текст кнопки') },
        {
          name: 'href',
          type: 'text',
          label: labels.href,
          admin: {
            description: label(
              '/{site}/contact links within the current site; /login and /register go to the console.',
              '/{site}/contact 指向当前站点内的页面；/login 和 /register 指向控制台。',
              '/{site}/contact ведёт на страницу текущего сайта; /login и /register — в личный кабинет.',
            ),
          },
        },
      ],
    },
  ],
})

export const ICON_NAMES = [
  'chart',
  'globe',
  'search',
  'users',
  'mail',
  'shield',
  'bolt',
  'target',
  'database',
  'map',
  'ship',
  'building',
  'briefcase',
  'graduation',
  'newspaper',
  'scale',
  'bank',
  'coins',
  'chat',
  'tool',
  'star',
  'check',
  'document',
  'link',
  'clock',
  'phone',
] as const

const ICON_LABELS: Record<(typeof ICON_NAMES)[number], [string, string]> = {
  chart: ['图表', 'График'],
  globe: ['地球', 'Глобус'],
  search: ['搜索', 'Поиск'],
  users: ['人群', 'Люди'],
  mail: ['邮件', 'Почта'],
  shield: ['盾牌', 'Щит'],
  bolt: ['闪电', 'Молния'],
  target: ['靶心', 'Мишень'],
  database: ['数据库', 'База данных'],
  map: ['地图', 'Карта'],
  ship: ['货船', 'Корабль'],
  building: ['建筑', 'Здание'],
  briefcase: ['公文包', 'Портфель'],
  graduation: ['学位帽', 'Выпускная шапочка'],
  newspaper: ['报纸', 'Газета'],
  scale: ['天平', 'Весы'],
  bank: ['银行', 'Банк'],
  coins: ['硬币', 'Монеты'],
  chat: ['对话', 'Чат'],
  tool: ['工具', 'Инструмент'],
  star: ['星标', 'Звезда'],
  check: ['对勾', 'Галочка'],
  document: ['文档', 'Документ'],
  link: ['链接', 'Ссылка'],
  clock: ['时钟', 'Часы'],
  phone: ['电话', 'Телефон'],
}

export const iconField: Field = {
  name: 'icon',
  type: 'select',
  label: label('Icon', '图标', 'Иконка'),
  options: ICON_NAMES.map((name) => ({
    label: label(name, `${ICON_LABELS[name][0]}（${name}）`, `${ICON_LABELS[name][1]} (${name})`),
    value: name,
  })),
}

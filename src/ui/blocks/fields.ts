/**
 * Fields shared by the page-builder blocks. A page's `layout` is localized as a whole, so the fields inside a block
 * are plain (not localized): each locale has its own list of blocks. Admin labels are in en, zh and ru.
 */
import type { Field } from 'payload'

import { inAdminLanguage, label } from '../../cms/shared'

export const anchorField: Field = {
  name: 'anchor',
  type: 'text',
  label: label('fields.anchor'),
  admin: {
    description: label('fields.anchor.description'),
  },
  validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
    !value || /^[A-Za-z][\w-]*$/.test(String(value)) || inAdminLanguage(label('fields.anchor.invalid'), req),
}

export const headingField: Field = { name: 'heading', type: 'text', label: label('fields.heading') }
export const introField: Field = {
  name: 'intro',
  type: 'textarea',
  label: label('fields.intro'),
}

/** Labels the admin uses again and again. */
export const labels = {
  title: label('fields.title'),
  text: label('fields.text'),
  name: label('fields.name'),
  image: label('fields.image'),
  href: label('fields.href'),
  year: label('fields.year'),
  label: label('fields.label'),
  summary: label('fields.summary'),
  body: label('fields.body'),
}

export const linkField = (name: string, groupLabel: ReturnType<typeof label>): Field => ({
  name,
  type: 'group',
  label: groupLabel,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', label: label('fields.link.label') },
        {
          name: 'href',
          type: 'text',
          label: labels.href,
          admin: {
            description: label('fields.href.description'),
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
  label: label('fields.icon'),
  options: ICON_NAMES.map((name) => ({
    label: { en: name, zh: `${ICON_LABELS[name][0]}（${name}）`, ru: `${ICON_LABELS[name][1]} (${name})` },
    value: name,
  })),
}

import type { CollectionConfig } from 'payload'

import { anyone, canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { exposePublishedMedia } from '../media/published-media'
import { revalidateCollection } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { groups, label, orderField, SITE_OPTIONS } from '../../cms/shared'

const revalidate = revalidateCollection('nav-items')

export const MENUS = [
  { value: 'cn-header', label: label('Chinese header', '中文站页头', 'Шапка китайского сайта') },
  {
    value: 'intl-header',
    label: label('English/Russian header', '英文/俄文站页头', 'Шапка английского и русского сайтов'),
  },
  { value: 'footer', label: label('Footer', '页脚', 'Подвал') },
  {
    value: 'member-footer',
    label: label('Footer for logged-in visitors', '登录访客的页脚', 'Подвал для вошедших посетителей'),
  },
  {
    value: 'console',
    label: label('Console header (logged in)', '控制台页头（已登录）', 'Шапка личного кабинета (после входа)'),
  },
] as const

/** SPEC §3 Nav item: name, path, inside, hide, child list, image, content heading and text, more_href, icon, target. */
export const NavItems: CollectionConfig = {
  slug: 'nav-items',
  labels: {
    singular: { en: 'Menu item', zh: '菜单项', ru: 'Пункт меню' },
    plural: { en: 'Menu items', zh: '菜单', ru: 'Меню' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'menu', 'path', 'parent', 'order', 'hide'],
    group: groups.navigation,
    listSearchableFields: ['name', 'path'],
  },
  defaultSort: 'order',
  access: { read: anyone, create: canEditContent, update: canUpdateContent, delete: canEditContent },
  fields: lockSharedFieldsForTranslators([
    { name: 'name', type: 'text', required: true, localized: true, label: label('Name', '名称', 'Название') },
    {
      type: 'row',
      fields: [
        {
          name: 'menu',
          type: 'select',
          required: true,
          label: label('Menu', '所属菜单', 'Меню'),
          options: MENUS.map((m) => ({ ...m })),
          index: true,
        },
        {
          name: 'path',
          type: 'text',
          label: label('Link', '链接', 'Ссылка'),
          admin: {
            description: label(
              '/{site}/… for a page of the current site; /login, /register go to the console.',
              '/{site}/… 指向当前站点的页面；/login、/register 指向控制台。',
              '/{site}/… — страница текущего сайта; /login, /register ведут в личный кабинет.',
            ),
          },
        },
      ],
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'nav-items',
      label: label('Parent item', '上级菜单项', 'Родительский пункт'),
      admin: {
        description: label('Empty for a top-level item.', '一级菜单项留空。', 'Пусто для пункта верхнего уровня.'),
      },
    },
    {
      name: 'group',
      type: 'text',
      localized: true,
      label: label('Column', '分组', 'Колонка'),
      admin: {
        description: label(
          'Column (group) of a sub-menu item.',
          '子菜单项所在的分栏（分组）。',
          'Колонка (группа) пункта подменю.',
        ),
      },
    },
    orderField,
    {
      type: 'row',
      fields: [
        {
          name: 'inside',
          type: 'checkbox',
          defaultValue: true,
          label: label('Internal link', '站内链接', 'Внутренняя ссылка'),
          admin: { description: label('A route of this app', '本站应用内的路由', 'Адрес внутри этого приложения') },
        },
        { name: 'hide', type: 'checkbox', defaultValue: false, label: label('Hidden', '隐藏', 'Скрыт') },
        {
          name: 'target',
          type: 'select',
          defaultValue: '_self',
          label: label('Opens in', '打开方式', 'Где открывать'),
          options: [
            { value: '_self', label: label('Same tab', '当前窗口', 'В той же вкладке') },
            { value: '_blank', label: label('New tab', '新窗口', 'В новой вкладке') },
          ],
        },
        { name: 'icon', type: 'text', label: label('Icon', '图标', 'Иконка') },
      ],
    },
    {
      name: 'sites',
      type: 'select',
      hasMany: true,
      options: SITE_OPTIONS,
      label: label('Sites', '显示站点', 'Сайты'),
      admin: {
        description: label(
          'Empty: every site of the menu.',
          '留空：在该菜单所属的所有站点显示。',
          'Пусто — на всех сайтах этого меню.',
        ),
      },
    },
    {
      name: 'permission',
      type: 'select',
      label: label('Permission', '所需权限', 'Право доступа'),
      options: [
        { value: 'tradeSearch', label: label('Trade search', '贸易数据查询', 'Поиск торговых данных') },
        { value: 'marketing', label: label('Marketing', '营销推广', 'Маркетинг') },
        { value: 'marketAnalysis', label: label('Market analysis', '市场分析', 'Анализ рынка') },
        { value: 'recommend', label: label('Recommendations', '智能推荐', 'Рекомендации') },
        { value: 'email', label: label('E-mail', '邮件营销', 'Эл. почта') },
        { value: 'cost', label: label('Costs', '费用', 'Расходы') },
        { value: 'openPlatform', label: label('Open platform (API)', '开放平台（API）', 'Открытая платформа (API)') },
        { value: 'admin', label: label('Administration', '管理', 'Администрирование') },
      ],
      admin: {
        description: label(
          'Console items: the permission that shows the item (SPEC §6).',
          '控制台菜单项：拥有此权限的用户才能看到该项。',
          'Пункты личного кабинета: право, при котором пункт виден.',
        ),
      },
    },
    {
      type: 'collapsible',
      label: label('Dropdown panel', '下拉面板', 'Выпадающая панель'),
      admin: { initCollapsed: true },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', label: label('Image', '图片', 'Изображение') },
        {
          name: 'contentHeading',
          type: 'text',
          localized: true,
          label: label('Panel heading', '面板标题', 'Заголовок панели'),
        },
        {
          name: 'contentText',
          type: 'textarea',
          localized: true,
          label: label('Panel text', '面板文字', 'Текст панели'),
        },
        { name: 'moreHref', type: 'text', label: label('“More” link', '“更多”链接', 'Ссылка «Подробнее»') },
      ],
    },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [revalidate.afterChange, exposePublishedMedia],
    afterDelete: [revalidate.afterDelete],
  },
}

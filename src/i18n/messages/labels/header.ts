/** The admin's labels and help texts of features/navigation/Header.ts, by field (and option). */
import { part } from '../../catalogue'

export const HEADER = part({
  zh: {
    logo: '标志',
    logoText: '标志文字',
    items: '菜单项',
    'items.description': '一级菜单项，按顺序排列。子菜单来自各菜单项的下级项。',
    label: '页头',
    group: '设置',
  },
  en: {
    logo: 'Logo',
    logoText: 'Logo text',
    items: 'Menu items',
    'items.description': 'Top-level menu items, in order. Their sub-menus come from the items’ children.',
    label: 'Header',
    group: 'Settings',
  },
  ru: {
    logo: 'Логотип',
    logoText: 'Текст логотипа',
    items: 'Пункты меню',
    'items.description': 'Пункты меню верхнего уровня, по порядку. Подменю берутся из дочерних пунктов.',
    label: 'Шапка',
    group: 'Настройки',
  },
})

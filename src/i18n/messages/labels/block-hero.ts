/** The admin's labels and help texts of ui/blocks/Hero/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_HERO = part({
  zh: {
    singular: '首屏横幅',
    plural: '首屏横幅',
    variant: '样式',
    'variant.home': '首页（大）',
    'variant.page': '普通页面',
    eyebrow: '眉题（标题上方的小字）',
    heading: '标题',
    subheading: '副标题',
    primary: '主按钮',
    primaryOpensDemo: '主按钮打开预约演示弹窗',
    secondary: '次按钮',
  },
  en: {
    singular: 'Hero',
    plural: 'Heroes',
    variant: 'Style',
    'variant.home': 'Home (large)',
    'variant.page': 'Page',
    eyebrow: 'Eyebrow (small line above the heading)',
    heading: 'Heading',
    subheading: 'Subheading',
    primary: 'Primary button',
    primaryOpensDemo: 'Primary button opens the demo dialog',
    secondary: 'Secondary button',
  },
  ru: {
    singular: 'Главный баннер',
    plural: 'Главные баннеры',
    variant: 'Вид',
    'variant.home': 'Главная (крупный)',
    'variant.page': 'Обычная страница',
    eyebrow: 'Надзаголовок (строка над заголовком)',
    heading: 'Заголовок',
    subheading: 'Подзаголовок',
    primary: 'Основная кнопка',
    primaryOpensDemo: 'Основная кнопка открывает окно заявки на демо',
    secondary: 'Дополнительная кнопка',
  },
})

import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { labels, linkField } from '../fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: {
    singular: label('Hero', '首屏横幅', 'Главный баннер'),
    plural: label('Heroes', '首屏横幅', 'Главные баннеры'),
  },
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'page',
      label: label('Style', '样式', 'Вид'),
      options: [
        { label: label('Home (large)', '首页（大）', 'Главная (крупный)'), value: 'home' },
        { label: label('Page', '普通页面', 'Обычная страница'), value: 'page' },
      ],
    },
    {
      name: 'eyebrow',
      type: 'text',
      label: label(
        'Eyebrow (small line above the heading)',
        '眉题（标题上方的小字）',
        'Надзаголовок (строка над заголовком)',
      ),
    },
    { name: 'heading', type: 'text', required: true, label: label('Heading', '标题', 'Заголовок') },
    { name: 'subheading', type: 'textarea', label: label('Subheading', '副标题', 'Подзаголовок') },
    { name: 'image', type: 'upload', relationTo: 'media', label: labels.image },
    linkField('primary', label('Primary button', '主按钮', 'Основная кнопка')),
    {
      name: 'primaryOpensDemo',
      type: 'checkbox',
      label: label(
        'Primary button opens the demo dialog',
        '主按钮打开预约演示弹窗',
        'Основная кнопка открывает окно заявки на демо',
      ),
    },
    linkField('secondary', label('Secondary button', '次按钮', 'Дополнительная кнопка')),
  ],
}

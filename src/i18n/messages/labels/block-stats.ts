/** The admin's labels and help texts of ui/blocks/Stats/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_STATS = part({
  zh: {
    singular: '数据亮点',
    plural: '数据亮点',
    items: '数据',
    'items.singular': '数据',
    'items.plural': '数据',
    'items.description': '留空则显示“站点设置”中的数据（250+ 国家、230、1.26 亿）。',
    'items.value': '数值',
    'items.label': '说明',
  },
  en: {
    singular: 'Stats (claims)',
    plural: 'Stats',
    items: 'Figures',
    'items.singular': 'Figure',
    'items.plural': 'Figures',
    'items.description': 'Leave empty to show the claims of Site settings (250+ countries, 230, 126 million).',
    'items.value': 'Figure',
    'items.label': 'Caption',
  },
  ru: {
    singular: 'Цифры (ключевые показатели)',
    plural: 'Цифры',
    items: 'Показатели',
    'items.singular': 'Показатель',
    'items.plural': 'Показатели',
    'items.description': 'Оставьте пустым, чтобы показать показатели из настроек сайта (250+ стран, 230, 126 млн).',
    'items.value': 'Число',
    'items.label': 'Подпись',
  },
})

/** The admin's labels and help texts of ui/blocks/CaseStudies/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_CASE_STUDIES = part({
  zh: {
    singular: '客户证言（客户案例）',
    plural: '客户证言',
    display: '展示方式',
    'display.testimonials': '客户评价条（引言及成果）',
    'display.logos': '“信赖我们的客户”标志行',
    limit: '显示数量',
    'limit.description': '显示多少个客户案例（精选案例，按排序）。标志行最多显示 6 个。',
  },
  en: {
    singular: 'Customer proof (case studies)',
    plural: 'Customer proof',
    display: 'Display',
    'display.testimonials': 'Testimonial strip (quotes with their result)',
    'display.logos': '"Trusted by" logo row',
    limit: 'How many',
    'limit.description': 'How many case studies (featured ones, in their order). The logo row shows up to 6.',
  },
  ru: {
    singular: 'Отзывы клиентов (кейсы)',
    plural: 'Отзывы клиентов',
    display: 'Вид',
    'display.testimonials': 'Полоса отзывов (цитаты и результат)',
    'display.logos': 'Ряд логотипов «Нам доверяют»',
    limit: 'Сколько показать',
    'limit.description': 'Сколько кейсов показать (избранные, по порядку). В ряду логотипов – не больше 6.',
  },
})

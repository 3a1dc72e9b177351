/** The admin's labels and help texts of ui/blocks/Faq/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_FAQ = part({
  zh: {
    singular: '常见问题',
    plural: '常见问题',
    items: '问题',
    'items.singular': '问题',
    'items.plural': '问题',
    'items.question': '问题',
    'items.answer': '回答',
  },
  en: {
    singular: 'FAQ',
    plural: 'FAQs',
    items: 'Questions',
    'items.singular': 'Question',
    'items.plural': 'Questions',
    'items.question': 'Question',
    'items.answer': 'Answer',
  },
  ru: {
    singular: 'Вопросы и ответы',
    plural: 'Вопросы и ответы',
    items: 'Вопросы',
    'items.singular': 'Вопрос',
    'items.plural': 'Вопросы',
    'items.question': 'Вопрос',
    'items.answer': 'Ответ',
  },
})

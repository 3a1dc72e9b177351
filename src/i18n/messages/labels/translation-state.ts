/** The admin's labels and help texts of features/translations/translation-state.ts, by field (and option). */
import { part } from '../../catalogue'

export const TRANSLATION_STATE = part({
  zh: {
    field: '翻译状态',
    'field.description': '各语言需要翻译或更新的字段，自动维护。',
  },
  en: {
    field: 'Translations',
    'field.description': 'Which languages need work, field by field. Kept up to date automatically.',
  },
  ru: {
    field: 'Переводы',
    'field.description': 'Какие поля каких языков требуют перевода. Обновляется автоматически.',
  },
})

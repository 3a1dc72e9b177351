/** The admin's labels and help texts of ui/blocks/RichText/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_RICH_TEXT = part({
  zh: {
    singular: '图文内容',
    plural: '图文内容',
    content: '内容',
  },
  en: {
    singular: 'Rich text',
    plural: 'Rich text',
    content: 'Content',
  },
  ru: {
    singular: 'Форматированный текст',
    plural: 'Форматированный текст',
    content: 'Содержание',
  },
})

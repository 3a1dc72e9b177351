/** The admin's labels and help texts of ui/blocks/NewsList/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_NEWS_LIST = part({
  zh: {
    singular: '新闻列表',
    plural: '新闻列表',
    limit: '显示条数',
  },
  en: {
    singular: 'News list',
    plural: 'News lists',
    limit: 'Number of news items',
  },
  ru: {
    singular: 'Список новостей',
    plural: 'Списки новостей',
    limit: 'Количество новостей',
  },
})

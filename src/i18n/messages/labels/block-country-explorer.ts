/** The admin's labels and help texts of ui/blocks/CountryExplorer/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_COUNTRY_EXPLORER = part({
  zh: {
    singular: '国家浏览',
    plural: '国家浏览',
    showDatasets: '列出每个国家的数据集',
  },
  en: {
    singular: 'Country explorer',
    plural: 'Country explorers',
    showDatasets: 'List each country’s datasets',
  },
  ru: {
    singular: 'Обзор стран',
    plural: 'Обзоры стран',
    showDatasets: 'Показывать наборы данных каждой страны',
  },
})

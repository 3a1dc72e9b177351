/** The admin's labels and help texts of ui/blocks/FeatureGrid/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_FEATURE_GRID = part({
  zh: {
    singular: '功能网格',
    plural: '功能网格',
    columns: '列数',
    features: '功能项',
    'features.singular': '功能项',
    'features.plural': '功能项',
    'columns.option': '{count} 列',
  },
  en: {
    singular: 'Feature grid',
    plural: 'Feature grids',
    columns: 'Columns',
    features: 'Features',
    'features.singular': 'Feature',
    'features.plural': 'Features',
    'columns.option': '{count} columns',
  },
  ru: {
    singular: 'Сетка преимуществ',
    plural: 'Сетки преимуществ',
    columns: 'Колонки',
    features: 'Преимущества',
    'features.singular': 'Преимущество',
    'features.plural': 'Преимущества',
    'columns.option': '{count} колонки',
  },
})

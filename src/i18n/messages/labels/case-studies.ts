/** The admin's labels and help texts of features/catalogue/CaseStudies.ts, by field (and option). */
import { part } from '../../catalogue'

export const CASE_STUDIES = part({
  zh: {
    'slug.description': '用于 /{site}/cases/detail?id=…',
  },
  en: {
    'slug.description': 'Used in /{site}/cases/detail?id=…',
  },
  ru: {
    'slug.description': 'Используется в /{site}/cases/detail?id=…',
  },
})

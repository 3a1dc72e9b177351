/** The admin's labels and help texts of features/catalogue/CaseStudies.ts, by field (and option). */
import { part } from '../../catalogue'

export const CASE_STUDIES = part({
  zh: {
    message: '用于 /{site}/cases/detail?id=…',
  },
  en: {
    message: 'Used in /{site}/cases/detail?id=…',
  },
  ru: {
    message: 'Используется в /{site}/cases/detail?id=…',
  },
})

/** The label of the reference a visitor can quote to support (a request id or an error digest). */
import { part } from '../catalogue'

export const REFERENCE = part({
  zh: { label: '参考编号' },
  en: { label: 'Reference' },
  ru: { label: 'Номер обращения' },
})

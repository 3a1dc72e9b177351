/** The admin's labels and help texts of ui/blocks/OfficeList/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_OFFICE_LIST = part({
  zh: {
    singular: '办公地点列表',
    plural: '办公地点列表',
  },
  en: {
    singular: 'Office list',
    plural: 'Office lists',
  },
  ru: {
    singular: 'Список офисов',
    plural: 'Списки офисов',
  },
})

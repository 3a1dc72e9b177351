/** The admin's labels and help texts of ui/blocks/Honours/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_HONOURS = part({
  zh: {
    singular: '荣誉资质',
    plural: '荣誉资质',
    items: '荣誉',
    'items.singular': '荣誉',
    'items.plural': '荣誉',
    'items.issuer': '颁发机构',
  },
  en: {
    singular: 'Honours',
    plural: 'Honours',
    items: 'Honours',
    'items.singular': 'Honour',
    'items.plural': 'Honours',
    'items.issuer': 'Issued by',
  },
  ru: {
    singular: 'Награды',
    plural: 'Награды',
    items: 'Награды',
    'items.singular': 'Награда',
    'items.plural': 'Награды',
    'items.issuer': 'Кем выдано',
  },
})

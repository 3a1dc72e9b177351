/** The admin's labels and help texts of ui/blocks/PricingTable/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_PRICING_TABLE = part({
  zh: {
    singular: '价格表',
    plural: '价格表',
    note: '备注',
    'note.description': '显示在套餐下方，例如计费说明。',
  },
  en: {
    singular: 'Pricing table',
    plural: 'Pricing tables',
    note: 'Note',
    'note.description': 'Shown under the tiers, e.g. billing terms.',
  },
  ru: {
    singular: 'Таблица тарифов',
    plural: 'Таблицы тарифов',
    note: 'Примечание',
    'note.description': 'Показывается под тарифами, например условия оплаты.',
  },
})

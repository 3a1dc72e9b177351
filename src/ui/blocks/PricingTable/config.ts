import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

export const PricingTableBlock: Block = {
  slug: 'pricingTable',
  interfaceName: 'PricingTableBlock',
  labels: {
    singular: label('Pricing table', '价格表', 'Таблица тарифов'),
    plural: label('Pricing tables', '价格表', 'Таблицы тарифов'),
  },
  admin: { disableBlockName: true },
  fields: [
    headingField,
    introField,
    {
      name: 'note',
      type: 'textarea',
      label: label('Note', '备注', 'Примечание'),
      admin: {
        description: label(
          'Shown under the tiers, e.g. billing terms.',
          '显示在套餐下方，例如计费说明。',
          'Показывается под тарифами, например условия оплаты.',
        ),
      },
    },
  ],
}

import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, introField } from '../fields'

export const ServiceListBlock: Block = {
  slug: 'serviceList',
  interfaceName: 'ServiceListBlock',
  labels: {
    singular: label('Service list', '服务列表', 'Список сервисов'),
    plural: label('Service lists', '服务列表', 'Списки сервисов'),
  },
  fields: [
    headingField,
    introField,
    {
      name: 'showUtilities',
      type: 'checkbox',
      label: label(
        'Add the utility list under #utilities',
        '在 #utilities 处附加实用工具列表',
        'Добавить список инструментов под якорем #utilities',
      ),
    },
  ],
}

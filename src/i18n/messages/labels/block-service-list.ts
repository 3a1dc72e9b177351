/** The admin's labels and help texts of ui/blocks/ServiceList/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_SERVICE_LIST = part({
  zh: {
    singular: '服务列表',
    plural: '服务列表',
    showUtilities: '在 #utilities 处附加实用工具列表',
  },
  en: {
    singular: 'Service list',
    plural: 'Service lists',
    showUtilities: 'Add the utility list under #utilities',
  },
  ru: {
    singular: 'Список сервисов',
    plural: 'Списки сервисов',
    showUtilities: 'Добавить список инструментов под якорем #utilities',
  },
})

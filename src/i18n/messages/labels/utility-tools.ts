/** The admin's labels and help texts of features/catalogue/UtilityTools.ts, by field (and option). */
import { part } from '../../catalogue'

export const UTILITY_TOOLS = part({
  zh: {
    name: '名称',
    url: '链接（URL）',
    group: '列表分组（265：实用工具）',
    singular: '实用工具',
    plural: '实用工具',
  },
  en: {
    name: 'Name',
    url: 'Link (URL)',
    group: 'List group (265: utilities)',
    singular: 'Utility tool',
    plural: 'Utility tools',
  },
  ru: {
    name: 'Название',
    url: 'Ссылка (URL)',
    group: 'Группа списка (265: инструменты)',
    singular: 'Инструмент',
    plural: 'Инструменты',
  },
})

/** The admin's labels and help texts of ui/blocks/SolutionList/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_SOLUTION_LIST = part({
  zh: {
    singular: '解决方案列表',
    plural: '解决方案列表',
  },
  en: {
    singular: 'Solution list',
    plural: 'Solution lists',
  },
  ru: {
    singular: 'Список решений',
    plural: 'Списки решений',
  },
})

/** The admin's labels and help texts of ui/blocks/LogoWall/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_LOGO_WALL = part({
  zh: {
    singular: '客户标志墙',
    plural: '客户标志墙',
    logos: '标志',
    'logos.singular': '标志',
    'logos.plural': '标志',
    'logos.name': '公司名称',
    'logos.logo': '标志图片',
  },
  en: {
    singular: 'Logo wall',
    plural: 'Logo walls',
    logos: 'Logos',
    'logos.singular': 'Logo',
    'logos.plural': 'Logos',
    'logos.name': 'Company name',
    'logos.logo': 'Logo',
  },
  ru: {
    singular: 'Стена логотипов',
    plural: 'Стены логотипов',
    logos: 'Логотипы',
    'logos.singular': 'Логотип',
    'logos.plural': 'Логотипы',
    'logos.name': 'Название компании',
    'logos.logo': 'Логотип',
  },
})

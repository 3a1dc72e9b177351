/** The admin's labels and help texts of ui/blocks/CallToAction/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_CALL_TO_ACTION = part({
  zh: {
    singular: '行动号召',
    plural: '行动号召',
    heading: '标题',
    action: '按钮动作',
    'action.demo': '打开预约演示弹窗',
    'action.link': '跳转链接',
    label: '按钮文字',
  },
  en: {
    singular: 'Call to action',
    plural: 'Calls to action',
    heading: 'Heading',
    action: 'Button action',
    'action.demo': 'Open the demo dialog',
    'action.link': 'Follow a link',
    label: 'Button text',
  },
  ru: {
    singular: 'Призыв к действию',
    plural: 'Призывы к действию',
    heading: 'Заголовок',
    action: 'Действие кнопки',
    'action.demo': 'Открыть окно заявки на демо',
    'action.link': 'Перейти по ссылке',
    label: 'Текст кнопки',
  },
})

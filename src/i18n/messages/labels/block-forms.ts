/** The admin's labels and help texts of ui/blocks/Forms/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_FORMS = part({
  zh: {
    message: '预约演示表单',
    'message.2': '预约演示表单',
    'message.3': '联系表单',
    'message.4': '联系表单',
    'message.5': '信用报告申请表单',
    'message.6': '信用报告申请表单',
    'message.7': '账款追收表单',
    'message.8': '账款追收表单',
  },
  en: {
    message: 'Demo request form',
    'message.2': 'Demo request forms',
    'message.3': 'Contact form',
    'message.4': 'Contact forms',
    'message.5': 'Credit report form',
    'message.6': 'Credit report forms',
    'message.7': 'Debt claim form',
    'message.8': 'Debt claim forms',
  },
  ru: {
    message: 'Форма заявки на демо',
    'message.2': 'Формы заявки на демо',
    'message.3': 'Форма обратной связи',
    'message.4': 'Формы обратной связи',
    'message.5': 'Форма заказа кредитного отчёта',
    'message.6': 'Формы заказа кредитного отчёта',
    'message.7': 'Форма взыскания долга',
    'message.8': 'Формы взыскания долга',
  },
})

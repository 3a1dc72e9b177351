/** The admin's labels and help texts of ui/blocks/Forms/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_FORMS = part({
  zh: {
    'demoForm.singular': '预约演示表单',
    'demoForm.plural': '预约演示表单',
    'contactForm.singular': '联系表单',
    'contactForm.plural': '联系表单',
    'creditReportForm.singular': '信用报告申请表单',
    'creditReportForm.plural': '信用报告申请表单',
    'debtClaimForm.singular': '账款追收表单',
    'debtClaimForm.plural': '账款追收表单',
  },
  en: {
    'demoForm.singular': 'Demo request form',
    'demoForm.plural': 'Demo request forms',
    'contactForm.singular': 'Contact form',
    'contactForm.plural': 'Contact forms',
    'creditReportForm.singular': 'Credit report form',
    'creditReportForm.plural': 'Credit report forms',
    'debtClaimForm.singular': 'Debt claim form',
    'debtClaimForm.plural': 'Debt claim forms',
  },
  ru: {
    'demoForm.singular': 'Форма заявки на демо',
    'demoForm.plural': 'Формы заявки на демо',
    'contactForm.singular': 'Форма обратной связи',
    'contactForm.plural': 'Формы обратной связи',
    'creditReportForm.singular': 'Форма заказа кредитного отчёта',
    'creditReportForm.plural': 'Формы заказа кредитного отчёта',
    'debtClaimForm.singular': 'Форма взыскания долга',
    'debtClaimForm.plural': 'Формы взыскания долга',
  },
})

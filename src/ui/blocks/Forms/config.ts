import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField, introField } from '../fields'

const formBlock = (slug: string, singular: ReturnType<typeof label>, plural: ReturnType<typeof label>): Block => ({
  slug,
  interfaceName: `${slug[0]!.toUpperCase()}${slug.slice(1)}Block`,
  labels: { singular, plural },
  fields: [anchorField, headingField, introField],
})

/** The visitor forms; their fields, rules and messages come from the domain core (src/domain/validation.ts). */
export const DemoFormBlock = formBlock(
  'demoForm',
  label('Demo request form', '预约演示表单', 'Форма заявки на демо'),
  label('Demo request forms', '预约演示表单', 'Формы заявки на демо'),
)
export const ContactFormBlock = formBlock(
  'contactForm',
  label('Contact form', '联系表单', 'Форма обратной связи'),
  label('Contact forms', '联系表单', 'Формы обратной связи'),
)
export const CreditReportFormBlock = formBlock(
  'creditReportForm',
  label('Credit report form', '信用报告申请表单', 'Форма заказа кредитного отчёта'),
  label('Credit report forms', '信用报告申请表单', 'Формы заказа кредитного отчёта'),
)
export const DebtClaimFormBlock = formBlock(
  'debtClaimForm',
  label('Debt claim form', '账款追收表单', 'Форма взыскания долга'),
  label('Debt claim forms', '账款追收表单', 'Формы взыскания долга'),
)

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
  label('block-forms.demoForm.singular'),
  label('block-forms.demoForm.plural'),
)
export const ContactFormBlock = formBlock(
  'contactForm',
  label('block-forms.contactForm.singular'),
  label('block-forms.contactForm.plural'),
)
export const CreditReportFormBlock = formBlock(
  'creditReportForm',
  label('block-forms.creditReportForm.singular'),
  label('block-forms.creditReportForm.plural'),
)
export const DebtClaimFormBlock = formBlock(
  'debtClaimForm',
  label('block-forms.debtClaimForm.singular'),
  label('block-forms.debtClaimForm.plural'),
)

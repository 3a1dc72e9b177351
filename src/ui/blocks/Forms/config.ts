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
export const DemoFormBlock = formBlock('demoForm', label('block-forms.message'), label('block-forms.message.2'))
export const ContactFormBlock = formBlock('contactForm', label('block-forms.message.3'), label('block-forms.message.4'))
export const CreditReportFormBlock = formBlock(
  'creditReportForm',
  label('block-forms.message.5'),
  label('block-forms.message.6'),
)
export const DebtClaimFormBlock = formBlock(
  'debtClaimForm',
  label('block-forms.message.7'),
  label('block-forms.message.8'),
)

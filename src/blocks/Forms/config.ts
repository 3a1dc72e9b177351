import type { Block } from 'payload'

import { anchorField, headingField, introField } from '../fields'

const formBlock = (slug: string, singular: string): Block => ({
  slug,
  interfaceName: `${slug[0]!.toUpperCase()}${slug.slice(1)}Block`,
  labels: { singular, plural: singular },
  fields: [anchorField, headingField, introField],
})

/** The visitor forms; their fields, rules and messages come from the domain core (src/domain/validation.ts). */
export const DemoFormBlock = formBlock('demoForm', 'Demo request form')
export const ContactFormBlock = formBlock('contactForm', 'Contact form')
export const CreditReportFormBlock = formBlock('creditReportForm', 'Credit report form')
export const DebtClaimFormBlock = formBlock('debtClaimForm', 'Debt claim form')

import type { Field } from 'payload'

/**
 * The stored consent to the processing of personal data (issue 23, src/domain/consent.ts): written by the server
 * when a visitor submits a form, registers or orders; nobody edits it afterwards.
 */
export const consentField: Field = {
  name: 'consent',
  type: 'group',
  label: { en: 'Consent to data processing', zh: '个人信息处理同意', ru: 'Согласие на обработку ПДн' },
  access: { update: () => false },
  admin: { readOnly: true, description: { en: 'As given by the visitor.', zh: '访客提交时给出的同意。', ru: 'Как дано посетителем.' } },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'given', type: 'checkbox', defaultValue: false },
        { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'policyVersion', type: 'text' },
        { name: 'locale', type: 'text' },
      ],
    },
  ],
}

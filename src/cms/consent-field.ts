import type { Field } from 'payload'

/**
 * The stored consent to the processing of personal data (src/domain/consent.ts): written by the server
 * when a visitor submits a form, registers or orders; nobody edits it afterwards.
 */
export const consentField: Field = {
  name: 'consent',
  type: 'group',
  label: { en: 'Consent to data processing', zh: '个人信息处理同意', ru: 'Согласие на обработку ПДн' },
  access: { update: () => false },
  admin: {
    readOnly: true,
    description: { en: 'As given by the visitor.', zh: '访客提交时给出的同意。', ru: 'Как дано посетителем.' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'given',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Consent given', zh: '已同意', ru: 'Согласие дано' },
        },
        {
          name: 'at',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          label: { en: 'Given at', zh: '同意时间', ru: 'Когда дано' },
        },
        {
          name: 'policyVersion',
          type: 'text',
          label: { en: 'Policy version', zh: '隐私政策版本', ru: 'Версия политики' },
        },
        { name: 'locale', type: 'text', label: { en: 'Language', zh: '语言', ru: 'Язык' } },
      ],
    },
  ],
}

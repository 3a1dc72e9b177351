import type { Field } from 'payload'

import { label } from './shared'

/**
 * The stored consent to the processing of personal data (src/domain/consent.ts): written by the server
 * when a visitor submits a form, registers or orders; nobody edits it afterwards.
 */
export const consentField: Field = {
  name: 'consent',
  type: 'group',
  label: label('consent.field'),
  access: { update: () => false },
  admin: {
    readOnly: true,
    description: label('consent.field.description'),
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'given',
          type: 'checkbox',
          defaultValue: false,
          label: label('consent.given'),
        },
        {
          name: 'at',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          label: label('consent.at'),
        },
        {
          name: 'policyVersion',
          type: 'text',
          label: label('consent.policyVersion'),
        },
        { name: 'locale', type: 'text', label: label('consent.locale') },
      ],
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { label } from '../../cms/shared'

/**
 * E-mail verification codes (POST /public/sendVerifyCode): stored hashed, with an expiry and an attempt limit.
 * Nobody reads them through the API; the public endpoints use the local API.
 */
export const VerificationCodes: CollectionConfig = {
  slug: 'verification-codes',
  labels: {
    singular: label('verification-codes.singular'),
    plural: label('verification-codes.plural'),
  },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'email', type: 'text', required: true, index: true, label: label('verification-codes.email') },
    { name: 'codeHash', type: 'text', required: true, label: label('verification-codes.codeHash') },
    {
      name: 'expiresAt',
      type: 'date',
      required: true,
      index: true,
      label: label('verification-codes.expiresAt'),
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: label('verification-codes.attempts') },
    { name: 'consumedAt', type: 'date', label: label('verification-codes.consumedAt') },
    { name: 'ipHash', type: 'text', label: label('verification-codes.ipHash') },
  ],
}

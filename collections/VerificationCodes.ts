import type { CollectionConfig } from 'payload'

/**
 * E-mail verification codes (POST /public/sendVerifyCode): stored hashed, with an expiry and an attempt limit.
 * Nobody reads them through the API; the public endpoints use the local API.
 */
export const VerificationCodes: CollectionConfig = {
  slug: 'verification-codes',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'consumedAt', type: 'date' },
    { name: 'ipHash', type: 'text' },
  ],
}

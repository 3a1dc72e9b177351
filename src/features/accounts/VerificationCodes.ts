import type { CollectionConfig } from 'payload'

import { label } from '../../cms/shared'

/**
 * E-mail verification codes (POST /public/sendVerifyCode): stored hashed, with an expiry and an attempt limit.
 * Nobody reads them through the API; the public endpoints use the local API.
 */
export const VerificationCodes: CollectionConfig = {
  slug: 'verification-codes',
  labels: {
    singular: label('Verification code', '验证码', 'Код подтверждения'),
    plural: label('Verification codes', '验证码', 'Коды подтверждения'),
  },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'email', type: 'text', required: true, index: true, label: label('E-mail', '邮箱', 'E-mail') },
    { name: 'codeHash', type: 'text', required: true, label: label('Code hash', '验证码哈希', 'Хеш кода') },
    {
      name: 'expiresAt',
      type: 'date',
      required: true,
      index: true,
      label: label('Expires at', '过期时间', 'Истекает'),
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: label('Attempts', '尝试次数', 'Попыток') },
    { name: 'consumedAt', type: 'date', label: label('Used at', '使用时间', 'Использован') },
    { name: 'ipHash', type: 'text', label: label('IP address hash', 'IP 地址哈希', 'Хеш IP-адреса') },
  ],
}

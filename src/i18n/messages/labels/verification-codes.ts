/** The admin's labels and help texts of features/accounts/VerificationCodes.ts, by field (and option). */
import { part } from '../../catalogue'

export const VERIFICATION_CODES = part({
  zh: {
    singular: '验证码',
    plural: '验证码',
    email: '邮箱',
    codeHash: '验证码哈希',
    expiresAt: '过期时间',
    attempts: '尝试次数',
    consumedAt: '使用时间',
    ipHash: 'IP 地址哈希',
  },
  en: {
    singular: 'Verification code',
    plural: 'Verification codes',
    email: 'E-mail',
    codeHash: 'Code hash',
    expiresAt: 'Expires at',
    attempts: 'Attempts',
    consumedAt: 'Used at',
    ipHash: 'IP address hash',
  },
  ru: {
    singular: 'Код подтверждения',
    plural: 'Коды подтверждения',
    email: 'E-mail',
    codeHash: 'Хеш кода',
    expiresAt: 'Истекает',
    attempts: 'Попыток',
    consumedAt: 'Использован',
    ipHash: 'Хеш IP-адреса',
  },
})

/** The refusals of a change to one's own password or e-mail (src/features/accounts/credentials.ts, email-change.ts). */
import { part } from '../catalogue'

export const CREDENTIAL_TEXT = part({
  zh: {
    currentPasswordRequired: '修改密码或邮箱需要输入当前密码',
    currentPasswordWrong: '当前密码不正确',
    emailNeedsConfirmation: '修改邮箱需通过发送到新邮箱的验证码确认',
  },
  en: {
    currentPasswordRequired: 'Enter your current password to change your password or e-mail.',
    currentPasswordWrong: 'The current password is not correct.',
    emailNeedsConfirmation: 'An e-mail change must be confirmed with the code sent to the new address.',
  },
  ru: {
    currentPasswordRequired: 'Чтобы сменить пароль или e-mail, введите текущий пароль.',
    currentPasswordWrong: 'Текущий пароль неверен.',
    emailNeedsConfirmation: 'Смену e-mail нужно подтвердить кодом, отправленным на новый адрес.',
  },
})

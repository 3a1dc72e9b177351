/** The admin's labels and help texts of features/accounts/Users.ts, by field (and option). */
import { part } from '../../catalogue'

export const USERS = part({
  zh: {
    role: '角色',
    'role.description': '编辑管理内容；译员填写英文和俄文字段；管理员可管理全部。',
  },
  en: {
    role: 'Role',
    'role.description': 'Editors manage content; translators fill en/ru fields; administrators manage everything.',
  },
  ru: {
    role: 'Роль',
    'role.description': 'Редакторы ведут контент; переводчики заполняют поля en и ru; администраторы управляют всем.',
  },
})

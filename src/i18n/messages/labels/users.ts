/** The admin's labels and help texts of features/accounts/Users.ts, by field (and option). */
import { part } from '../../catalogue'

export const USERS = part({
  zh: {
    role: '角色',
    'role.description': '编辑管理内容；译员填写英文和俄文字段；管理员可管理全部。',
    singular: '员工账号',
    plural: '员工账号',
    group: '系统管理',
    name: '姓名',
    'role.admin': '管理员',
    'role.editor': '编辑',
    'role.translator': '译员',
  },
  en: {
    role: 'Role',
    'role.description': 'Editors manage content; translators fill en/ru fields; administrators manage everything.',
    singular: 'Staff user',
    plural: 'Staff users',
    group: 'Administration',
    name: 'Name',
    'role.admin': 'Administrator',
    'role.editor': 'Editor',
    'role.translator': 'Translator',
  },
  ru: {
    role: 'Роль',
    'role.description': 'Редакторы ведут контент; переводчики заполняют поля en и ru; администраторы управляют всем.',
    singular: 'Сотрудник',
    plural: 'Сотрудники',
    group: 'Администрирование',
    name: 'Имя',
    'role.admin': 'Администратор',
    'role.editor': 'Редактор',
    'role.translator': 'Переводчик',
  },
})

/** The admin's labels and help texts of ui/blocks/Team/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_TEAM = part({
  zh: {
    singular: '团队',
    plural: '团队',
    members: '成员',
    'members.singular': '成员',
    'members.plural': '成员',
    'members.name': '姓名',
    'members.role': '职位',
    'members.photo': '照片',
    'members.bio': '简介',
    'members.photo.description': '此人的照片（示例数据为代表职能的抽象插图）。',
  },
  en: {
    singular: 'Team',
    plural: 'Teams',
    members: 'Team members',
    'members.singular': 'Team member',
    'members.plural': 'Team members',
    'members.name': 'Name',
    'members.role': 'Position',
    'members.photo': 'Photo',
    'members.bio': 'Biography',
    'members.photo.description': 'A portrait of this person (the seed ships an abstract illustration of the role).',
  },
  ru: {
    singular: 'Команда',
    plural: 'Команды',
    members: 'Сотрудники',
    'members.singular': 'Сотрудник',
    'members.plural': 'Сотрудники',
    'members.name': 'Имя',
    'members.role': 'Должность',
    'members.photo': 'Фото',
    'members.bio': 'О себе',
    'members.photo.description': 'Портрет сотрудника (в примере – абстрактная иллюстрация роли).',
  },
})

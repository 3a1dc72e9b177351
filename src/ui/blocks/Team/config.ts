import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField, introField } from '../fields'

export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: label('Team', '团队', 'Команда'), plural: label('Teams', '团队', 'Команды') },
  fields: [
    anchorField,
    headingField,
    introField,
    {
      name: 'members',
      type: 'array',
      label: label('Team members', '成员', 'Сотрудники'),
      labels: {
        singular: label('Team member', '成员', 'Сотрудник'),
        plural: label('Team members', '成员', 'Сотрудники'),
      },
      fields: [
        { name: 'name', type: 'text', required: true, label: label('Name', '姓名', 'Имя') },
        { name: 'role', type: 'text', label: label('Position', '职位', 'Должность') },
        {
          name: 'photo',
          type: 'upload',
          relationTo: 'media',
          label: label('Photo', '照片', 'Фото'),
          admin: {
            description: {
              en: 'A portrait of this person (the seed ships an abstract illustration of the role).',
              zh: '此人的照片（示例数据为代表职能的抽象插图）。',
              ru: 'Портрет сотрудника (в примере – абстрактная иллюстрация роли).',
            },
          },
        },
        { name: 'bio', type: 'textarea', label: label('Biography', '简介', 'О себе') },
      ],
    },
  ],
}

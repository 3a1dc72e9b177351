import type { Block } from 'payload'

import { anchorField, headingField, introField } from '../fields'

export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: 'Team', plural: 'Teams' },
  fields: [
    anchorField,
    headingField,
    introField,
    {
      name: 'members',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text' },
        {
          name: 'photo',
          type: 'upload',
          relationTo: 'media',
          admin: { description: { en: 'A portrait of this person (the seed ships an abstract illustration of the role).', zh: '此人的照片（示例数据为代表职能的抽象插图）。', ru: 'Портрет сотрудника (в примере – абстрактная иллюстрация роли).' } },
        },
        { name: 'bio', type: 'textarea' },
      ],
    },
  ],
}

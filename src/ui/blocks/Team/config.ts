import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField, introField } from '../fields'

export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: label('block-team.singular'), plural: label('block-team.plural') },
  fields: [
    anchorField,
    headingField,
    introField,
    {
      name: 'members',
      type: 'array',
      label: label('block-team.members'),
      labels: {
        singular: label('block-team.members.singular'),
        plural: label('block-team.members.plural'),
      },
      fields: [
        { name: 'name', type: 'text', required: true, label: label('block-team.members.name') },
        { name: 'role', type: 'text', label: label('block-team.members.role') },
        {
          name: 'photo',
          type: 'upload',
          relationTo: 'media',
          label: label('block-team.members.photo'),
          admin: {
            description: {
              en: 'A portrait of this person (the seed ships an abstract illustration of the role).',
              zh: '此人的照片（示例数据为代表职能的抽象插图）。',
              ru: 'Портрет сотрудника (в примере – абстрактная иллюстрация роли).',
            },
          },
        },
        { name: 'bio', type: 'textarea', label: label('block-team.members.bio') },
      ],
    },
  ],
}

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
            description: label('block-team.members.photo.description'),
          },
        },
        { name: 'bio', type: 'textarea', label: label('block-team.members.bio') },
      ],
    },
  ],
}

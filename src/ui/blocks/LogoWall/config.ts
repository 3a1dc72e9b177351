import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { headingField, labels } from '../fields'

export const LogoWallBlock: Block = {
  slug: 'logoWall',
  interfaceName: 'LogoWallBlock',
  labels: {
    singular: label('block-logo-wall.singular'),
    plural: label('block-logo-wall.plural'),
  },
  fields: [
    headingField,
    {
      name: 'logos',
      type: 'array',
      label: label('block-logo-wall.logos'),
      labels: { singular: label('block-logo-wall.logos.singular'), plural: label('block-logo-wall.logos.plural') },
      fields: [
        { name: 'name', type: 'text', required: true, label: label('block-logo-wall.logos.name') },
        { name: 'logo', type: 'upload', relationTo: 'media', label: label('block-logo-wall.logos.logo') },
        { name: 'href', type: 'text', label: labels.href },
      ],
    },
  ],
}

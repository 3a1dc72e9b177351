import type { Block } from 'payload'

import { headingField } from '../fields'

export const LogoWallBlock: Block = {
  slug: 'logoWall',
  interfaceName: 'LogoWallBlock',
  labels: { singular: 'Logo wall', plural: 'Logo walls' },
  fields: [
    headingField,
    {
      name: 'logos',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'logo', type: 'upload', relationTo: 'media' },
        { name: 'href', type: 'text' },
      ],
    },
  ],
}

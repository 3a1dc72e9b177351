import type { Block } from 'payload'

import { linkField } from '../fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'page',
      options: [
        { label: 'Home (large)', value: 'home' },
        { label: 'Page', value: 'page' },
      ],
    },
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    linkField('primary', 'Primary button'),
    { name: 'primaryOpensDemo', type: 'checkbox', label: 'Primary button opens the demo dialog' },
    linkField('secondary', 'Secondary button'),
  ],
}

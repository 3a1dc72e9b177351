import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { labels, linkField } from '../fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: {
    singular: label('block-hero.singular'),
    plural: label('block-hero.plural'),
  },
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'page',
      label: label('block-hero.variant'),
      options: [
        { label: label('block-hero.variant.home'), value: 'home' },
        { label: label('block-hero.variant.page'), value: 'page' },
      ],
    },
    {
      name: 'eyebrow',
      type: 'text',
      label: label('block-hero.eyebrow'),
    },
    { name: 'heading', type: 'text', required: true, label: label('block-hero.heading') },
    { name: 'subheading', type: 'textarea', label: label('block-hero.subheading') },
    { name: 'image', type: 'upload', relationTo: 'media', label: labels.image },
    linkField('primary', label('block-hero.primary')),
    {
      name: 'primaryOpensDemo',
      type: 'checkbox',
      label: label('block-hero.primaryOpensDemo'),
    },
    linkField('secondary', label('block-hero.secondary')),
  ],
}

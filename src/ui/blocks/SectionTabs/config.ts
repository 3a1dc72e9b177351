import type { Block } from 'payload'

import { label } from '../../../cms/shared'

export const SectionTabsBlock: Block = {
  slug: 'sectionTabs',
  interfaceName: 'SectionTabsBlock',
  labels: {
    singular: label('block-section-tabs.singular'),
    plural: label('block-section-tabs.plural'),
  },
  fields: [
    {
      name: 'tabs',
      type: 'array',
      minRows: 1,
      label: label('block-section-tabs.tabs'),
      labels: { singular: label('block-section-tabs.tabs.singular'), plural: label('block-section-tabs.tabs.plural') },
      fields: [
        {
          name: 'anchor',
          type: 'text',
          required: true,
          label: label('block-section-tabs.tabs.anchor'),
          admin: {
            description: label('block-section-tabs.tabs.anchor.description'),
          },
        },
        { name: 'label', type: 'text', required: true, label: label('block-section-tabs.tabs.label') },
      ],
    },
  ],
}

import type { Block } from 'payload'

export const SectionTabsBlock: Block = {
  slug: 'sectionTabs',
  interfaceName: 'SectionTabsBlock',
  labels: { singular: 'Section tabs (anchors)', plural: 'Section tabs' },
  fields: [
    {
      name: 'tabs',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'anchor', type: 'text', required: true, admin: { description: 'The anchor of a block below, e.g. section1' } },
        { name: 'label', type: 'text', required: true },
      ],
    },
  ],
}

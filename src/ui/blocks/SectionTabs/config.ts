import type { Block } from 'payload'

import { label } from '../../../cms/shared'

export const SectionTabsBlock: Block = {
  slug: 'sectionTabs',
  interfaceName: 'SectionTabsBlock',
  labels: {
    singular: label('Section tabs (anchors)', '栏目导航标签（锚点）', 'Вкладки разделов (якоря)'),
    plural: label('Section tabs', '栏目导航标签', 'Вкладки разделов'),
  },
  fields: [
    {
      name: 'tabs',
      type: 'array',
      minRows: 1,
      label: label('Tabs', '标签', 'Вкладки'),
      labels: { singular: label('Tab', '标签', 'Вкладка'), plural: label('Tabs', '标签', 'Вкладки') },
      fields: [
        {
          name: 'anchor',
          type: 'text',
          required: true,
          label: label('Anchor id', '锚点 ID', 'Якорь'),
          admin: {
            description: label(
              'The anchor of a block below, e.g. section1',
              '下方某个模块的锚点，例如 section1',
              'Якорь одного из блоков ниже, например section1',
            ),
          },
        },
        { name: 'label', type: 'text', required: true, label: label('Tab text', '标签文字', 'Текст вкладки') },
      ],
    },
  ],
}

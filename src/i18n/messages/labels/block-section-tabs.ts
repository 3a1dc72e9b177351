/** The admin's labels and help texts of ui/blocks/SectionTabs/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_SECTION_TABS = part({
  zh: {
    singular: '栏目导航标签（锚点）',
    plural: '栏目导航标签',
    tabs: '标签',
    'tabs.singular': '标签',
    'tabs.plural': '标签',
    'tabs.anchor': '锚点 ID',
    'tabs.anchor.description': '下方某个模块的锚点，例如 section1',
    'tabs.label': '标签文字',
  },
  en: {
    singular: 'Section tabs (anchors)',
    plural: 'Section tabs',
    tabs: 'Tabs',
    'tabs.singular': 'Tab',
    'tabs.plural': 'Tabs',
    'tabs.anchor': 'Anchor id',
    'tabs.anchor.description': 'The anchor of a block below, e.g. section1',
    'tabs.label': 'Tab text',
  },
  ru: {
    singular: 'Вкладки разделов (якоря)',
    plural: 'Вкладки разделов',
    tabs: 'Вкладки',
    'tabs.singular': 'Вкладка',
    'tabs.plural': 'Вкладки',
    'tabs.anchor': 'Якорь',
    'tabs.anchor.description': 'Якорь одного из блоков ниже, например section1',
    'tabs.label': 'Текст вкладки',
  },
})

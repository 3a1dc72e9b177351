import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { labels } from '../fields'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: label('Call to action', '行动号召', 'Призыв к действию'),
    plural: label('Calls to action', '行动号召', 'Призывы к действию'),
  },
  fields: [
    { name: 'heading', type: 'text', required: true, label: label('Heading', '标题', 'Заголовок') },
    { name: 'text', type: 'textarea', label: labels.text },
    {
      name: 'action',
      type: 'select',
      defaultValue: 'demo',
      label: label('Button action', '按钮动作', 'Действие кнопки'),
      options: [
        { label: label('Open the demo dialog', '打开预约演示弹窗', 'Открыть окно заявки на демо'), value: 'demo' },
        { label: label('Follow a link', '跳转链接', 'Перейти по ссылке'), value: 'link' },
      ],
    },
    { name: 'label', type: 'text', required: true, label: label('Button text', '按钮文字', 'Текст кнопки') },
    {
      name: 'href',
      type: 'text',
      label: labels.href,
      admin: { condition: (_, sibling) => sibling?.action === 'link' },
    },
  ],
}

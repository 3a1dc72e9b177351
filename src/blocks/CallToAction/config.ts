import type { Block } from 'payload'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      name: 'action',
      type: 'select',
      defaultValue: 'demo',
      options: [
        { label: 'Open the demo dialog', value: 'demo' },
        { label: 'Follow a link', value: 'link' },
      ],
    },
    { name: 'label', type: 'text', required: true },
    { name: 'href', type: 'text', admin: { condition: (_, sibling) => sibling?.action === 'link' } },
  ],
}

import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { labels } from '../fields'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: label('block-call-to-action.singular'),
    plural: label('block-call-to-action.plural'),
  },
  fields: [
    { name: 'heading', type: 'text', required: true, label: label('block-call-to-action.heading') },
    { name: 'text', type: 'textarea', label: labels.text },
    {
      name: 'action',
      type: 'select',
      defaultValue: 'demo',
      label: label('block-call-to-action.action'),
      options: [
        { label: label('block-call-to-action.action.demo'), value: 'demo' },
        { label: label('block-call-to-action.action.link'), value: 'link' },
      ],
    },
    { name: 'label', type: 'text', required: true, label: label('block-call-to-action.label') },
    {
      name: 'href',
      type: 'text',
      label: labels.href,
      admin: { condition: (_, sibling) => sibling?.action === 'link' },
    },
  ],
}

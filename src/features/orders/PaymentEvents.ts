import type { CollectionConfig } from 'payload'

import { editorOrAdmin } from '../../cms/access'
import { groups, label } from '../../cms/shared'

/**
 * Every verified PayPal webhook event, stored before it is applied: which event, what it was about, what
 * it did to the order, how often PayPal delivered it. The staff who manage orders read them; nobody edits them (the
 * webhook writes through the local API).
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: {
    singular: label('payment-events.singular'),
    plural: label('payment-events.plural'),
  },
  admin: {
    useAsTitle: 'eventId',
    defaultColumns: ['receivedAt', 'type', 'order', 'outcome', 'deliveries', 'eventId'],
    group: groups.visitors,
    description: label('payment-events.description'),
  },
  defaultSort: '-receivedAt',
  access: { read: editorOrAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'eventId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('payment-events.eventId'),
    },
    {
      name: 'provider',
      type: 'text',
      defaultValue: 'paypal',
      admin: { readOnly: true },
      label: label('payment-events.provider'),
    },
    { name: 'type', type: 'text', required: true, index: true, label: label('payment-events.type') },
    {
      name: 'resourceId',
      type: 'text',
      label: label('payment-events.resourceId'),
    },
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      index: true,
      label: label('payment-events.order'),
    },
    { name: 'outcome', type: 'text', label: label('payment-events.outcome') },
    {
      name: 'deliveries',
      type: 'number',
      defaultValue: 1,
      label: label('payment-events.deliveries'),
    },
    {
      name: 'receivedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: label('payment-events.receivedAt'),
    },
    {
      name: 'lastReceivedAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: label('payment-events.lastReceivedAt'),
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { invalidateOrdersOnTierChange } from './order-hooks'
import { revalidateCollection } from '../../cms/revalidate'
import { recordTranslationState, translationStateField } from '../translations/translation-state'
import { groups, label, orderField } from '../../cms/shared'

const revalidate = revalidateCollection('package-tiers', (doc) => doc.code as string)

/** The yearly data packages of SPEC §3/§9 (PRO 899 … Deluxe 5699 USD). */
export const PackageTiers: CollectionConfig = {
  slug: 'package-tiers',
  labels: {
    singular: label('package-tiers.singular'),
    plural: label('package-tiers.plural'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'priceUsd', 'memberLevel', 'status', 'translationState'],
    group: groups.catalogue,
  },
  defaultSort: 'order',
  access: {
    // Offline tiers are hidden from guests.
    read: ({ req }) => (req.user && req.user.collection === 'users' ? true : { status: { equals: 'active' } }),
    create: canEditContent,
    update: canUpdateContent,
    delete: canEditContent,
  },
  fields: lockSharedFieldsForTranslators([
    { name: 'name', type: 'text', required: true, localized: true, label: label('package-tiers.name') },
    {
      name: 'code',
      type: 'select',
      required: true,
      unique: true,
      label: label('package-tiers.code'),
      options: ['PRO', 'Global', 'Plus', 'Luxury', 'Deluxe'].map((value) => ({ value, label: value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      label: label('package-tiers.status'),
      options: [
        { value: 'active', label: label('package-tiers.status.active') },
        { value: 'offline', label: label('package-tiers.status.offline') },
      ],
      admin: { position: 'sidebar' },
    },
    orderField,
    {
      type: 'row',
      fields: [
        {
          name: 'priceUsd',
          type: 'number',
          required: true,
          min: 0,
          label: label('package-tiers.priceUsd'),
        },
        {
          name: 'memberLevel',
          type: 'number',
          required: true,
          min: 1,
          max: 8,
          label: label('package-tiers.memberLevel'),
        },
        {
          name: 'importCountries',
          type: 'number',
          required: true,
          min: 0,
          label: label('package-tiers.importCountries'),
        },
        {
          name: 'exportCountries',
          type: 'number',
          required: true,
          min: 0,
          label: label('package-tiers.exportCountries'),
        },
      ],
    },
    {
      name: 'highlighted',
      type: 'checkbox',
      label: label('package-tiers.highlighted'),
      admin: {
        position: 'sidebar',
        description: label('package-tiers.highlighted.description'),
      },
    },
    {
      name: 'datasets',
      type: 'text',
      hasMany: true,
      label: label('package-tiers.datasets'),
      admin: {
        description: label('package-tiers.datasets.description'),
      },
    },
    { name: 'summary', type: 'textarea', localized: true, label: label('package-tiers.summary') },
    {
      name: 'features',
      type: 'array',
      localized: true,
      label: label('package-tiers.features'),
      labels: { singular: label('package-tiers.features.singular'), plural: label('package-tiers.features.plural') },
      fields: [{ name: 'text', type: 'text', required: true, label: label('package-tiers.features.text') }],
    },
    translationStateField,
  ]),
  hooks: {
    beforeChange: [recordTranslationState],
    afterChange: [invalidateOrdersOnTierChange, revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
}

import type { CollectionConfig } from 'payload'

import { canEditContent, canUpdateContent, lockSharedFieldsForTranslators } from './access'
import { invalidateOrdersOnTierChange } from './hooks/orders'
import { revalidateCollection } from './hooks/revalidate'
import { recordTranslationState, translationStateField } from './hooks/translation-state'
import { groups, orderField } from './shared'

const revalidate = revalidateCollection('package-tiers', (doc) => doc.code as string)

/** The yearly data packages of SPEC §3/§9 (PRO 899 … Deluxe 5699 USD). */
export const PackageTiers: CollectionConfig = {
  slug: 'package-tiers',
  labels: {
    singular: { en: 'Package tier', zh: '套餐', ru: 'Тариф' },
    plural: { en: 'Package tiers', zh: '数据套餐', ru: 'Тарифы' },
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
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'code',
      type: 'select',
      required: true,
      unique: true,
      options: ['PRO', 'Global', 'Plus', 'Luxury', 'Deluxe'].map((value) => ({ value, label: value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'offline', label: 'Offline' },
      ],
      admin: { position: 'sidebar' },
    },
    orderField,
    {
      type: 'row',
      fields: [
        { name: 'priceUsd', type: 'number', required: true, min: 0, label: 'Yearly price (USD)' },
        { name: 'memberLevel', type: 'number', required: true, min: 1, max: 8, label: 'Member level (4–8)' },
        { name: 'importCountries', type: 'number', required: true, min: 0 },
        { name: 'exportCountries', type: 'number', required: true, min: 0 },
      ],
    },
    { name: 'highlighted', type: 'checkbox', admin: { position: 'sidebar', description: 'Marked as recommended.' } },
    {
      name: 'datasets',
      type: 'text',
      hasMany: true,
      admin: { description: 'Source codes of the datasets included (from the dataset catalogue).' },
    },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'features', type: 'array', localized: true, fields: [{ name: 'text', type: 'text', required: true }] },
    translationStateField,
  ]),
  hooks: { beforeChange: [recordTranslationState], afterChange: [invalidateOrdersOnTierChange, revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
}


import type { CollectionConfig } from 'payload'

import { editorOrAdmin } from '../../cms/access'
import { groups, label } from '../../cms/shared'

export const COOKIE_CHOICES = ['accepted', 'rejected'] as const

/**
 * Each cookie choice a visitor makes on a site (POST /next/consent), stored before it takes effect: the site, the
 * choice, the privacy policy's version then, the time, and a random id the browser keeps for that site — no IP, no
 * browser details. The member when one was logged in, so their export shows it. Staff read; nobody writes by API.
 */
export const CookieConsents: CollectionConfig = {
  slug: 'cookie-consents',
  labels: {
    singular: label('cookie-consents.singular'),
    plural: label('cookie-consents.plural'),
  },
  admin: {
    group: groups.visitors,
    defaultColumns: ['site', 'choice', 'policyVersion', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: editorOrAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'site',
          type: 'select',
          required: true,
          index: true,
          label: label('cookie-consents.site'),
          options: [
            { value: 'cn', label: label('cookie-consents.site.cn') },
            { value: 'en', label: label('cookie-consents.site.en') },
            { value: 'ru', label: label('cookie-consents.site.ru') },
          ],
        },
        {
          name: 'choice',
          type: 'select',
          required: true,
          label: label('cookie-consents.choice'),
          options: [
            { value: 'accepted', label: label('cookie-consents.choice.accepted') },
            { value: 'rejected', label: label('cookie-consents.choice.rejected') },
          ],
        },
        { name: 'policyVersion', type: 'text', label: label('cookie-consents.policyVersion') },
      ],
    },
    {
      name: 'visitor',
      type: 'text',
      required: true,
      index: true,
      label: label('cookie-consents.visitor'),
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      label: label('cookie-consents.member'),
    },
  ],
}

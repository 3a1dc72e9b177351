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
    singular: label('Cookie choice', 'Cookie 选择', 'Выбор по cookie'),
    plural: label('Cookie choices', 'Cookie 选择记录', 'Выбор по cookie'),
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
          label: label('Site', '站点', 'Сайт'),
          options: [
            { value: 'cn', label: label('Chinese site (/cn)', '中文站（/cn）', 'Китайский сайт (/cn)') },
            { value: 'en', label: label('English site (/en)', '英文站（/en）', 'Английский сайт (/en)') },
            { value: 'ru', label: label('Russian site (/ru)', '俄文站（/ru）', 'Русский сайт (/ru)') },
          ],
        },
        {
          name: 'choice',
          type: 'select',
          required: true,
          label: label('Choice', '选择', 'Выбор'),
          options: [
            { value: 'accepted', label: label('Accepted', '同意', 'Принято') },
            { value: 'rejected', label: label('Declined or withdrawn', '拒绝或撤回', 'Отказ или отзыв') },
          ],
        },
        { name: 'policyVersion', type: 'text', label: label('Policy version', '政策版本', 'Версия политики') },
      ],
    },
    {
      name: 'visitor',
      type: 'text',
      required: true,
      index: true,
      label: label('Visitor (random id)', '访客（随机标识）', 'Посетитель (случайный id)'),
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      label: label('Member', '会员', 'Участник'),
    },
  ],
}

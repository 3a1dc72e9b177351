import type { Access, CollectionConfig, FieldAccess } from 'payload'

import { consentField } from './consent-field'
import { anyone, editorOrAdmin, isActiveMember, isAdmin, isEditorOrAdmin } from './access'
import { forgiveSuccessfulLogin, throttleAccountOperations } from '../src/edge/account-throttle'
import { uniformLogin } from './hooks/login'
import { computeDormant, memberForgotPassword, protectRegistration, refuseClosedAccounts, stampLastLogin } from './hooks/members'
import { groups } from './shared'

/** Only staff (editors and admins) set what a member may do: membership, level, roles, permissions, datasets. */
export const staffOnly: FieldAccess = editorOrAdmin

/** Editors and admins see and edit every member; a member only themself, and only while the account is active. */
export const isStaffOrSelf: Access = ({ req }) => {
  if (isEditorOrAdmin(req.user)) return true
  if (isActiveMember(req.user)) return { id: { equals: req.user!.id } }
  return false
}

/**
 * Site accounts (SPEC §3 Session user), separate from staff `users`. Log in and registration go through Payload's
 * auth (POST /api/members/login, POST /api/members), so the token lands in the `ts-token` cookie.
 */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: { en: 'Member', zh: '会员', ru: 'Участник' }, plural: { en: 'Members', zh: '会员', ru: 'Участники' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'nickname', 'membership', 'accountStatus', 'lastLoginAt', 'dormant', 'createdAt'],
    group: groups.visitors,
    listSearchableFields: ['email', 'nickname', 'accountName', 'phone'],
  },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 7,
    maxLoginAttempts: 10,
    lockTime: 15 * 60 * 1000,
    forgotPassword: memberForgotPassword,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false',
      domain: process.env.COOKIE_DOMAIN || undefined,
    },
  },
  /**
   * Registration ("join free") is open to anyone but protected (image code and rate limit: hooks/members.ts), and
   * the fields that say what a member may do are staff-only at field level, so a visitor always gets a NORMAL member.
   */
  access: {
    read: isStaffOrSelf,
    create: anyone,
    update: isStaffOrSelf,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [throttleAccountOperations, protectRegistration, uniformLogin],
    beforeLogin: [refuseClosedAccounts],
    afterLogin: [stampLastLogin, forgiveSuccessfulLogin],
  },
  fields: [
    { type: 'row', fields: [{ name: 'nickname', type: 'text' }, { name: 'accountName', type: 'text' }, { name: 'phone', type: 'text' }] },
    {
      type: 'row',
      fields: [
        {
          name: 'membership',
          type: 'number',
          defaultValue: 0,
          min: 0,
          access: { create: staffOnly, update: staffOnly },
          admin: { description: 'Low 4 bits: level (0 normal … 8 global deluxe); higher bits: permission bits (16, 32, 64, 128, 256, 512).' },
        },
        {
          name: 'level',
          type: 'number',
          defaultValue: 0,
          min: 0,
          access: { create: staffOnly, update: staffOnly },
          admin: { description: '0 = main account; others are sub accounts.' },
        },
        { name: 'userRole', type: 'text', access: { create: staffOnly, update: staffOnly }, admin: { description: 'e.g. "admin,info,payment"' } },
      ],
    },
    {
      name: 'permissions',
      type: 'group',
      access: { create: staffOnly, update: staffOnly },
      fields: [
        {
          name: 'TS',
          type: 'group',
          fields: [
            { type: 'row', fields: ['SO', 'AI', 'MARKET', 'EMAIL', 'RECOMMEND'].map((name) => ({ name, type: 'checkbox' as const })) },
          ],
        },
        { name: 'CDS', type: 'group', fields: [{ name: 'download_limit', type: 'number', defaultValue: 0, min: 0 }] },
        { name: 'OPENS', type: 'checkbox' },
      ],
    },
    {
      name: 'customs_data_source',
      type: 'text',
      access: { create: staffOnly, update: staffOnly },
      admin: { description: 'One 0/1 flag per data source, in catalogue order (src/domain/datasets.ts).' },
    },
    { name: 'deptInfo', type: 'group', access: { create: staffOnly, update: staffOnly }, fields: [{ name: 'name', type: 'text' }] },
    {
      name: 'oemDomains',
      type: 'array',
      access: { create: staffOnly, update: staffOnly },
      fields: [
        { type: 'row', fields: [{ name: 'name', type: 'text' }, { name: 'link', type: 'text' }, { name: 'companyDomain', type: 'text' }] },
        { type: 'row', fields: [{ name: 'systemNameZhCn', type: 'text', label: 'System name (zh-cn)' }, { name: 'systemNameEn', type: 'text', label: 'System name (en)' }] },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'accountStatus',
          type: 'select',
          defaultValue: 'active',
          options: ['active', 'frozen', 'cancelled'].map((value) => ({ value, label: value })),
          access: { create: staffOnly, update: staffOnly },
        },
        { name: 'serviceExpiresAt', type: 'date', access: { create: staffOnly, update: staffOnly } },
        { name: 'lastLoginAt', type: 'date', access: { create: staffOnly, update: staffOnly }, admin: { readOnly: true } },
      ],
    },
    {
      // SPEC §4: may be cancelled after 12 months without login and with no unexpired service. Computed, not stored.
      name: 'dormant',
      type: 'checkbox',
      virtual: true,
      label: { en: 'Dormant (12 months)', zh: '休眠账户（12 个月）', ru: 'Неактивен (12 месяцев)' },
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        description: {
          en: '12 consecutive months without a login and no unexpired service: the account may be cancelled.',
          zh: '连续 12 个月未登录且没有未到期的服务：账户可被注销。',
          ru: '12 месяцев подряд без входа и без действующих услуг: аккаунт можно закрыть.',
        },
      },
      hooks: { afterRead: [computeDormant] },
    },
    consentField,
    { name: 'staffNotes', type: 'textarea', access: { read: staffOnly, create: staffOnly, update: staffOnly } },
  ],
}

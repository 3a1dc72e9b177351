import type { Access, CollectionConfig, FieldAccess } from 'payload'

import { consentField } from '../../cms/consent-field'
import { anyone, editorOrAdmin, isActiveMember, isAdmin, isEditorOrAdmin } from '../../cms/access'
import { forgiveSuccessfulLogin, throttleAccountOperations } from '../../http/account-throttle'
import { currentPasswordField, guardCredentials } from './credentials'
import { uniformLogin } from './login'
import {
  computeDormant,
  memberForgotPassword,
  protectRegistration,
  refuseClosedAccounts,
  stampLastLogin,
} from './member-hooks'
import { groups, label } from '../../cms/shared'
import { isProduction, setting } from '../../settings'

/** Only staff (editors and admins) set what a member may do: membership, level, roles, permissions, datasets. */
export const staffOnly: FieldAccess = editorOrAdmin

/** Editors and admins see and edit every member; a member only themself, and only while the account is active. */
export const isStaffOrSelf: Access = ({ req }) => {
  if (isEditorOrAdmin(req.user)) return true
  if (isActiveMember(req.user)) return { id: { equals: req.user!.id } }
  return false
}

/** The product permissions of the TS group, as the admin names them. */
const TS_PERMISSION_LABELS = {
  SO: label('members.SO'),
  AI: label('members.AI'),
  MARKET: label('members.MARKET'),
  EMAIL: label('members.EMAIL'),
  RECOMMEND: label('members.RECOMMEND'),
}

/**
 * Site accounts (SPEC §3 Session user), separate from staff `users`. Log in and registration go through Payload's
 * auth (POST /api/members/login, POST /api/members), so the token lands in the `ts-token` cookie.
 */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: {
    singular: label('members.singular'),
    plural: label('members.plural'),
  },
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
      secure: isProduction() && setting('COOKIE_SECURE') !== 'false',
      domain: setting('COOKIE_DOMAIN'),
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
    beforeOperation: [throttleAccountOperations, protectRegistration, uniformLogin, guardCredentials],
    beforeLogin: [refuseClosedAccounts],
    afterLogin: [stampLastLogin, forgiveSuccessfulLogin],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'nickname', type: 'text', label: label('members.nickname') },
        { name: 'accountName', type: 'text', label: label('members.accountName') },
        { name: 'phone', type: 'text', label: label('members.phone') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'membership',
          type: 'number',
          defaultValue: 0,
          min: 0,
          access: { create: staffOnly, update: staffOnly },
          label: label('members.membership'),
          admin: {
            description: label('members.membership.description'),
          },
        },
        {
          name: 'level',
          type: 'number',
          defaultValue: 0,
          min: 0,
          access: { create: staffOnly, update: staffOnly },
          label: label('members.level'),
          admin: {
            description: label('members.level.description'),
          },
        },
        {
          name: 'userRole',
          type: 'text',
          access: { create: staffOnly, update: staffOnly },
          label: label('members.userRole'),
          admin: {
            description: label('members.userRole.description'),
          },
        },
      ],
    },
    {
      name: 'permissions',
      type: 'group',
      label: label('members.permissions'),
      access: { create: staffOnly, update: staffOnly },
      fields: [
        {
          name: 'TS',
          type: 'group',
          label: label('members.permissions.TS'),
          fields: [
            {
              type: 'row',
              fields: (['SO', 'AI', 'MARKET', 'EMAIL', 'RECOMMEND'] as const).map((name) => ({
                name,
                type: 'checkbox' as const,
                label: TS_PERMISSION_LABELS[name],
              })),
            },
          ],
        },
        {
          name: 'CDS',
          type: 'group',
          label: label('members.permissions.CDS'),
          fields: [
            {
              name: 'download_limit',
              type: 'number',
              defaultValue: 0,
              min: 0,
              label: label('members.permissions.CDS.download_limit'),
            },
          ],
        },
        {
          name: 'OPENS',
          type: 'checkbox',
          label: label('members.permissions.OPENS'),
        },
      ],
    },
    {
      name: 'customs_data_source',
      type: 'text',
      access: { create: staffOnly, update: staffOnly },
      label: label('members.customs_data_source'),
      admin: {
        description: label('members.customs_data_source.description'),
      },
    },
    {
      name: 'deptInfo',
      type: 'group',
      label: label('members.deptInfo'),
      access: { create: staffOnly, update: staffOnly },
      fields: [{ name: 'name', type: 'text', label: label('members.deptInfo.name') }],
    },
    {
      name: 'oemDomains',
      type: 'array',
      label: label('members.oemDomains'),
      labels: {
        singular: label('members.oemDomains.singular'),
        plural: label('members.oemDomains.plural'),
      },
      access: { create: staffOnly, update: staffOnly },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', label: label('members.oemDomains.name') },
            { name: 'link', type: 'text', label: label('members.oemDomains.link') },
            { name: 'companyDomain', type: 'text', label: label('members.oemDomains.companyDomain') },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'systemNameZhCn',
              type: 'text',
              label: label('members.oemDomains.systemNameZhCn'),
            },
            {
              name: 'systemNameEn',
              type: 'text',
              label: label('members.oemDomains.systemNameEn'),
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'accountStatus',
          type: 'select',
          defaultValue: 'active',
          label: label('members.accountStatus'),
          options: [
            { value: 'active', label: label('members.accountStatus.active') },
            { value: 'frozen', label: label('members.accountStatus.frozen') },
            { value: 'cancelled', label: label('members.accountStatus.cancelled') },
          ],
          access: { create: staffOnly, update: staffOnly },
        },
        {
          name: 'serviceExpiresAt',
          type: 'date',
          access: { create: staffOnly, update: staffOnly },
          label: label('members.serviceExpiresAt'),
        },
        {
          // Set only by the member's confirmation of a code sent to the address (email-change.ts): from then on the
          // submissions sent from this address belong to the account (data-rights.ts).
          name: 'emailVerifiedAt',
          type: 'date',
          access: { create: staffOnly, update: staffOnly },
          admin: { readOnly: true },
          label: label('members.emailVerifiedAt'),
        },
        {
          name: 'lastLoginAt',
          type: 'date',
          access: { create: staffOnly, update: staffOnly },
          admin: { readOnly: true },
          label: label('members.lastLoginAt'),
        },
      ],
    },
    {
      // SPEC §4: may be cancelled after 12 months without login and with no unexpired service. Computed, not stored.
      name: 'dormant',
      type: 'checkbox',
      virtual: true,
      label: label('members.dormant'),
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        description: label('members.dormant.description'),
      },
      hooks: { afterRead: [computeDormant] },
    },
    consentField,
    currentPasswordField(false),
    {
      name: 'staffNotes',
      type: 'textarea',
      access: { read: staffOnly, create: staffOnly, update: staffOnly },
      label: label('members.staffNotes'),
    },
  ],
}

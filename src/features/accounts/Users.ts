import type { CollectionConfig } from 'payload'

import { forgiveSuccessfulLogin, throttleAccountOperations } from '../../http/account-throttle'
import { isAdmin, isAdminFieldLevel, isAdminOrSelf } from '../../cms/access'
import { label } from '../../cms/shared'
import { currentPasswordField, guardCredentials } from './credentials'
import { uniformLogin } from './login'
import { staffCookieEndpoints, staffCookieStrategy, staffMeFromCookie } from './staff-session'
import { isProduction, setting } from '../../settings'

export const STAFF_ROLES = ['admin', 'editor', 'translator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Staff who edit the sites in the admin. Site visitors are `members`, a separate collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: label('users.singular'),
    plural: label('users.plural'),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'updatedAt'],
    group: label('users.group'),
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    cookies: {
      sameSite: 'Lax',
      secure: isProduction() && setting('COOKIE_SECURE') !== 'false',
    },
    // The staff session is `ts-staff-token`, never the members' `ts-token` (staff-session.ts).
    strategies: [staffCookieStrategy],
  },
  endpoints: staffCookieEndpoints,
  // Log-in and forgot-password throttles per address and per account (src/http/account-throttle.ts), then log-in
  // answers that do not tell which e-mails exist (hooks/login.ts).
  hooks: {
    beforeOperation: [throttleAccountOperations, uniformLogin, guardCredentials],
    afterLogin: [forgiveSuccessfulLogin],
    afterMe: [staffMeFromCookie],
  },
  access: {
    admin: ({ req }) => Boolean(req.user && req.user.collection === 'users'),
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', label: label('users.name') },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      label: label('users.role'),
      saveToJWT: true,
      options: [
        { value: 'admin', label: label('users.role.admin') },
        { value: 'editor', label: label('users.role.editor') },
        { value: 'translator', label: label('users.role.translator') },
      ],
      access: { create: isAdminFieldLevel, update: isAdminFieldLevel },
      admin: {
        description: label('users.role.description'),
      },
    },
    currentPasswordField(true),
  ],
}

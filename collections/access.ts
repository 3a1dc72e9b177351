/**
 * Access rules as small named functions (Payload's website template style), shared by every collection.
 * Staff are `users` with a role; site visitors are `members` and never get write access to content.
 *
 * The content matrix: guests read published content only; translators update the localized fields of existing
 * documents and publish their locale; editors create, update, publish and delete content; admins do everything.
 */
import type { Access, Field, FieldAccess, PayloadRequest } from 'payload'

type StaffRole = 'admin' | 'editor' | 'translator'

export function staffRole(req: Pick<PayloadRequest, 'user'>): StaffRole | null {
  const user = req.user as { collection?: string; role?: StaffRole } | null | undefined
  if (!user || user.collection !== 'users') return null
  return user.role ?? null
}

export const anyone: Access = () => true

export const isStaff: Access = ({ req }) => staffRole(req) !== null

export const isAdmin: Access = ({ req }) => staffRole(req) === 'admin'

export const isAdminFieldLevel: FieldAccess = ({ req }) => staffRole(req) === 'admin'

export const isAdminOrSelf: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin') return true
  if (role && req.user) return { id: { equals: req.user.id } }
  return false
}

/** Editors and admins create and delete content. */
export const canEditContent: Access = ({ req }) => {
  const role = staffRole(req)
  return role === 'admin' || role === 'editor'
}

/** Editors, admins and translators update content (translators only its localized fields, see below). */
export const canUpdateContent: Access = ({ req }) => staffRole(req) !== null

/** Guests read published documents only; staff read drafts too. */
export const publishedOrStaff: Access = ({ req }) => {
  if (staffRole(req)) return true
  return { _status: { equals: 'published' } }
}

/** Field-level: a translator may not change a field shared by every locale. */
export const notTranslator: FieldAccess = ({ req }) => staffRole(req) !== 'translator'

/**
 * Locks every non-localized field against translators, walking into unnamed containers (rows, collapsibles,
 * tabs) and non-localized groups. Localized fields (and everything inside them) stay open.
 */
export function lockSharedFieldsForTranslators(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('localized' in field && field.localized) return field
    if (field.type === 'ui') return field
    if (field.type === 'row' || field.type === 'collapsible') {
      return { ...field, fields: lockSharedFieldsForTranslators(field.fields) }
    }
    if (field.type === 'tabs') {
      return {
        ...field,
        tabs: field.tabs.map((tab) =>
          'name' in tab && tab.name
            ? tab.localized
              ? tab
              : { ...tab, fields: lockSharedFieldsForTranslators(tab.fields) }
            : { ...tab, fields: lockSharedFieldsForTranslators(tab.fields) },
        ),
      }
    }
    if (field.type === 'group' && 'name' in field && field.name) {
      return { ...field, fields: lockSharedFieldsForTranslators(field.fields) }
    }
    if (field.type === 'group') {
      return { ...field, fields: lockSharedFieldsForTranslators(field.fields) }
    }
    if ('name' in field && field.name) {
      return { ...field, access: { ...field.access, update: notTranslator, create: notTranslator } } as Field
    }
    return field
  })
}

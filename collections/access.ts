/**
 * Access rules as small named functions (Payload's website template style), shared by every collection.
 * Staff are `users` with a role; site visitors are `members` and never get write access to content.
 */
import type { Access, FieldAccess, PayloadRequest } from 'payload'

type StaffRole = 'admin' | 'editor' | 'translator'

export function staffRole(req: Pick<PayloadRequest, 'user'>): StaffRole | null {
  const user = req.user as { collection?: string; role?: StaffRole } | null | undefined
  if (!user || user.collection !== 'users') return null
  return user.role ?? null
}

export const anyone: Access = () => true

export const isAdmin: Access = ({ req }) => staffRole(req) === 'admin'

export const isAdminFieldLevel: FieldAccess = ({ req }) => staffRole(req) === 'admin'

export const isAdminOrSelf: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin') return true
  if (role && req.user) return { id: { equals: req.user.id } }
  return false
}

/**
 * Access rules as small named functions (Payload's website template style), shared by every collection.
 * Staff are `users` with a role; site visitors are `members` and never get write access to content.
 *
 * The content matrix: guests read published content only; translators update the localized fields of existing
 * documents in English and Russian and publish those locales; editors create, update, publish and delete content;
 * admins do everything. Versions (drafts, order history) are staff-only, whatever the documents allow.
 */
import { isLocale, localeOfRequest, type Locale } from '../domain/locale'
import { ACCOUNT_ANSWERS } from '../i18n/messages/accounts'
import {
  APIError,
  type Access,
  type CollectionBeforeOperationHook,
  type CollectionBeforeChangeHook,
  type Field,
  type FieldAccess,
  type GlobalBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

type StaffRole = 'admin' | 'editor' | 'translator'

export function staffRole(req: Pick<PayloadRequest, 'user'>): StaffRole | null {
  const user = req.user as { collection?: string; role?: StaffRole } | null | undefined
  if (!user || user.collection !== 'users') return null
  return user.role ?? null
}

/**
 * THE staff predicate: an editor or an administrator, the staff who manage content, members, orders and
 * submissions. Every "admin or editor" check in the code base calls this (translators are staff but only translate).
 */
export function isEditorOrAdmin(user: unknown): boolean {
  const u = user as { collection?: string; role?: string } | null | undefined
  return u?.collection === 'users' && (u.role === 'admin' || u.role === 'editor')
}

/**
 * THE member-status predicate: a member whose account is active now. `req.user` is read from the database on every
 * request, so a token issued before the account was frozen or cancelled stops working for every member action.
 */
export function isActiveMember(user: unknown): boolean {
  const u = user as { collection?: string; accountStatus?: string | null } | null | undefined
  return u?.collection === 'members' && u.accountStatus !== 'frozen' && u.accountStatus !== 'cancelled'
}

export const anyone: Access = () => true

export const nobody: Access = () => false

export const isStaff: Access = ({ req }) => staffRole(req) !== null

export const isAdmin: Access = ({ req }) => staffRole(req) === 'admin'

export const isAdminFieldLevel: FieldAccess = ({ req }) => staffRole(req) === 'admin'

/** Any staff user (translators too): fields that hold staff identity or internal tracking, hidden from the rest. */
export const staffOnlyField: FieldAccess = ({ req }) => staffRole(req) !== null

export const isAdminOrSelf: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin') return true
  if (role && req.user) return { id: { equals: req.user.id } }
  return false
}

/** Editors and admins (collection- and field-level alike). */
export const editorOrAdmin: Access & FieldAccess = ({ req }) => isEditorOrAdmin(req.user)

/** Editors and admins create and delete content. */
export const canEditContent: Access = editorOrAdmin

/** Editors, admins and translators update content (translators only its localized fields, see below). */
export const canUpdateContent: Access = ({ req }) => staffRole(req) !== null

/** Guests read published documents only; staff read drafts too. */
export const publishedOrStaff: Access = ({ req }) => {
  if (staffRole(req)) return true
  return { _status: { equals: 'published' } }
}

/** Versions and drafts of content: staff only (members and guests read what is published, never the history). */
export const contentVersions: Access = isStaff

/** The locales a translator edits and publishes; the Chinese source and everything shared belong to editors. */
export const TRANSLATOR_LOCALES: readonly string[] = ['en', 'ru']

/** The translator's refusal, in the staff user's admin language (the language Payload's own messages use). */
export const TRANSLATOR_REFUSED: Record<Locale, string> = {
  zh: ACCOUNT_ANSWERS.zh.translatorRefused,
  en: ACCOUNT_ANSWERS.en.translatorRefused,
  ru: ACCOUNT_ANSWERS.ru.translatorRefused,
}

function refuseTranslator(req: PayloadRequest): never {
  const language = req.i18n?.language
  const locale = isLocale(language)
    ? language
    : localeOfRequest({ url: req.url, headers: req.headers ?? new Headers() })
  throw new APIError(TRANSLATOR_REFUSED[locale], 403, null, true)
}

/**
 * A translator's write must be in English or Russian: not the Chinese source (the default locale when none is
 * given), not every locale at once, not a restored version (which would bring back every locale and every shared
 * field). The admin's "Publish changes" asks to publish all locales: for a translator it publishes the locale they
 * are in, and the other locales' drafts stay drafts.
 */
function translatorArgs<T extends Record<string, unknown>>(operation: string, args: T, req: PayloadRequest): T {
  if (staffRole(req) !== 'translator') return args
  if (operation === 'restoreVersion') refuseTranslator(req)
  if (operation !== 'update' && operation !== 'updateByID') return args
  const locale = (args.publishSpecificLocale as string | undefined) || req.locale
  if (!locale || !TRANSLATOR_LOCALES.includes(locale)) refuseTranslator(req)
  if (args.unpublishAllLocales === true || args.unpublishAllLocales === 'true') refuseTranslator(req)
  if (args.publishAllLocales === true || args.publishAllLocales === 'true') {
    return { ...args, publishAllLocales: false, publishSpecificLocale: locale }
  }
  return args
}

export const translatorsWriteTheirLocales: CollectionBeforeOperationHook = ({ args, operation, req }) =>
  translatorArgs(operation, args as Record<string, unknown>, req) as typeof args

export const translatorsWriteTheirLocalesInGlobals: GlobalBeforeOperationHook = ({ args, operation, req }) =>
  translatorArgs(operation, args as Record<string, unknown>, req) as typeof args

/** Uploads: a translator may not replace the file or move its focal point or crop (shared by every locale). */
export const translatorsKeepTheFile: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || staffRole(req) !== 'translator') return data
  if (req.file) refuseTranslator(req)
  for (const key of ['focalX', 'focalY'] as const) {
    if (data[key] !== undefined && data[key] !== null && originalDoc && data[key] !== originalDoc[key])
      refuseTranslator(req)
  }
  return data
}

/** Field-level: a translator may not change a field shared by every locale. */
export const notTranslator: FieldAccess = ({ req }) => staffRole(req) !== 'translator'

/**
 * Field-level: a translator writes localized fields in en and ru only. The server refuses a zh write anyway
 * (translatorsWriteTheirLocales); this makes the admin render the zh screen read-only for them, instead
 * of letting them type into a form whose autosave fails.
 */
export const translatorLocaleOnly: FieldAccess = ({ req }) =>
  staffRole(req) !== 'translator' || TRANSLATOR_LOCALES.includes(String(req.locale ?? ''))

function lockLocalized(field: Field): Field {
  if (field.type === 'ui') return field
  if ('name' in field && field.name)
    return { ...field, access: { ...field.access, update: field.access?.update ?? translatorLocaleOnly } } as Field
  if ('fields' in field && Array.isArray(field.fields))
    return { ...field, fields: field.fields.map(lockLocalized) } as Field
  if (field.type === 'tabs')
    return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(lockLocalized) })) }
  return field
}

/**
 * Locks every non-localized field against translators, walking into unnamed containers (rows, collapsibles,
 * tabs) and non-localized groups. Localized fields (and everything inside them) are theirs in en and ru only.
 */
export function lockSharedFieldsForTranslators(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('localized' in field && field.localized) return lockLocalized(field)
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
              ? { ...tab, fields: tab.fields.map(lockLocalized) }
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

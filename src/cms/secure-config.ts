/**
 * The access rules Payload's defaults would leave open, closed once over the whole sanitized config (collections
 * added by plugins and by Payload itself included), so a new collection cannot forget them:
 *
 * - versions: Payload lets any logged-in user (a member too) read the versions of a collection or global that does
 *   not say otherwise, and answers 500 for one that has no versions. A versioned collection or global must name
 *   its `access.readVersions` (checked here, at start-up); one without versions refuses them (403).
 * - `payload-locked-documents` (the admin's "someone is editing" locks): staff only, so a member cannot lock an
 *   editor out of a page.
 * - list sizes: over REST and GraphQL, anyone but staff reads at most `PUBLIC_LIST_LIMIT` documents a page, and
 *   always paginated (`?limit=100000`, `?limit=0` or `?pagination=false` read the whole table into memory); the
 *   app's own Local API reads and the admin are unaffected.
 * - translators: every collection or global they may update (`access.update === canUpdateContent`) refuses their
 *   writes outside English and Russian, and an upload collection refuses their file and focal-point changes.
 */
import type { CollectionBeforeOperationHook, SanitizedConfig } from 'payload'

import {
  canUpdateContent,
  isStaff,
  nobody,
  staffRole,
  translatorsKeepTheFile,
  translatorsWriteTheirLocales,
  translatorsWriteTheirLocalesInGlobals,
} from './access'

export const LOCKED_DOCUMENTS = 'payload-locked-documents'

/** The most documents one REST/GraphQL page gives a visitor or member. */
export const PUBLIC_LIST_LIMIT = 100

export const boundedPublicLists: CollectionBeforeOperationHook = ({ args, req }) => {
  if (req.payloadAPI === 'local' || staffRole(req) !== null) return args
  const list = args as { limit?: number; pagination?: boolean }
  if (!('limit' in list) && !('pagination' in list)) return args
  // No limit asked for keeps Payload's default page (10); 0 or a huge one ("all") is capped.
  const limit = list.limit === undefined || list.limit === null ? undefined : Number(list.limit)
  const bounded =
    limit === undefined
      ? undefined
      : Number.isFinite(limit) && limit > 0
        ? Math.min(limit, PUBLIC_LIST_LIMIT)
        : PUBLIC_LIST_LIMIT
  return { ...args, pagination: true, limit: bounded }
}

export function secureConfig(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const access = collection.access
    collection.hooks.beforeOperation = [boundedPublicLists, ...(collection.hooks.beforeOperation ?? [])]
    if (!collection.versions) access.readVersions = nobody
    else if (!access.readVersions)
      throw new Error(`Collection "${collection.slug}" has versions but no access.readVersions`)
    if (collection.slug === LOCKED_DOCUMENTS) {
      Object.assign(access, { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: nobody })
    }
    if (access.update === canUpdateContent) {
      collection.hooks.beforeOperation = [translatorsWriteTheirLocales, ...(collection.hooks.beforeOperation ?? [])]
      if (collection.upload)
        collection.hooks.beforeChange = [translatorsKeepTheFile, ...(collection.hooks.beforeChange ?? [])]
    }
  }
  for (const global of config.globals) {
    const access = global.access
    if (!global.versions) access.readVersions = nobody
    else if (!access.readVersions) throw new Error(`Global "${global.slug}" has versions but no access.readVersions`)
    if (access.update === canUpdateContent) {
      global.hooks.beforeOperation = [translatorsWriteTheirLocalesInGlobals, ...(global.hooks.beforeOperation ?? [])]
    }
  }
  return config
}

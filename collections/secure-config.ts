/**
 * The access rules Payload's defaults would leave open, closed once over the whole sanitized config (collections
 * added by plugins and by Payload itself included), so a new collection cannot forget them:
 *
 * - versions: Payload lets any logged-in user (a member too) read the versions of a collection or global that does
 *   not say otherwise, and answers 500 for one that has no versions. A versioned collection or global must name
 *   its `access.readVersions` (checked here, at start-up); one without versions refuses them (403).
 * - `payload-locked-documents` (the admin's "someone is editing" locks): staff only, so a member cannot lock an
 *   editor out of a page.
 * - translators: every collection or global they may update (`access.update === canUpdateContent`) refuses their
 *   writes outside English and Russian, and an upload collection refuses their file and focal-point changes.
 */
import type { SanitizedConfig } from 'payload'

import { canUpdateContent, isStaff, nobody, translatorsKeepTheFile, translatorsWriteTheirLocales, translatorsWriteTheirLocalesInGlobals } from './access'

export const LOCKED_DOCUMENTS = 'payload-locked-documents'

export function secureConfig(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const access = collection.access
    if (!collection.versions) access.readVersions = nobody
    else if (!access.readVersions) throw new Error(`Collection "${collection.slug}" has versions but no access.readVersions`)
    if (collection.slug === LOCKED_DOCUMENTS) {
      Object.assign(access, { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: nobody })
    }
    if (access.update === canUpdateContent) {
      collection.hooks.beforeOperation = [translatorsWriteTheirLocales, ...(collection.hooks.beforeOperation ?? [])]
      if (collection.upload) collection.hooks.beforeChange = [translatorsKeepTheFile, ...(collection.hooks.beforeChange ?? [])]
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

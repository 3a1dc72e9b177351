/**
 * "Create New" creates nothing until the editor saves.
 *
 * With drafts and autosave, Payload's document view (@payloadcms/next renderDocument, 3.x) saves an empty draft the
 * moment /admin/collections/{slug}/create opens and redirects to it, unless the collection validates drafts. Leaving
 * that screen left an untitled draft in the list. Validating every draft would refuse a translator's half-done
 * autosave, so only the create screen's render sees the collection as "validates drafts": the server then renders an
 * empty form, the browser's autosave has no document to save to (it only updates an existing one), and the first
 * "Save draft" or "Publish" creates the document, after which autosave works as usual. The API, the operations and
 * the browser's config keep the collection's real settings.
 *
 * Not covered: a document created inside a relationship field's drawer is still created when the drawer opens
 * (Payload renders it through a server function, not this page).
 */
import type { SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { hasAutosaveEnabled } from 'payload/shared'

/** The /admin/collections/{slug}/create route of a collection with autosave. */
export function autosaveCreateRoute(
  config: SanitizedConfig,
  segments: string[] | undefined,
): SanitizedCollectionConfig | undefined {
  if (!segments || segments.length !== 3 || segments[0] !== 'collections' || segments[2] !== 'create') return undefined
  const collection = config.collections.find(({ slug }) => slug === segments[1])
  return collection && hasAutosaveEnabled(collection) ? collection : undefined
}

/** The config the admin page renders with: on such a create route, that one collection validates drafts. */
export function configForAdminRoute(config: SanitizedConfig, segments: string[] | undefined): SanitizedConfig {
  const collection = autosaveCreateRoute(config, segments)
  if (!collection || !collection.versions || typeof collection.versions.drafts !== 'object') return config
  const render: SanitizedCollectionConfig = {
    ...collection,
    versions: { ...collection.versions, drafts: { ...collection.versions.drafts, validate: true } },
  }
  return { ...config, collections: config.collections.map((c) => (c === collection ? render : c)) }
}

/**
 * Admin aids added to every collection and global, generically (no collection lists them by hand):
 * - above every translated document, the editor toolbar: unpublished saved changes per locale (who, when) and, in
 *   en/ru, "copy structure from Chinese" (EditorToolbar, with the endpoints of hooks/editor-endpoints.ts);
 * - each localized text, textarea and rich-text field, and each prose text field inside a localized block or array,
 *   shows its source (zh, or en for ru) read-only under the input in the en/ru locale (SourceBeside);
 * - each block and array row is headed by its own heading or first text (BlockRowLabel);
 * - the publish button of a translated collection with drafts is PublishControl (per role, asks before publishing
 *   text still in the source language).
 */
import type { Block, CollectionConfig, CollectionSlug, Config, Field, GlobalConfig } from 'payload'

import { isProseField } from '../../domain/translation-status'
import { copyStructureEndpoint, unpublishedEndpoint } from './endpoints/editor'

const SOURCE_BESIDE = '/features/translations/admin/SourceBeside#SourceBeside'
const ROW_LABEL = '/cms/admin/BlockRowLabel#BlockRowLabel'
const PUBLISH_CONTROL = '/features/translations/admin/PublishControl#PublishControl'

type AnyField = Field & {
  name?: string
  localized?: boolean
  fields?: Field[]
  blocks?: Block[]
  tabs?: { name?: string; localized?: boolean; fields: Field[] }[]
  labels?: { singular?: unknown }
  admin?: { components?: Record<string, unknown>; hidden?: boolean; readOnly?: boolean }
}

function withComponent(field: AnyField, slot: string, component: unknown): AnyField {
  const components = field.admin?.components ?? {}
  const existing = components[slot]
  if (slot === 'afterInput') {
    const list = Array.isArray(existing) ? existing : existing ? [existing] : []
    // Walked again after the plugins (their fields): a field that has it already keeps one.
    if (list.includes(component)) return field
    return {
      ...field,
      admin: { ...field.admin, components: { ...components, afterInput: [...list, component] } },
    } as AnyField
  }
  if (existing) return field
  return { ...field, admin: { ...field.admin, components: { ...components, [slot]: component } } } as AnyField
}

function rowLabel(kind: unknown) {
  return { path: ROW_LABEL, clientProps: { kind } }
}

export function addEditorAids(fields: Field[], inLocalized = false): Field[] {
  return fields.map((original) => {
    const field = original as AnyField
    const localized = inLocalized || Boolean(field.localized)
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'richText':
        if (!localized || !isProseField(field.name) || field.admin?.hidden || field.admin?.readOnly) return field
        return withComponent(field, 'afterInput', SOURCE_BESIDE)
      case 'blocks':
        return {
          ...field,
          blocks: (field.blocks ?? []).map((block) => ({
            ...block,
            admin: {
              ...block.admin,
              components: {
                ...block.admin?.components,
                Label: block.admin?.components?.Label ?? rowLabel(block.labels?.singular ?? block.slug),
              },
            },
            fields: addEditorAids(block.fields, localized),
          })),
        } as Field
      case 'array': {
        const labelled = withComponent(field, 'RowLabel', rowLabel(field.labels?.singular))
        return { ...labelled, fields: addEditorAids(field.fields ?? [], localized) } as Field
      }
      case 'tabs':
        return {
          ...field,
          tabs: (field.tabs ?? []).map((tab) => ({
            ...tab,
            fields: addEditorAids(tab.fields, localized || Boolean(tab.localized)),
          })),
        } as Field
      default:
        return field.fields ? ({ ...field, fields: addEditorAids(field.fields, localized) } as Field) : field
    }
  })
}

const editorToolbarField: Field = {
  name: 'editorToolbar',
  type: 'ui',
  admin: { components: { Field: '/cms/admin/EditorToolbar#EditorToolbar' } },
}

function isTranslated(config: Pick<CollectionConfig, 'fields'>): boolean {
  return config.fields.some((field) => 'name' in field && field.name === 'translationState')
}

export function withEditorAids(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    const fields = addEditorAids(collection.fields)
    if (!isTranslated(collection)) return { ...collection, fields }
    const drafts = Boolean(collection.versions && typeof collection.versions === 'object' && collection.versions.drafts)
    const components = collection.admin?.components
    return {
      ...collection,
      // Publishing as each staff user may (no zh publish for translators, a question before publishing untranslated
      // text).
      admin: drafts
        ? {
            ...collection.admin,
            components: {
              ...components,
              edit: { ...components?.edit, PublishButton: components?.edit?.PublishButton ?? PUBLISH_CONTROL },
            },
          }
        : collection.admin,
      fields: [editorToolbarField, ...fields],
      endpoints: [
        ...(collection.endpoints || []),
        unpublishedEndpoint(collection.slug as CollectionSlug),
        copyStructureEndpoint(collection.slug as CollectionSlug),
      ],
    }
  })
}

export function withGlobalEditorAids(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((global) => {
    const fields = addEditorAids(global.fields)
    const drafts = Boolean(global.versions && typeof global.versions === 'object' && global.versions.drafts)
    if (!drafts || !isTranslated(global)) return { ...global, fields }
    const elements = global.admin?.components?.elements
    // A translated global publishes per locale like the collections (no zh publish for translators, the question).
    return {
      ...global,
      admin: {
        ...global.admin,
        components: {
          ...global.admin?.components,
          elements: { ...elements, PublishButton: elements?.PublishButton ?? PUBLISH_CONTROL },
        },
      },
      fields,
    }
  })
}

/**
 * The same aids for the fields plugins add after our collections are built (the SEO plugin's localized meta title and
 * description): run as the last plugin, so those fields get their source box too. Idempotent.
 */
export function editorAidsForPluginFields(config: Config): Config {
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      fields: addEditorAids(collection.fields),
    })),
  }
}

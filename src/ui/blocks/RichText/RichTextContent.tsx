/** Renders Lexical rich text, with `{site}` in link URLs resolved to the current site. */
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from 'lexical'

import type { Site } from '../../../domain/locale'
import styles from '../../../kit/blocks.module.css'

function withSite(node: unknown, site: Site): unknown {
  if (Array.isArray(node)) return node.map((child) => withSite(child, site))
  if (!node || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === 'url' && typeof value === 'string' ? value.replaceAll('{site}', site) : withSite(value, site)
  }
  return out
}

export function RichTextContent({ data, site, className }: { data: unknown; site: Site; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <RichText data={withSite(data, site) as SerializedEditorState} className={className ?? styles.prose} />
}

import { describe, expect, it } from 'vitest'

import { Pages } from '../../src/features/pages/Pages'
import { addEditorAids } from '../../src/features/translations/editor-aids'

type F = {
  name?: string
  type: string
  fields?: F[]
  blocks?: { slug: string; fields: F[]; admin?: { components?: { Label?: unknown } } }[]
  admin?: { components?: { afterInput?: unknown[]; RowLabel?: unknown } }
}
const find = (fields: F[], name: string) => fields.find((f) => f.name === name)!

describe('editor aids on the page collection', () => {
  const fields = addEditorAids(Pages.fields) as unknown as F[]

  it('shows the source under localized text and the prose inside localized blocks, not under shared or address fields', () => {
    expect(find(fields, 'title').admin?.components?.afterInput).toEqual([
      '/features/translations/admin/SourceBeside#SourceBeside',
    ])
    expect(find(fields, 'path').admin?.components?.afterInput).toBeUndefined()
    const hero = find(fields, 'layout').blocks!.find((b) => b.slug === 'hero')!
    expect(find(hero.fields, 'heading').admin?.components?.afterInput).toHaveLength(1)
    expect(find(hero.fields, 'subheading').admin?.components?.afterInput).toHaveLength(1)
    const primary = find(hero.fields, 'primary').fields![0]!.fields!
    expect(find(primary, 'label').admin?.components?.afterInput).toHaveLength(1)
    expect(find(primary, 'href').admin?.components?.afterInput).toBeUndefined()
  })

  it('heads every block row with its own text', () => {
    for (const block of find(fields, 'layout').blocks!) {
      expect(block.admin?.components?.Label).toMatchObject({ path: '/cms/admin/BlockRowLabel#BlockRowLabel' })
    }
  })
})

describe('editor aids after the plugins (issue 26)', () => {
  it('puts the source box under the SEO fields a plugin adds, once, even when walked again', async () => {
    const { editorAidsForPluginFields } = await import('../../src/features/translations/editor-aids')
    const meta: F = {
      name: 'meta',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true } as F,
        { name: 'description', type: 'textarea', localized: true } as F,
      ],
    }
    const config = { collections: [{ slug: 'pages', fields: [...addEditorAids(Pages.fields), meta] }] } as never
    const once = editorAidsForPluginFields(config) as unknown as { collections: { fields: F[] }[] }
    const twice = editorAidsForPluginFields(once as never) as unknown as { collections: { fields: F[] }[] }
    for (const result of [once, twice]) {
      const fields = result.collections[0]!.fields
      expect(find(find(fields, 'meta').fields!, 'title').admin?.components?.afterInput).toEqual([
        '/features/translations/admin/SourceBeside#SourceBeside',
      ])
      expect(find(find(fields, 'meta').fields!, 'description').admin?.components?.afterInput).toHaveLength(1)
      expect(find(fields, 'title').admin?.components?.afterInput).toHaveLength(1)
    }
  })
})

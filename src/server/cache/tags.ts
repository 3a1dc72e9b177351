/**
 * Cache tags: the site's data reads are cached under these tags, and the collection hooks revalidate exactly the
 * tags a change touches. A page of every site is tagged by its path, so publishing it refreshes /cn, /en and /ru.
 */
export const tags = {
  page: (path: string) => `page:${path}`,
  collection: (slug: string) => `collection:${slug}`,
  doc: (slug: string, key: string | number) => `doc:${slug}:${key}`,
  global: (slug: string) => `global:${slug}`,
} as const

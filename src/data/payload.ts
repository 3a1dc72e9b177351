/** The Payload local API for server components and route handlers, and the cached reads of the sites. */

import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Payload } from 'payload'

import { tags as cacheTags } from '../server/cache/tags'
import { contactDomainOf, fillContactDomain, hasDomainToken } from '../domain/contact'

export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * A read cached in Next's data cache under `tags` until a collection hook expires one of them: a guest page view
 * runs no database query. `keyParts` must identify the arguments. Reads carry the pictures they show (media at depth
 * 1), so each is also tagged with the media collection: an editor replacing an image or its alt text refreshes them.
 */
export function cachedRead<T>(
  keyParts: (string | number | boolean)[],
  tags: string[],
  read: () => Promise<T>,
): Promise<T> {
  return unstable_cache(() => withContactDomain(read()), keyParts.map(String), {
    tags: [...tags, 'collection:media', cacheTags.global('site-settings')],
    revalidate: false,
  })()
}

/**
 * A read with `{domain}` in its texts and addresses filled with the contact domain of the site settings
 * (src/domain/contact.ts). Cached reads are filled, and tagged with the settings so a new domain refreshes them.
 */
export async function withContactDomain<T>(value: Promise<T> | T): Promise<T> {
  const result = await value
  if (!hasDomainToken(result)) return result
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return fillContactDomain(result, contactDomainOf(settings as { contactDomain?: string | null }))
}

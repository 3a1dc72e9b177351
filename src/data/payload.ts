/** The Payload local API for server components and route handlers, and the cached reads of the sites. */

import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Payload } from 'payload'

export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * A read cached in Next's data cache under `tags` until a collection hook expires one of them: a guest page view
 * runs no database query. `keyParts` must identify the arguments. Reads carry the pictures they show (media at depth
 * 1), so each is also tagged with the media collection: an editor replacing an image or its alt text refreshes them.
 */
export function cachedRead<T>(keyParts: (string | number | boolean)[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, keyParts.map(String), { tags: [...tags, 'collection:media'], revalidate: false })()
}

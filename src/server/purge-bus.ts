/**
 * Purges of the guest page cache, heard by every instance (Redis pub/sub). Each instance keeps its own finished
 * pages in memory (page-cache.ts); when content changes on one, it publishes on `<prefix>page-cache-purge` and every
 * other instance forgets its pages too. Messages carry the sender's id, so nobody acts on its own.
 */
import { randomUUID } from 'node:crypto'

import { redisClient, redisKeyPrefix } from './redis'
import { log } from './log'

export type PurgeBus = { publish(): void; close(): Promise<void> }

export async function connectPurgeBus(
  url: string,
  onPeerPurge: () => void,
  prefix = redisKeyPrefix(),
): Promise<PurgeBus> {
  const channel = `${prefix}page-cache-purge`
  const self = randomUUID()
  const publisher = await redisClient(url)
  const subscriber = publisher.duplicate()
  subscriber.on('error', (error: Error) => log.warn(`page-cache: redis subscriber: ${error.message}`))
  await subscriber.connect()
  await subscriber.subscribe(channel, (message) => {
    if (message !== self) onPeerPurge()
  })
  return {
    publish() {
      publisher
        .publish(channel, self)
        .catch((error: Error) => log.warn(`page-cache: could not tell the other instances: ${error.message}`))
    },
    async close() {
      await subscriber.quit().catch(() => {})
    },
  }
}

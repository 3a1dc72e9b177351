/** The Payload local API for the public endpoints, within the deadline (a database down at start-up must not hang). */
import type { Payload } from 'payload'

import { dbStep } from '../../../http/frame'

export async function payloadWithin(): Promise<Payload> {
  const { payloadClient } = await import('../../../data/payload')
  return dbStep(payloadClient(), 'starting Payload')
}

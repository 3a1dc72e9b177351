/** The package's name in a language, as the tier shows it on the sites; its code when the tier is gone. */
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '../../../domain/locale'

export async function tierNameOf(
  payload: Payload,
  code: string,
  locale: Locale,
  req?: Partial<PayloadRequest>,
): Promise<string> {
  const tier = await payload
    .find({
      collection: 'package-tiers',
      where: { code: { equals: code } },
      locale,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    .then((r) => r.docs[0] ?? null)
    .catch(() => null)
  return tier?.name || code
}

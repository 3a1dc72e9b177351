/**
 * Draft mode for one staff session. Next's draft-mode cookie (`__prerender_bypass`) holds one value per
 * build, the same for every staff user, and outlives the log-in that asked for it: it showed drafts after the staff
 * account was deleted. Drafts are therefore shown only while the request also carries a live staff session
 * (`ts-staff-token`, checked by Payload against the account on every request): a log-out, an expired session or a
 * deleted account ends the preview, whatever the draft cookie says.
 */
import { draftMode, headers } from 'next/headers'

import { payloadClient } from './payload'

export async function staffDraftMode(): Promise<boolean> {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return false
  try {
    const payload = await payloadClient()
    const { user } = await payload.auth({ headers: await headers() })
    return Boolean(user && (user as { collection?: string }).collection === 'users')
  } catch {
    return false
  }
}

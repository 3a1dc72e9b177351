/**
 * Live preview entry: a logged-in staff user (the admin's ts-token cookie) gets Next's draft mode and is sent to the
 * page. Anyone else is refused. Only paths of the three sites are accepted (no open redirect).
 */
import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { siteOfPath } from '@/domain/locale'

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.searchParams.get('path') ?? ''
  if (!path.startsWith('/') || path.startsWith('//') || !siteOfPath(path)) {
    return new Response('Invalid preview path', { status: 400 })
  }
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users')
    return new Response('Log in to the admin to preview drafts.', { status: 403 })
  const draft = await draftMode()
  draft.enable()
  redirect(path)
}

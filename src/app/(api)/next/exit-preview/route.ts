import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { siteOfPath } from '@/domain/locale'

export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path') ?? '/cn'
  const draft = await draftMode()
  draft.disable()
  redirect(path.startsWith('/') && !path.startsWith('//') && siteOfPath(path) ? path : '/cn')
}

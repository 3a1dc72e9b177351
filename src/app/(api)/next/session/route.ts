/**
 * Whether the visitor holds a token cookie (ts-token). The not-found screen asks it to decide, as SPEC §2.4 says,
 * between redirecting a guest and showing a token holder the 404 (pages are cached, so this is asked on the client).
 */
import { cookies } from 'next/headers'

import { TOKEN_COOKIE } from '@/domain/constants'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const jar = await cookies()
  return Response.json({ token: Boolean(jar.get(TOKEN_COOKIE)?.value) }, { headers: { 'cache-control': 'no-store' } })
}

/** IndexNow's key, apart from the push job (./markets.ts) so the production server can read it alone. */
import { environment } from '../settings'
type Env = Record<string, string | undefined>

/** A usable IndexNow key: 8–128 of a-z, A-Z, 0-9 and '-' (the protocol's rule). */
export function indexNowKey(env: Env = environment()): string | null {
  const key = (env.INDEXNOW_KEY ?? '').trim()
  return /^[A-Za-z0-9-]{8,128}$/.test(key) ? key : null
}

/** The key file's body when `pathname` is /{INDEXNOW_KEY}.txt, else null. */
export function indexNowKeyFile(pathname: string, env: Env = environment()): string | null {
  const key = indexNowKey(env)
  return key && pathname === `/${key}.txt` ? key : null
}

/**
 * The browser's JSON posts to this app's order and payment endpoints (the purchase form, the payment page): reads the
 * `{ code, msg, data }` answer (§7); the top progress bar runs meanwhile.
 */
import { trackProgress } from './progress'

export type Answer<T = unknown> = { code: number; msg?: string; data?: T }

export function postJson<T>(path: string, body: unknown): Promise<Answer<T>> {
  const request = fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return trackProgress(request.then((response) => response.json() as Promise<Answer<T>>))
}

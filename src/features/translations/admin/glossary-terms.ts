/**
 * The glossary as the admin aids read it: fetched once per editor page and shared by every source box and
 * the publish control; fetched again after a while, when an editor may have added terms.
 */
import type { GlossaryTerm } from '../../../domain/glossary'

let pending: Promise<GlossaryTerm[]> | null = null

export function glossaryTerms(): Promise<GlossaryTerm[]> {
  if (!pending) {
    pending = fetch('/api/glossary-terms?limit=1000&depth=0&pagination=false', { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ docs?: GlossaryTerm[] }>) : { docs: [] }))
      .then((found) => found.docs ?? [])
      .catch(() => [])
    setTimeout(() => {
      pending = null
    }, 5 * 60_000)
  }
  return pending
}

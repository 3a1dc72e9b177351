/**
 * A test that only means something on a PostgreSQL server (real concurrency, several processes, transactions) is
 * skipped on the embedded PGlite, and says so in the output with its reason: the default reporter does not list the
 * names of skipped tests. CI runs it on PostgreSQL (.ci/run).
 */
import { inject } from 'vitest'

export function skipOnEmbeddedDatabase(reason: string): boolean {
  const embedded = inject('embeddedDatabase')
  if (embedded)
    console.info(
      `Skipped on the embedded database (PGlite): ${reason}. It runs on PostgreSQL (DATABASE_URL, as in CI).`,
    )
  return embedded
}
